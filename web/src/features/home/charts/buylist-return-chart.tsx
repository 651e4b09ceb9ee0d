import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '../../../lib/money.ts';
import { useShopCurrency } from '../../../lib/shop-currency.ts';
import type { ChartAnswer } from '../home-request.ts';
import { BarChart } from './bar-chart.tsx';
import { bucketWords } from './bucket-rows.ts';
import { ChartCard, FigureTable } from './chart-card.tsx';
import { CURRENT, PREVIOUS } from './chart-colors.ts';

/** What trade-ins cost per bucket (cash and credit) against what the copies bought in the period sold for (docs/reports.md). */
export function BuylistReturnChart({ answer, busy }: { answer: ChartAnswer | undefined; busy: boolean }) {
	const { t } = useLingui();
	const currency = useShopCurrency();
	const money = (value: number) => formatMoney(value, currency);
	const rows = answer?.buylist_return ?? [];
	const grain = answer?.grain ?? 'day';
	const moved = rows.some((row) => row.buylist_spend > 0 || row.bought_sales > 0);
	const [spend, sold] = [t`Buylist spend`, t`Sales of what was bought`];
	return (
		<ChartCard
			name="buylist-return"
			title={t`Buylist spend against sales of what was bought`}
			busy={busy}
			loaded={answer !== undefined}
			empty={moved ? null : t`No trade-ins completed in this period.`}
			chart={(labelledBy) => (
				<BarChart
					labelledBy={labelledBy}
					height={240}
					names={rows.map((row) => bucketWords(row.label, grain))}
					series={[
						{ label: spend, colour: PREVIOUS, values: rows.map((row) => row.buylist_spend) },
						{ label: sold, colour: CURRENT, values: rows.map((row) => row.bought_sales) },
					]}
				/>
			)}
			table={(labelledBy) => (
				<FigureTable
					labelledBy={labelledBy}
					rows={rows}
					rowKey={(row) => row.label}
					columns={[
						{ header: t`Period`, cell: (row) => bucketWords(row.label, grain) },
						{ header: spend, numeric: true, cell: (row) => money(row.buylist_spend) },
						{ header: sold, numeric: true, cell: (row) => money(row.bought_sales) },
					]}
				/>
			)}
		/>
	);
}
