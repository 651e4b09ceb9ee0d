import { Anchor, Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useId } from 'react';
import { QueryProblem } from '../../components/query-problem.tsx';
import { projectQuery } from '../../lib/directus/session.ts';
import { formatDateTime, formatNumber } from '../../lib/i18n/formats.ts';
import { formatMoney } from '../../lib/money.ts';
import { OfferCells, OfferHeads } from './offer-cells.tsx';
import { shopSettingsQuery } from '../../lib/shop-settings.ts';
import { skuWords } from '../../lib/sku-words.ts';
import { buylistQuery } from './buylists-query.ts';
import { OffersWithheldNote } from './offers-withheld-note.tsx';
import './offer-sheet.css';

const route = getRouteApi('/signed-in/buylists/$buylistId/offer-sheet');

/** The offer as the customer reads and signs it: each card with its offer per copy and per line, in cash and in credit, both totals, and lines to sign and date. */
export function OfferSheetPage() {
	const { t } = useLingui();
	const noteId = useId();
	const { buylistId } = route.useParams();
	const buylist = useQuery(buylistQuery(Number(buylistId)));
	const shop = useQuery(shopSettingsQuery());
	const shopName = useQuery(projectQuery()).data?.name;
	if (buylist.isError) return <QueryProblem error={buylist.error} onRetry={() => void buylist.refetch()} />;
	if (shop.isError) return <QueryProblem error={shop.error} onRetry={() => void shop.refetch()} />;
	if (!buylist.data || !shop.data)
		return (
			<Center mih={240}>
				<Loader aria-label={t`Loading the offer sheet`} />
			</Center>
		);
	const view = buylist.data;
	const currency = shop.data.currency;
	const money = (minor: number | null) => (minor === null ? '—' : formatMoney(minor, currency));
	const number = view.number;
	const bought = view.lines.filter((line) => line.buy_quantity > 0);
	const cashTotal = money(view.total_cash);
	const creditTotal = money(view.total_credit);
	const customerName = view.customer?.name;
	return (
		<Stack>
			<Group className="printed-offer-sheet-actions" justify="space-between">
				<Anchor renderRoot={(props) => <Link {...props} to="/buylists/$buylistId" params={{ buylistId }} />}>
					<Trans>Back to buylist {number}</Trans>
				</Anchor>
				<Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
					<Trans>Print offer sheet</Trans>
				</Button>
			</Group>
			{view.offers_withheld ? <OffersWithheldNote id={noteId} /> : null}
			<Paper withBorder p="lg" className="printed-offer-sheet" maw={820}>
				<Stack>
					<Group justify="space-between" align="start">
						<Stack gap={0}>
							<Text fw={700}>{shopName}</Text>
							{shop.data.address ? (
								<Text size="sm" style={{ whiteSpace: 'pre-line' }}>
									{shop.data.address}
								</Text>
							) : null}
						</Stack>
						<Stack gap={0} align="end">
							<Title order={1} size="h3">
								<Trans>Offer {number}</Trans>
							</Title>
							<Text size="sm">{formatDateTime(view.date_created)}</Text>
						</Stack>
					</Group>
					<Text size="sm">
						{customerName ? (
							<Trans>Customer: {customerName}</Trans>
						) : (
							<Trans>Customer: ____________________</Trans>
						)}
					</Text>
					<Table
						aria-label={t`Offered cards`}
						aria-describedby={view.offers_withheld ? noteId : undefined}
						verticalSpacing={2}
					>
						<Table.Thead>
							<Table.Tr>
								<Table.Th>
									<Trans>Card</Trans>
								</Table.Th>
								<Table.Th ta="right">
									<Trans>Copies</Trans>
								</Table.Th>
								<OfferHeads />
							</Table.Tr>
						</Table.Thead>
						<Table.Tbody>
							{bought.map((line) => (
								<Table.Tr key={line.id}>
									<Table.Td>
										<Text size="sm">{line.card.name}</Text>
										<Text size="xs">{`${[line.card.set_code, line.card.collector_number].filter(Boolean).join(' ')} · ${skuWords(line)}`}</Text>
									</Table.Td>
									<Table.Td ta="right">{formatNumber(line.buy_quantity)}</Table.Td>
									<OfferCells line={line} money={money} />
								</Table.Tr>
							))}
						</Table.Tbody>
						<Table.Tfoot>
							<Table.Tr>
								<Table.Th colSpan={4}>
									<Trans>Total</Trans>
								</Table.Th>
								<Table.Th ta="right">{cashTotal}</Table.Th>
								<Table.Th ta="right">{creditTotal}</Table.Th>
							</Table.Tr>
						</Table.Tfoot>
					</Table>
					<Text size="sm">
						<Trans>
							We offer {cashTotal} in cash or {creditTotal} in store credit for the cards above.
						</Trans>
					</Text>
					<SimpleGrid cols={2} spacing="xl" mt="xl">
						<Stack gap={2}>
							<div className="offer-sheet-signature" />
							<Text size="xs">
								<Trans>Customer's signature</Trans>
							</Text>
						</Stack>
						<Stack gap={2}>
							<div className="offer-sheet-signature" />
							<Text size="xs">
								<Trans>Date</Trans>
							</Text>
						</Stack>
					</SimpleGrid>
				</Stack>
			</Paper>
		</Stack>
	);
}
