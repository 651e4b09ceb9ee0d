import type { Knex } from 'knex';
import type {
	CreditLiabilityRow,
	ReportName,
	ReportRows,
	SalesByDayRow,
	SalesByGameRow,
	TaxByDayRow,
	TillDayRow,
} from '@deckhand/contract/reports/report-tables.ts';
import { dbTime, isoTime } from '../db.ts';
import { moneyCell, momentCell, textCell, wholeCell } from '../exports/csv-cells.ts';
import type { CsvFile } from '../exports/send-csv.ts';
import { inBucket, sumsPerBucket } from './bucket-rows.ts';
import { lineSumsWithin } from './line-sums.ts';
import type { Bucket, Span } from './period.ts';
import { SALES_IN_SQL, whole } from './sales-within.ts';
import { salesByGame } from './top-sellers.ts';

/*
 * The administrators' reports (docs/reports.md, "Reports"): tables of rows over a range of the
 * shop's days, answered as JSON (money in minor units) or as CSV (money in the currency's major
 * units, cells made spreadsheet-safe as the exports make them).
 */

type Cell = 'text' | 'money' | 'whole' | 'moment';

/** A report's rows, and how each of their cells is written in CSV. */
export interface ReportTable<Row extends Record<string, unknown> = Record<string, unknown>> {
	/** The report's name, in its file's name. */
	what: string;
	columns: Record<keyof Row & string, Cell>;
	rows: Row[];
}

const CELLS: Record<Cell, (value: unknown, currency: string) => string> = {
	text: textCell,
	money: moneyCell,
	whole: wholeCell,
	moment: momentCell,
};

/** The same rows as a CSV file, `deckhand-<report>-<from>-to-<to>-<today>.csv`, money in the shop's currency. */
export function tableCsv(table: ReportTable, range: { from: string; to: string }, currency: string): CsvFile {
	const columns = Object.entries(table.columns);
	async function* records() {
		for (const row of table.rows) yield columns.map(([key, cell]) => CELLS[cell](row[key], currency));
	}
	return {
		what: `${table.what}-${range.from}-to-${range.to}`,
		columns: columns.map(([key]) => key),
		bom: true,
		records: records(),
	};
}

const span = (days: Bucket[]): Span => ({
	from: days[0]!.from,
	to: days.at(-1)!.to,
	start: days[0]!.start,
	end: days.at(-1)!.end,
});

/** Per day: sales (net of tax), orders, copies sold and tax, as the KPIs count them. */
export async function salesByDay(database: Knex, days: Bucket[]): Promise<ReportTable<SalesByDayRow>> {
	const orders = await sumsPerBucket(database, days, {
		sums: { orders: 'count(orders.id)', sales: 'sum(orders.subtotal - orders.discount)', tax: 'sum(orders.tax)' },
		from: `left join orders on ${inBucket('orders.date_created')} and orders.status in ${SALES_IN_SQL}`,
	});
	const units = await lineSumsWithin(database, days, false);
	return {
		what: 'sales-by-day',
		columns: { day: 'text', orders: 'whole', units_sold: 'whole', sales: 'money', tax: 'money' },
		rows: days.map((day, index) => ({
			day: day.from,
			orders: orders[index]!.orders,
			units_sold: units[index]!.units,
			sales: orders[index]!.sales,
			tax: orders[index]!.tax,
		})),
	};
}

/** Per day: the tax collected on the sales, and the sales it was charged on. */
export async function taxByDay(database: Knex, days: Bucket[]): Promise<ReportTable<TaxByDayRow>> {
	const sums = await sumsPerBucket(database, days, {
		sums: { orders: 'count(orders.id)', taxable: 'sum(orders.subtotal - orders.discount)', tax: 'sum(orders.tax)' },
		from: `left join orders on ${inBucket('orders.date_created')} and orders.status in ${SALES_IN_SQL}`,
	});
	return {
		what: 'tax-by-day',
		columns: { day: 'text', orders: 'whole', taxable: 'money', tax: 'money' },
		rows: days.map((day, index) => ({ day: day.from, ...sums[index]! })),
	};
}

/** Per game over the days: copies sold and revenue (the lines' prices, before order discounts). */
export async function salesByGameTable(database: Knex, days: Bucket[]): Promise<ReportTable<SalesByGameRow>> {
	const games = await salesByGame(database, span(days));
	return {
		what: 'sales-by-game',
		columns: { game: 'text', code: 'text', units_sold: 'whole', revenue: 'money' },
		rows: games.map((game) => ({
			game: game.name,
			code: game.detail,
			units_sold: game.units,
			revenue: game.revenue,
		})),
	};
}

/** Every till session opened in the days, in order: its float, and at closing the cash expected, counted and the difference. */
export async function tillDays(database: Knex, days: Bucket[]): Promise<ReportTable<TillDayRow>> {
	const { start, end } = span(days);
	const rows = await database('till_sessions as s')
		.join('tills as t', 't.id', 's.till')
		.where('s.opened_at', '>=', dbTime(database, start))
		.where('s.opened_at', '<', dbTime(database, end))
		.orderBy([{ column: 's.opened_at' }, { column: 's.id' }])
		.select(
			's.id',
			't.name',
			's.status',
			's.opened_at',
			's.closed_at',
			's.opening_float',
			's.expected_cash',
			's.counted_cash',
			's.over_short',
		);
	const money = (value: unknown) => (value === null || value === undefined ? null : Number(value));
	return {
		what: 'till-days',
		columns: {
			session: 'whole',
			till: 'text',
			status: 'text',
			opened_at: 'moment',
			closed_at: 'moment',
			opening_float: 'money',
			expected_cash: 'money',
			counted_cash: 'money',
			over_short: 'money',
		},
		rows: rows.map((row) => ({
			session: Number(row.id),
			till: row.name,
			status: row.status,
			opened_at: isoTime(row.opened_at),
			closed_at: row.closed_at === null ? null : isoTime(row.closed_at),
			opening_float: Number(row.opening_float),
			expected_cash: money(row.expected_cash),
			counted_cash: money(row.counted_cash),
			over_short: money(row.over_short),
		})),
	};
}

/** Per day: store credit issued, redeemed and removed, and what the shop owes in credit at the day's end. */
export async function creditLiability(database: Knex, days: Bucket[]): Promise<ReportTable<CreditLiabilityRow>> {
	const opening = whole(
		(
			await database('credit_ledger')
				.where('date_created', '<', dbTime(database, days[0]!.start))
				.sum({ owed: 'amount' })
				.first()
		)?.owed,
	);
	const moved = await sumsPerBucket(database, days, {
		sums: {
			issued: 'sum(case when credit_ledger.amount > 0 then credit_ledger.amount else 0 end)',
			redeemed:
				"sum(case when credit_ledger.amount < 0 and credit_ledger.reason = 'order_payment' then -credit_ledger.amount else 0 end)",
			removed:
				"sum(case when credit_ledger.amount < 0 and credit_ledger.reason <> 'order_payment' then -credit_ledger.amount else 0 end)",
		},
		from: `left join credit_ledger on ${inBucket('credit_ledger.date_created')}`,
	});
	let outstanding = opening;
	return {
		what: 'credit-liability',
		columns: { day: 'text', issued: 'money', redeemed: 'money', removed: 'money', outstanding: 'money' },
		rows: days.map((day, index) => {
			const { issued, redeemed, removed } = moved[index]!;
			outstanding += issued - redeemed - removed;
			return { day: day.from, issued, redeemed, removed, outstanding };
		}),
	};
}

export const REPORTS = {
	'sales-by-day': salesByDay,
	'sales-by-game': salesByGameTable,
	'tax-by-day': taxByDay,
	'till-days': tillDays,
	'credit-liability': creditLiability,
} as const satisfies {
	[Name in ReportName]: (database: Knex, days: Bucket[]) => Promise<ReportTable<ReportRows[Name]>>;
};
