import { List, Stack, Table, Text, Title } from '@mantine/core';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/i18n/formats.ts';
import { formatMoney } from '../../../lib/money.ts';
import { movePercent } from '../../../lib/price-moves.ts';
import type { RepriceAnswer, RepricedSku } from '@deckhand/contract/pricing/reprice.ts';
import { skuWords } from '../../../lib/sku-words.ts';

/**
 * "Charizard ex · OBF 125 · NM · reverse holo · EN": the set and number tell two printings of a card
 * apart, the finish in words.
 */
const nameOf = (named: RepricedSku) =>
	[named.card, `${named.set_code} ${named.collector_number ?? ''}`.trim(), skuWords(named)].join(' · ');

/** Rows shown per list: enough to check a rule by; the counts say the rest. */
const PREVIEW_ROWS = 50;

/** One list of the preview with its heading, and how many more there are than shown. */
function Section({ title, count, children }: { title: string; count: number; children: ReactNode }) {
	const { t } = useLingui();
	const more = count - PREVIEW_ROWS;
	return (
		<Stack gap={4}>
			<Title order={3} size="h6">
				{title}
			</Title>
			{children}
			{more > 0 ? <Text size="xs" c="dimmed">{t`and ${more} more`}</Text> : null}
		</Stack>
	);
}

/** The sentence over the lists: how many SKUs go which way (after the count of prices that change). */
function summaryOf(result: RepriceAnswer, first: string): string[] {
	const parts = [first];
	if (result.reviews.length > 0)
		parts.push(plural(result.reviews.length, { one: '# move for review', other: '# moves for review' }));
	if (result.stale.length > 0)
		parts.push(plural(result.stale.length, { one: '# stale market price', other: '# stale market prices' }));
	if (result.no_market.length > 0)
		parts.push(
			plural(result.no_market.length, { one: '# without a market price', other: '# without a market price' }),
		);
	if (result.skipped > 0)
		parts.push(
			plural(result.skipped, {
				one: '# skipped (nothing to start from)',
				other: '# skipped (nothing to start from)',
			}),
		);
	if (result.no_cost > 0)
		parts.push(
			plural(result.no_cost, {
				one: '# without a cost (fixed floor only)',
				other: '# without a cost (fixed floor only)',
			}),
		);
	if (result.superseded > 0)
		parts.push(
			plural(result.superseded, { one: '# earlier review replaced', other: '# earlier reviews replaced' }),
		);
	return parts;
}

/**
 * What a reprice would do, from the server's preview: the prices that change, the moves that
 * would wait for review, and the SKUs a market reprice leaves alone (a stale market price, none
 * at all), each a list with its count.
 */
export function RepricePreview({ result, currency }: { result: RepriceAnswer; currency: string }) {
	const { t } = useLingui();
	const money = (amount: number | null) => (amount === null ? t`Unpriced` : formatMoney(amount, currency));
	return (
		<Stack gap="sm">
			<Text size="sm">
				{summaryOf(
					result,
					result.changes.length === 0
						? t`No price would change`
						: plural(result.changes.length, {
								one: '# price would change',
								other: '# prices would change',
							}),
				).join(' · ')}
			</Text>
			{result.changes.length > 0 ? (
				<Table aria-label={t`Price changes`} verticalSpacing={2}>
					<Table.Tbody>
						{result.changes.slice(0, PREVIEW_ROWS).map((change) => (
							<Table.Tr key={change.sku}>
								<Table.Td title={change.named.set_name}>{nameOf(change.named)}</Table.Td>
								<Table.Td>{money(change.old)}</Table.Td>
								<Table.Td>→ {money(change.new)}</Table.Td>
							</Table.Tr>
						))}
					</Table.Tbody>
				</Table>
			) : null}
			{result.reviews.length > 0 ? (
				<Section title={t`For review (larger moves)`} count={result.reviews.length}>
					<Table aria-label={t`Moves for review`} verticalSpacing={2}>
						<Table.Tbody>
							{result.reviews.slice(0, PREVIEW_ROWS).map((review) => (
								<Table.Tr key={review.sku}>
									<Table.Td title={review.named.set_name}>{nameOf(review.named)}</Table.Td>
									<Table.Td>{money(review.old)}</Table.Td>
									<Table.Td>→ {money(review.new)}</Table.Td>
									<Table.Td>{movePercent(review.change_percent)}</Table.Td>
								</Table.Tr>
							))}
						</Table.Tbody>
					</Table>
				</Section>
			) : null}
			{result.stale.length > 0 ? (
				<Section title={t`Stale market prices (left as they are)`} count={result.stale.length}>
					<Table aria-label={t`Stale market prices`} verticalSpacing={2}>
						<Table.Tbody>
							{result.stale.slice(0, PREVIEW_ROWS).map((stale) => (
								<Table.Tr key={stale.sku}>
									<Table.Td title={stale.named.set_name}>{nameOf(stale.named)}</Table.Td>
									<Table.Td>{money(stale.market)}</Table.Td>
									<Table.Td>{formatDate(stale.priced_at)}</Table.Td>
								</Table.Tr>
							))}
						</Table.Tbody>
					</Table>
				</Section>
			) : null}
			{result.no_market.length > 0 ? (
				<Section title={t`No market price (left as they are)`} count={result.no_market.length}>
					<List size="sm" aria-label={t`SKUs without a market price`}>
						{result.no_market.slice(0, PREVIEW_ROWS).map((sku) => (
							<List.Item key={sku.sku}>{nameOf(sku.named)}</List.Item>
						))}
					</List>
				</Section>
			) : null}
		</Stack>
	);
}
