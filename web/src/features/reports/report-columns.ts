import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReportName } from '@deckhand/contract/reports/report-tables.ts';

/** A report's name, as its route and file are named (`/deckhand/reports/<name>`). */
export type { ReportName };

/**
 * How a cell is shown: a shop's day, text as stored, a count, money in minor units, over/short
 * with its sign spelt out, a moment, or when a till session closed ("Open" while it is).
 */
export type CellKind = 'day' | 'text' | 'whole' | 'money' | 'over-short' | 'moment' | 'closed-at';

export interface ReportColumn {
	/** The field of the server's row (the CSV's column). */
	key: string;
	label: MessageDescriptor;
	kind: CellKind;
	/** Whether the column adds up: the totals row sums it. An outstanding balance, a float or a count of cash does not. */
	adds?: true;
}

export interface ReportDefinition {
	label: MessageDescriptor;
	/** What the rows count, in a sentence (docs/reports.md says it at length). */
	about: MessageDescriptor;
	columns: ReportColumn[];
}

/** The administrators' reports in the order they are offered, with the columns of each as the server answers them (docs/reports.md). */
export const REPORT_DEFINITIONS: Record<ReportName, ReportDefinition> = {
	'sales-by-day': {
		label: msg`Sales by day`,
		about: msg`Paid, shipped and completed orders by the day they were taken: sales after discounts and before tax.`,
		columns: [
			{ key: 'day', label: msg`Day`, kind: 'day' },
			{ key: 'orders', label: msg`Orders`, kind: 'whole', adds: true },
			{ key: 'units_sold', label: msg`Units sold`, kind: 'whole', adds: true },
			{ key: 'sales', label: msg`Sales`, kind: 'money', adds: true },
			{ key: 'tax', label: msg`Tax`, kind: 'money', adds: true },
		],
	},
	'sales-by-game': {
		label: msg`Sales by game`,
		about: msg`Each game that sold in these days: copies and revenue at the lines' prices, before order discounts.`,
		columns: [
			{ key: 'game', label: msg`Game`, kind: 'text' },
			{ key: 'code', label: msg`Code`, kind: 'text' },
			{ key: 'units_sold', label: msg`Units sold`, kind: 'whole', adds: true },
			{ key: 'revenue', label: msg`Revenue`, kind: 'money', adds: true },
		],
	},
	'tax-by-day': {
		label: msg`Tax by day`,
		about: msg`The tax collected each day and the sales it was charged on.`,
		columns: [
			{ key: 'day', label: msg`Day`, kind: 'day' },
			{ key: 'orders', label: msg`Orders`, kind: 'whole', adds: true },
			{ key: 'taxable', label: msg`Taxable sales`, kind: 'money', adds: true },
			{ key: 'tax', label: msg`Tax`, kind: 'money', adds: true },
		],
	},
	'till-days': {
		label: msg`Till days`,
		about: msg`Every till session opened in these days: its float and, once closed, the cash expected, counted and the difference.`,
		columns: [
			{ key: 'session', label: msg`Session`, kind: 'whole' },
			{ key: 'till', label: msg`Till`, kind: 'text' },
			{ key: 'opened_at', label: msg`Opened`, kind: 'moment' },
			{ key: 'closed_at', label: msg`Closed`, kind: 'closed-at' },
			{ key: 'opening_float', label: msg`Opening float`, kind: 'money' },
			{ key: 'expected_cash', label: msg`Expected cash`, kind: 'money' },
			{ key: 'counted_cash', label: msg`Counted cash`, kind: 'money' },
			{ key: 'over_short', label: msg`Over/short`, kind: 'over-short', adds: true },
		],
	},
	'credit-liability': {
		label: msg`Store-credit liability`,
		about: msg`Store credit issued, redeemed in sales and removed each day, and what the shop owes its customers at the day's end.`,
		columns: [
			{ key: 'day', label: msg`Day`, kind: 'day' },
			{ key: 'issued', label: msg`Issued`, kind: 'money', adds: true },
			{ key: 'redeemed', label: msg`Redeemed`, kind: 'money', adds: true },
			{ key: 'removed', label: msg`Removed`, kind: 'money', adds: true },
			{ key: 'outstanding', label: msg`Outstanding`, kind: 'money' },
		],
	},
};

export const REPORT_NAMES = Object.keys(REPORT_DEFINITIONS) as [ReportName, ...ReportName[]];

export type ReportRow = Record<string, string | number | null>;

/**
 * The totals row: each column that adds up, summed over the rows (a till session still open has
 * no over/short yet and adds nothing); null for the others. None without rows to add.
 */
export function reportTotals(columns: ReportColumn[], rows: ReportRow[]): Array<number | null> | null {
	if (rows.length === 0 || !columns.some((column) => column.adds)) return null;
	return columns.map((column) =>
		column.adds
			? rows.reduce(
					(sum, row) => sum + (typeof row[column.key] === 'number' ? (row[column.key] as number) : 0),
					0,
				)
			: null,
	);
}
