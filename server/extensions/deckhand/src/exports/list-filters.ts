import type { Knex } from 'knex';
import { dbTime } from '../db.ts';

/**
 * Rows whose column holds `text` anywhere, case ignored, as the lists' Directus filter
 * `_icontains` matches them: a `%` or `_` typed is matched as itself.
 */
export function whereContains(builder: Knex.QueryBuilder, column: string, text: string): Knex.QueryBuilder {
	const pattern = `%${text.toLowerCase().replace(/[!%_]/g, (character) => `!${character}`)}%`;
	return builder.whereRaw("lower(??) like ? escape '!'", [column, pattern]);
}

/** The filters the orders and buylists lists share: any part of the number, the status, the customer, a time range. */
export interface RecordFilters {
	q?: string | undefined;
	status?: string | undefined;
	customer?: number | undefined;
	/** Milliseconds: `from` included, `to` excluded. */
	from?: number | undefined;
	to?: number | undefined;
}

/** The filters on `table`'s own columns (`number`, `status`, `customer`, `date_created`). */
export function withinRecordFilters(
	builder: Knex.QueryBuilder,
	database: Knex,
	table: string,
	filters: RecordFilters,
): Knex.QueryBuilder {
	if (filters.q) whereContains(builder, `${table}.number`, filters.q);
	if (filters.status) builder.where(`${table}.status`, filters.status);
	if (filters.customer) builder.where(`${table}.customer`, filters.customer);
	if (filters.from !== undefined) builder.where(`${table}.date_created`, '>=', dbTime(database, filters.from));
	if (filters.to !== undefined) builder.where(`${table}.date_created`, '<', dbTime(database, filters.to));
	return builder;
}

/** One number per key of a grouped query's rows (`key` the grouping column, `value` the aggregate), 0 for keys without rows. */
export function byKey(rows: Array<Record<string, unknown>>, key: string, value: string): (id: unknown) => number {
	const values = new Map(rows.map((row) => [Number(row[key]), Number(row[value] ?? 0)]));
	return (id) => values.get(Number(id)) ?? 0;
}
