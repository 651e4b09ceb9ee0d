import { Alert, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '../../lib/money.ts';
import type { BuylistView } from '@deckhand/contract/buylists/buylist-view.ts';
import { copiesBought } from './buylist-actions.ts';
import { limitNotice } from './offer-words.ts';

/** The running offer, cash and store credit side by side as the customer chooses between them, and the clerk's limit said before completing. */
export function BuylistTotals({ view, currency, open }: { view: BuylistView; currency: string; open: boolean }) {
	const { t } = useLingui();
	const copies = copiesBought(view.lines);
	const notice = open ? limitNotice(view, currency) : null;
	return (
		<Card withBorder padding="sm">
			<Stack gap="xs">
				<Title order={2} size="h4">
					<Trans>Our offer</Trans>
				</Title>
				<SimpleGrid cols={2} spacing="xs" role="group" aria-label={t`Offer totals`}>
					<Stack gap={0}>
						<Text size="xs" c="dimmed">
							<Trans>Cash</Trans>
						</Text>
						<Text size="xl" fw={700} aria-label={t`Cash total`}>
							{formatMoney(view.total_cash, currency)}
						</Text>
					</Stack>
					<Stack gap={0}>
						<Text size="xs" c="dimmed">
							<Trans>Store credit</Trans>
						</Text>
						<Text size="xl" fw={700} aria-label={t`Credit total`}>
							{formatMoney(view.total_credit, currency)}
						</Text>
					</Stack>
				</SimpleGrid>
				<Text size="xs" c="dimmed">
					<Plural value={copies} one="# copy bought" other="# copies bought" />
				</Text>
				{notice ? (
					<Alert color="orange" p="xs">
						<Text size="sm">{notice}</Text>
					</Alert>
				) : null}
			</Stack>
		</Card>
	);
}
