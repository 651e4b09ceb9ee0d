import { SegmentedControl } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { Grain } from '@deckhand/contract/reports/period.ts';
import { formatNumber } from '../../../lib/i18n/formats.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useShopCurrency } from '../../../lib/shop-currency.ts';
import type { ChartAnswer } from '../home-request.ts';
import { BarChart } from './bar-chart.tsx';
import { alignedRows, bucketWords } from './bucket-rows.ts';
import { ChartCard, FigureTable } from './chart-card.tsx';
import { CURRENT, PREVIOUS } from './chart-colors.ts';

/** Sales per day, week or month, beside the previous period's (aligned by index); the grain is chosen here and kept in the address. */
export function SalesChart({
	answer,
	busy,
	grain,
	onGrain,
}: {
	answer: ChartAnswer | undefined;
	busy: boolean;
	grain: Grain;
	onGrain: (grain: Grain) => void;
}) {
	const { t } = useLingui();
	const currency = useShopCurrency();
	const money = (value: number) => formatMoney(value, currency);
	const shownGrain = answer?.grain ?? grain;
	const rows = answer ? alignedRows(answer.sales.current, answer.sales.previous) : [];
	const sold = rows.some((row) => (row.current?.orders ?? 0) + (row.previous?.orders ?? 0) > 0);
	return (
		<ChartCard
			name="sales-chart"
			title={t`Sales against the previous period`}
			busy={busy}
			loaded={answer !== undefined}
			empty={sold ? null : t`No sales in this period or the one before.`}
			controls={
				<SegmentedControl
					size="xs"
					aria-label={t`Sales per`}
					value={grain}
					onChange={(value) => onGrain(value as Grain)}
					data={[
						{ value: 'day', label: t({ message: 'Day', comment: 'sales per day' }) },
						{ value: 'week', label: t({ message: 'Week', comment: 'sales per week' }) },
						{ value: 'month', label: t({ message: 'Month', comment: 'sales per month' }) },
					]}
				/>
			}
			chart={(labelledBy) => (
				<BarChart
					labelledBy={labelledBy}
					height={260}
					names={rows.map((row) => bucketWords(row.label, shownGrain))}
					series={[
						{
							label: t`This period`,
							colour: CURRENT,
							values: rows.map((row) => row.current?.sales ?? null),
						},
						{
							label: t`Previous period`,
							colour: PREVIOUS,
							values: rows.map((row) => row.previous?.sales ?? null),
						},
					]}
				/>
			)}
			table={(labelledBy) => (
				<FigureTable
					labelledBy={labelledBy}
					rows={rows}
					rowKey={(row) => row.index}
					columns={[
						{
							header: t`This period`,
							cell: (row) => (row.current ? bucketWords(row.current.label, shownGrain) : '—'),
						},
						{
							header: t`Sales`,
							numeric: true,
							cell: (row) => (row.current ? money(row.current.sales) : '—'),
						},
						{
							header: t`Orders`,
							numeric: true,
							cell: (row) => (row.current ? formatNumber(row.current.orders) : '—'),
						},
						{
							header: t`Previous period`,
							cell: (row) => (row.previous ? bucketWords(row.previous.label, shownGrain) : '—'),
						},
						{
							header: t`Sales before`,
							numeric: true,
							cell: (row) => (row.previous ? money(row.previous.sales) : '—'),
						},
						{
							header: t`Orders before`,
							numeric: true,
							cell: (row) => (row.previous ? formatNumber(row.previous.orders) : '—'),
						},
					]}
				/>
			)}
		/>
	);
}
