import type { Day } from './period.ts';

/** One bar of a chart's series: its label (the day, the week's Monday, the month) and the days of the period it covers. */
export interface ChartPoint {
	label: string;
	from: Day;
	to: Day;
}

/** Sales (net of tax) and orders in a bucket. */
export interface SalesPoint extends ChartPoint {
	sales: number;
	orders: number;
}

/** What trade-ins cost in a bucket, against what the copies bought in the period sold for in it. */
export interface BuylistReturnPoint extends ChartPoint {
	buylist_spend: number;
	bought_sales: number;
}
