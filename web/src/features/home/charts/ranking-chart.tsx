import { useLingui } from '@lingui/react/macro';
import type { TopEarner, TopSeller } from '@deckhand/contract/reports/top-sellers.ts';
import { formatNumber } from '../../../lib/i18n/formats.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useShopCurrency } from '../../../lib/shop-currency.ts';
import { BarChart } from './bar-chart.tsx';
import { ChartCard, FigureTable } from './chart-card.tsx';
import type { TableColumn } from '../../../components/list-screen/table-column.ts';
import { AT_COST, CURRENT, type ThemeColor } from './chart-colors.ts';

interface Ranking<Row> {
	name: string;
	title: string;
	rows: Row[] | undefined;
	busy: boolean;
	/** What each row is: "Card", "Set", "Game"; and what its detail is: the card's set, the set's game, the game's code. */
	nameHeader: string;
	detailHeader: string;
}

/** The columns every ranking's table has: its name, its detail, copies sold and revenue. */
function useRankingColumns<Row extends TopSeller>(nameHeader: string, detailHeader: string): TableColumn<Row>[] {
	const { t } = useLingui();
	const currency = useShopCurrency();
	return [
		{ header: nameHeader, breakAnywhere: true, cell: (row) => row.name },
		{ header: detailHeader, cell: (row) => row.detail },
		{ header: t`Copies`, numeric: true, cell: (row) => formatNumber(row.units) },
		{ header: t`Revenue`, numeric: true, cell: (row) => formatMoney(row.revenue, currency) },
	];
}

/** A ranking's card: its bars of one figure, or its table with every column. */
function RankingCard<Row extends TopSeller>({
	name,
	title,
	rows,
	busy,
	figure,
	label,
	colour,
	columns,
}: Omit<Ranking<Row>, 'nameHeader' | 'detailHeader'> & {
	figure: keyof Row & string;
	label: string;
	colour: ThemeColor;
	columns: TableColumn<Row>[];
}) {
	const { t } = useLingui();
	return (
		<ChartCard
			name={name}
			title={title}
			busy={busy}
			loaded={rows !== undefined}
			empty={rows?.length === 0 ? t`Nothing sold in this period.` : null}
			chart={(labelledBy) => (
				// One bar per row, longest first (the server's order): names down the side, figures along.
				<BarChart
					labelledBy={labelledBy}
					across
					height={Math.max(140, (rows ?? []).length * 30 + 50)}
					names={(rows ?? []).map((row) => row.name)}
					series={[{ label, colour, values: (rows ?? []).map((row) => Number(row[figure])) }]}
				/>
			)}
			table={(labelledBy) => (
				<FigureTable labelledBy={labelledBy} rows={rows ?? []} rowKey={(row) => row.id} columns={columns} />
			)}
		/>
	);
}

/** Cards, sets or games by revenue (before the orders' discounts, docs/reports.md). */
export function RevenueRanking({ nameHeader, detailHeader, ...ranking }: Ranking<TopSeller>) {
	const { t } = useLingui();
	const columns = useRankingColumns<TopSeller>(nameHeader, detailHeader);
	return <RankingCard {...ranking} figure="revenue" label={t`Revenue`} colour={CURRENT} columns={columns} />;
}

/** Administrators: cards or sets by margin (revenue less the recorded cost), with the lines sold without a cost. */
export function MarginRanking({ nameHeader, detailHeader, ...ranking }: Ranking<TopEarner>) {
	const { t } = useLingui();
	const currency = useShopCurrency();
	const money = (value: number) => formatMoney(value, currency);
	const columns: TableColumn<TopEarner>[] = [
		...useRankingColumns<TopEarner>(nameHeader, detailHeader),
		{ header: t`Cost`, numeric: true, cell: (row) => money(row.cost) },
		{ header: t`Margin`, numeric: true, cell: (row) => money(row.margin) },
		{ header: t`Lines without a cost`, numeric: true, cell: (row) => formatNumber(row.uncosted_lines) },
	];
	return <RankingCard {...ranking} figure="margin" label={t`Margin`} colour={AT_COST} columns={columns} />;
}
