import type { Knex } from 'knex';
import { dbTime } from '../db.ts';
import type { Span } from './period.ts';

/*
 * What the reports count as a sale (docs/reports.md, "What counts"), in one place for every
 * figure, chart and report: an order that is paid, shipped or completed, dated by when it was
 * taken. An open order is not paid yet; a cancelled or refunded one gave its money back.
 */

/** The sales summary (`ledger/card-day-sales.ts`) is kept by this list: a change to it needs the summary rebuilt (a migration calling `rebuildCardDaySales`). */
export const SALE_STATUSES = ['paid', 'shipped', 'completed'] as const;

/** The sale statuses as a list SQL reads, for the statements written out whole (`orders.status in ${SALES_IN_SQL}`). */
export const SALES_IN_SQL = `(${SALE_STATUSES.map((status) => `'${status}'`).join(', ')})`;

/** Rows of `table` whose timestamp `column` falls in the span: from its start (included) to its end (excluded). */
export function within(
	query: Knex.QueryBuilder,
	database: Knex,
	column: string,
	span: Pick<Span, 'start' | 'end'>,
): Knex.QueryBuilder {
	return query.where(column, '>=', dbTime(database, span.start)).where(column, '<', dbTime(database, span.end));
}

/** The orders that are sales in the span (`orders`, to select from or join to). */
export function salesWithin(database: Knex, span: Pick<Span, 'start' | 'end'>): Knex.QueryBuilder {
	return within(database('orders').whereIn('orders.status', SALE_STATUSES), database, 'orders.date_created', span);
}

/** A sum or count as either database answers it (PostgreSQL answers big integers and sums as text; an empty sum is null). */
export const whole = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

/**
 * A product of two integer columns as a 64-bit integer: PostgreSQL multiplies two `integer`s as
 * `integer`, which overflows past 2 147 483 647 (10 000 copies at 10 000.00 each); SQLite's
 * integers are 64-bit already.
 */
export const product = (left: string, right: string): string => `cast(${left} as bigint) * ${right}`;

/** An average of money: the sum over the count, rounded half up to the minor unit; none when nothing was counted. */
export function averageOf(sum: number, count: number): number | null {
	if (count === 0) return null;
	return Math.floor((2 * sum + count) / (2 * count));
}
