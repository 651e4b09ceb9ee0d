import { Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MarketChangeRow } from '@deckhand/contract/pricing/price-commands.ts';
import { ColumnsTable } from '../../../components/columns-table.tsx';
import { sourceName } from '../../../components/market-quote-text.tsx';
import { formatDateTime } from '../../../lib/i18n/formats.ts';
import { formatMoney } from '../../../lib/money.ts';
import { finishWord } from '../../../lib/sku-words.ts';

/**
 * The market price the shop follows over time, beside the card's price history: each change a
 * catalogue run brought, newest first (the server keeps them only for cards the shop has SKUs
 * for, and only when a price changes). A table, as the price history is one.
 */
export function MarketHistory({ changes, currency }: { changes: MarketChangeRow[]; currency: string }) {
	const { t } = useLingui();
	return (
		<>
			<Title order={3} size="h5" mt="sm">
				<Trans>Market price history</Trans>
			</Title>
			{changes.length === 0 ? (
				<Text c="dimmed" size="sm">
					<Trans>No change of the market price followed has been kept yet.</Trans>
				</Text>
			) : (
				<ColumnsTable
					label={t`Market price history`}
					rows={changes}
					rowKey={(change) => `${change.quoted_at}|${change.finish}|${change.edition}|${change.source}`}
					columns={[
						{ title: t`When`, cell: (change) => formatDateTime(change.quoted_at) },
						{
							title: t`Finish`,
							cell: (change) => [finishWord(change.finish), change.edition].filter(Boolean).join(' · '),
						},
						{ title: t`Source`, cell: (change) => sourceName(change.source) },
						{
							title: t`Market price`,
							cell: (change) =>
								change.previous === null
									? formatMoney(change.market, currency)
									: `${formatMoney(change.previous, currency)} → ${formatMoney(change.market, currency)}`,
						},
					]}
				/>
			)}
		</>
	);
}
