import { Anchor, Button, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { MarketQuoteText } from '../../components/market-quote-text.tsx';
import { formatDateTime } from '../../lib/i18n/formats.ts';
import { formatMoney } from '../../lib/money.ts';
import { personName } from '../../lib/people.ts';
import { skuWords } from '../../lib/sku-words.ts';
import { movePercent } from '../../lib/price-moves.ts';
import type { ReviewRow } from './price-review-query.ts';

/** What names a review to a person (and a screen reader): the card, its set and number, the SKU. */
export const reviewName = (row: ReviewRow) => `${row.card.name} ${skuWords(row.sku)}`;

interface ReviewTableProps {
	rows: ReviewRow[];
	currency: string;
	/** Pending reviews can be chosen and decided; decided ones are shown as they were decided. */
	pending: boolean;
	selected: ReadonlySet<number>;
	onSelect: (ids: number[], selected: boolean) => void;
	onDecide: (ids: number[], accept: boolean) => void;
	deciding: boolean;
}

/**
 * What a review was priced from: a market move says the market before and after (no run priced
 * it: accepting sets the proposal, the new market price × the condition's share), a reprice from
 * the market its figure; each with its source, day and staleness by the server's clock.
 */
function ReviewMarketText({ row, currency }: { row: ReviewRow; currency: string }) {
	const market = row.market!;
	const before = market.before === null ? null : formatMoney(market.before, currency);
	const after = formatMoney(market.price, currency);
	return (
		<Stack gap={0}>
			{row.kind === 'market' && before !== null ? (
				<Text size="xs">
					<Trans>
						Market moved {before} → {after}
					</Trans>
				</Text>
			) : null}
			<MarketQuoteText
				quote={{
					source: market.source,
					quoted_at: market.quoted_at,
					stale: market.stale,
					...(row.kind === 'market' ? {} : { price: market.price }),
				}}
				currency={currency}
			/>
		</Stack>
	);
}

/**
 * The reviews of one page: the card and SKU, old → proposed with the move, the run that proposed
 * it, who and when. A pending review whose SKU was priced since says so: accepting it would be
 * refused by the server, which never overwrites a newer price.
 */
export function ReviewTable({ rows, currency, pending, selected, onSelect, onDecide, deciding }: ReviewTableProps) {
	const { t } = useLingui();
	const ids = rows.map((row) => row.id);
	const all = ids.length > 0 && ids.every((id) => selected.has(id));
	const some = ids.some((id) => selected.has(id));
	return (
		<Table aria-label={t`Price reviews`} verticalSpacing={6}>
			<Table.Thead>
				<Table.Tr>
					{pending ? (
						<Table.Th w={40}>
							<Checkbox
								aria-label={t`Select every review on this page`}
								checked={all}
								indeterminate={some && !all}
								onChange={(event) => onSelect(ids, event.currentTarget.checked)}
							/>
						</Table.Th>
					) : null}
					<Table.Th>
						<Trans>Card</Trans>
					</Table.Th>
					<Table.Th>
						<Trans>Old → proposed</Trans>
					</Table.Th>
					<Table.Th>
						<Trans>Change</Trans>
					</Table.Th>
					<Table.Th>
						<Trans>Run</Trans>
					</Table.Th>
					<Table.Th>{pending ? <Trans>Proposed</Trans> : <Trans>Decided</Trans>}</Table.Th>
					{pending ? (
						<Table.Th>
							<Trans>Decision</Trans>
						</Table.Th>
					) : null}
				</Table.Tr>
			</Table.Thead>
			<Table.Tbody>
				{rows.map((row) => {
					const name = reviewName(row);
					const number = row.card.collector_number
						? `${row.card.set_code} ${row.card.collector_number}`
						: row.card.set_code;
					const pricedSince = pending && row.current_price !== row.old_price;
					const now = row.current_price === null ? t`Unpriced` : formatMoney(row.current_price, currency);
					const old = row.old_price === null ? t`Unpriced` : formatMoney(row.old_price, currency);
					return (
						<Table.Tr key={row.id}>
							{pending ? (
								<Table.Td>
									<Checkbox
										aria-label={t`Select ${name}`}
										checked={selected.has(row.id)}
										onChange={(event) => onSelect([row.id], event.currentTarget.checked)}
									/>
								</Table.Td>
							) : null}
							<Table.Td>
								<Anchor
									size="sm"
									renderRoot={(props) => (
										<Link
											{...props}
											to="/catalog/cards/$cardId"
											params={{ cardId: String(row.card.id) }}
										/>
									)}
								>
									{row.card.name}
								</Anchor>
								<Text size="xs" c="dimmed">{`${number} · ${skuWords(row.sku)}`}</Text>
							</Table.Td>
							<Table.Td>
								<Text
									size="sm"
									style={{ whiteSpace: 'nowrap' }}
								>{`${old} → ${formatMoney(row.proposed_price, currency)}`}</Text>
								{row.market ? <ReviewMarketText row={row} currency={currency} /> : null}
								{pricedSince ? (
									<Text size="xs" c="orange">
										<Trans>Priced since: now {now}</Trans>
									</Text>
								) : null}
							</Table.Td>
							<Table.Td style={{ whiteSpace: 'nowrap' }}>{movePercent(row.change_percent)}</Table.Td>
							<Table.Td>
								<Text size="sm" ff="monospace">
									{row.run.slice(0, 8)}
								</Text>
								<Text size="xs" c="dimmed">
									{personName(row.proposed_by)}
								</Text>
							</Table.Td>
							<Table.Td>
								{pending ? (
									<Text size="sm">{formatDateTime(row.date_created)}</Text>
								) : (
									<>
										<Text size="sm">
											{row.date_decided ? formatDateTime(row.date_decided) : ''}
										</Text>
										<Text size="xs" c="dimmed">
											{personName(row.decided_by)}
										</Text>
									</>
								)}
							</Table.Td>
							{pending ? (
								<Table.Td>
									<Group gap="xs" wrap="nowrap">
										<Button
											size="xs"
											variant="light"
											disabled={deciding}
											onClick={() => onDecide([row.id], true)}
											aria-label={t`Accept the move of ${name}`}
										>
											<Trans>Accept</Trans>
										</Button>
										<Button
											size="xs"
											variant="light"
											color="gray"
											disabled={deciding}
											onClick={() => onDecide([row.id], false)}
											aria-label={t`Reject the move of ${name}`}
										>
											<Trans>Reject</Trans>
										</Button>
									</Group>
								</Table.Td>
							) : null}
						</Table.Tr>
					);
				})}
			</Table.Tbody>
		</Table>
	);
}
