import { useComputedColorScheme, useMantineTheme } from '@mantine/core';
import {
	BarElement,
	CategoryScale,
	Chart,
	Legend,
	LinearScale,
	Tooltip,
	type ChartOptions,
	type ScaleOptions,
} from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { formatMoney, formatMoneyShort } from '../../../lib/money.ts';
import { useShopCurrency } from '../../../lib/shop-currency.ts';
import { axisName, colourOf, type ThemeColor } from './chart-colors.ts';

// Only the parts the dashboard draws: bars on a category and a linear axis, a legend and tooltips.
Chart.register(BarElement, CategoryScale, LinearScale, Legend, Tooltip);

export interface BarSeries {
	label: string;
	colour: ThemeColor;
	/** One value per name; null where the series has none (a previous period shorter than this one). */
	values: Array<number | null>;
}

/**
 * Money as bars drawn on a canvas (Chart.js): up from the names along the bottom, or `across` from the
 * names down the side (a ranking). In the kit's colours for the scheme shown, still (no
 * animation), a legend in words when there are two series, and each bar's name in full and its
 * amount on hover (the axis rounds them). The canvas is an image named by the chart's heading (`labelledBy`); its figures
 * are read from the chart's table.
 */
export function BarChart({
	labelledBy,
	names,
	series,
	across = false,
	height,
}: {
	labelledBy: string;
	names: string[];
	series: BarSeries[];
	across?: boolean;
	height: number;
}) {
	const theme = useMantineTheme();
	const currency = useShopCurrency();
	const dark = useComputedColorScheme('light') === 'dark';
	const text = dark ? theme.colors.dark[0] : theme.colors.gray[7];
	const font = { family: theme.fontFamily, size: 12 };
	const valueAxis: ScaleOptions<'linear'> = {
		type: 'linear',
		beginAtZero: true,
		grid: { color: dark ? theme.colors.dark[4] : theme.colors.gray[3] },
		border: { display: false },
		ticks: { color: text, font, callback: (value) => formatMoneyShort(Number(value), currency) },
	};
	const nameAxis: ScaleOptions<'category'> = {
		type: 'category',
		grid: { display: false },
		ticks: { color: text, font, autoSkip: !across },
	};
	const options: ChartOptions<'bar'> = {
		indexAxis: across ? 'y' : 'x',
		responsive: true,
		maintainAspectRatio: false,
		animation: false,
		scales: across ? { x: valueAxis, y: nameAxis } : { x: nameAxis, y: valueAxis },
		plugins: {
			legend: { display: series.length > 1, labels: { color: text, font } },
			tooltip: {
				callbacks: {
					title: ([item]) => (item ? names[item.dataIndex] : ''),
					label: (item) =>
						`${item.dataset.label ?? ''}: ${formatMoney(Number(across ? item.parsed.x : item.parsed.y), currency)}`,
				},
			},
		},
	};
	const data = {
		labels: names.map(axisName),
		datasets: series.map((one) => ({
			label: one.label,
			data: one.values,
			backgroundColor: colourOf(theme, one.colour),
		})),
	};
	return (
		<div style={{ position: 'relative', height }}>
			<Bar role="img" aria-labelledby={labelledBy} options={options} data={data} />
		</div>
	);
}
