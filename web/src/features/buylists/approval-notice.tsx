import { Alert, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BuylistView } from '@deckhand/contract/buylists/buylist-view.ts';
import { holdReason } from './hold-words.ts';

/**
 * A buylist in the approval queue: why it waits (the limit a clerk's completion went over, with
 * its figures), and that until it is approved, rejected or cancelled it only takes fewer copies or
 * lines (back within the clerk's limit, it is theirs to complete again).
 */
export function ApprovalNotice({ view, currency, admin }: { view: BuylistView; currency: string; admin: boolean }) {
	const { t } = useLingui();
	return (
		<Alert color="orange" title={t`Waiting for approval`}>
			<Stack gap={4}>
				{view.hold ? <Text size="sm">{holdReason(view.hold, view.total_offer, currency)}</Text> : null}
				<Text size="sm">
					{admin ? (
						<Trans>
							What you approve is what waits: until it is approved, rejected or cancelled it only takes
							fewer copies or fewer lines. Check the customer and the lines, then approve and complete it,
							or reject it.
						</Trans>
					) : (
						<Trans>
							An administrator approves and pays this buylist. To pay it yourself, lower the copies or
							remove lines until it is within your limit: it then comes back to you to complete.
						</Trans>
					)}
				</Text>
			</Stack>
		</Alert>
	);
}
