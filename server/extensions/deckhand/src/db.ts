import type { Knex } from 'knex';

/**
 * The value Directus itself would store for "now" in a timestamp column: SQLite keeps
 * milliseconds since the epoch, the other databases a native timestamp.
 */
export function nowForDb(database: Knex): number | Date {
	return isSqlite(database) ? Date.now() : new Date();
}

export function isSqlite(database: Knex): boolean {
	return String(database.client.config.client).startsWith('sqlite');
}

/** A moment as the database compares it with a timestamp column: SQLite keeps milliseconds since the epoch. */
export const dbTime = (database: Knex, ms: number): number | Date => (isSqlite(database) ? ms : new Date(ms));

/** A timestamp column's value as an ISO time, from either database. */
export function isoTime(value: unknown): string {
	const ms =
		typeof value === 'number'
			? value
			: typeof value === 'string' && /^\d+$/.test(value)
				? Number(value)
				: new Date(value as string | Date).getTime();
	return new Date(ms).toISOString();
}

/**
 * A date column's value as its day (`YYYY-MM-DD`), from either database: PostgreSQL answers a
 * `date` as local midnight, and so does SQLite for a day Directus wrote (the milliseconds of local
 * midnight); a day written as text (the seed's, a catalogue run's) is that text.
 */
export function dbDay(value: unknown): string {
	const moment =
		value instanceof Date
			? value
			: typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value))
				? new Date(Number(value))
				: null;
	if (moment === null) return String(value).slice(0, 10);
	return [moment.getFullYear(), moment.getMonth() + 1, moment.getDate()]
		.map((part) => String(part).padStart(2, '0'))
		.join('-');
}

/** The id of a row just inserted: knex answers `{ id }` with `returning` on PostgreSQL, the bare id on SQLite. */
export function insertedId(row: unknown): number {
	return Number(typeof row === 'object' && row !== null ? (row as { id: unknown }).id : row);
}

/**
 * A read whose rows stay locked until the command's transaction ends, so a concurrent command
 * waits instead of acting on what it read (PostgreSQL's `FOR UPDATE`). SQLite runs one writer at
 * a time, so its transaction already holds the database and has no row locks to take.
 */
export function lockingRead<T extends Knex.QueryBuilder>(trx: Knex.Transaction, query: T): T {
	return isSqlite(trx) ? query : (query.forUpdate() as T);
}

/** A boolean column as either database answers it: `true`/`false` on PostgreSQL, 1/0 on SQLite. */
export const dbBoolean = (value: unknown): boolean => value === true || value === 1 || value === '1';

/** A nullable number column as either database answers it (PostgreSQL answers big integers and sums as text). */
export const dbNumberOrNull = (value: unknown): number | null =>
	value === null || value === undefined ? null : Number(value);

/** The rows a raw statement answered (a read, or a write's `RETURNING`), from either database: SQLite answers them bare, PostgreSQL in `rows`. */
export function rawRows<T = Record<string, unknown>>(result: unknown): T[] {
	return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}

/**
 * Switches PostgreSQL's just-in-time compilation off for the rest of a transaction (SQLite has
 * none). An import's set-based statements do a thousand index lookups each, but their estimated
 * cost counts the row versions earlier rounds left in the staging table and passes JIT's
 * thresholds: compiling then took 360 ms of a round whose work took 15.
 */
export async function withoutJit(trx: Knex.Transaction): Promise<void> {
	if (!isSqlite(trx)) await trx.raw('SET LOCAL jit = off');
}

/**
 * Refreshes PostgreSQL's statistics of tables just filled in bulk (an import, a catalogue run).
 * PostgreSQL plans every query by them, and autovacuum refreshes them only a while after a bulk
 * write: until then a table that gained 50 000 rows is planned as if it had none, and a join over it (a dry run's round, the
 * books checker's "price = its last price change") walks it once per row of the other side, for
 * minutes. SQLite plans without such statistics.
 */
export async function refreshStatistics(database: Knex, tables: readonly string[]): Promise<void> {
	if (isSqlite(database)) return;
	await database.raw(`ANALYZE ${tables.map((table) => `"${table}"`).join(', ')}`);
}
