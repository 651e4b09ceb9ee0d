import { useLingui } from '@lingui/react/macro';
import type { GameStock } from '@deckhand/contract/reports/stock-by-game.ts';
import { formatNumber } from '../../../lib/i18n/formats.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useShopCurrency } from '../../../lib/shop-currency.ts';
import { BarChart } from './bar-chart.tsx';
import { ChartCard, FigureTable } from './chart-card.tsx';
import type { TableColumn } from '../../../components/list-screen/table-column.ts';
import { AT_COST, CURRENT } from './chart-colors.ts';

/**
 * The stock on hand per game, at its prices and, for administrators, at cost (their answer alone
 * carries `cost_value`): all of it, or the aged part (no sale and nothing in for 90 days).
 */
export function StockChart({
	name,
	title,
	empty,
	rows,
	busy,
	seeCosts,
}: {
	name: string;
	title: string;
	empty: string;
	rows: GameStock[] | undefined;
	busy: boolean;
	seeCosts: boolean;
}) {
	const { t } = useLingui();
	const currency = useShopCurrency();
	const money = (value: number | undefined) => (value === undefined ? '—' : formatMoney(value, currency));
	const [retail, atCost] = [t`At retail`, t`At cost`];
	const columns: TableColumn<GameStock>[] = [
		{ header: t`Game`, cell: (row) => row.name },
		{ header: t`SKUs`, numeric: true, cell: (row) => formatNumber(row.skus) },
		{ header: t`Copies`, numeric: true, cell: (row) => formatNumber(row.copies) },
		{ header: retail, numeric: true, cell: (row) => money(row.retail_value) },
		{ header: t`SKUs without a price`, numeric: true, cell: (row) => formatNumber(row.unpriced_on_hand) },
		...(seeCosts
			? [
					{ header: atCost, numeric: true, cell: (row: GameStock) => money(row.cost_value) },
					{
						header: t`SKUs without a cost`,
						numeric: true,
						cell: (row: GameStock) => formatNumber(row.uncosted_on_hand ?? 0),
					},
				]
			: []),
	];
	return (
		<ChartCard
			name={name}
			title={title}
			busy={busy}
			loaded={rows !== undefined}
			empty={rows?.length === 0 ? empty : null}
			chart={(labelledBy) => (
				<BarChart
					labelledBy={labelledBy}
					across
					height={Math.max(140, (rows ?? []).length * (seeCosts ? 44 : 30) + 70)}
					names={(rows ?? []).map((row) => row.name)}
					series={[
						{ label: retail, colour: CURRENT, values: (rows ?? []).map((row) => row.retail_value) },
						...(seeCosts
							? [
									{
										label: atCost,
										colour: AT_COST,
										values: (rows ?? []).map((row) => row.cost_value ?? null),
									},
								]
							: []),
					]}
				/>
			)}
			table={(labelledBy) => (
				<FigureTable labelledBy={labelledBy} rows={rows ?? []} rowKey={(row) => row.id} columns={columns} />
			)}
		/>
	);
}
