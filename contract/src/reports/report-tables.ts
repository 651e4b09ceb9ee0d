import type { Day } from './period.ts';

/*
 * The administrators' reports (docs/reports.md, "Reports"): `GET /deckhand/reports/<name>` answers
 * the rows of a range of the shop's days, money in minor units. Rows are type aliases, not
 * interfaces, so that each is also a plain record of its cells.
 */

/** Per day: sales (net of tax), orders, copies sold and tax, as the KPIs count them. */
export type SalesByDayRow = { day: Day; orders: number; units_sold: number; sales: number; tax: number };

/** Per game over the days: copies sold and revenue (the lines' prices, before order discounts). */
export type SalesByGameRow = { game: string; code: string; units_sold: number; revenue: number };

/** Per day: the tax collected on the sales, and the sales it was charged on. */
export type TaxByDayRow = { day: Day; orders: number; taxable: number; tax: number };

/** A till session opened in the days: its float, and at closing the cash expected, counted and the difference. */
export type TillDayRow = {
	session: number;
	till: string;
	status: 'open' | 'closed';
	opened_at: string;
	closed_at: string | null;
	opening_float: number;
	expected_cash: number | null;
	counted_cash: number | null;
	over_short: number | null;
};

/** Per day: store credit issued, redeemed and removed, and what the shop owes in credit at the day's end. */
export type CreditLiabilityRow = { day: Day; issued: number; redeemed: number; removed: number; outstanding: number };

/** Each report by its name (its route and its file's name), with the row it answers. */
export interface ReportRows {
	'sales-by-day': SalesByDayRow;
	'sales-by-game': SalesByGameRow;
	'tax-by-day': TaxByDayRow;
	'till-days': TillDayRow;
	'credit-liability': CreditLiabilityRow;
}

export type ReportName = keyof ReportRows;

/** Every report, by name, in the order they are offered. */
const NAMES: Record<ReportName, null> = {
	'sales-by-day': null,
	'sales-by-game': null,
	'tax-by-day': null,
	'till-days': null,
	'credit-liability': null,
};
export const REPORT_NAMES = Object.keys(NAMES) as ReportName[];

/** A report as `GET /deckhand/reports/<name>` answers it: its days, the shop's time zone they are days of, and its rows. */
export interface ReportTableAnswer<Row = ReportRows[ReportName]> {
	from: Day;
	to: Day;
	time_zone: string;
	rows: Row[];
}
