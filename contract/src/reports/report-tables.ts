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
