import type { Knex } from 'knex';
import { dbTime, isSqlite, rawRows } from '../db.ts';
import type { Bucket } from './period.ts';
import { whole } from './sales-within.ts';

/*
 * Figures per day, week or month. The buckets' moments are worked out in TypeScript from the
 * shop's time zone (`period.ts`) and handed to the database as a small table of
 * `(idx, start_at, end_at)` rows, joined by range to the indexed timestamp column: no time-zone
 * arithmetic per row in SQL (SQLite has none, and a fixed offset is an hour off across a change
 * of the clocks), and the same statement on both databases.
 */

/** The moments a bucket covers: its start (included) and end (excluded). */
type Moments = Pick<Bucket, 'start' | 'end'>;

/** `WITH buckets (idx, start_at, end_at) AS (VALUES …)` and its bindings: PostgreSQL is told the values' types, SQLite compares milliseconds. */
function bucketTable(database: Knex, buckets: Moments[]): { sql: string; bindings: Array<number | Date> } {
	const row = isSqlite(database)
		? '(?, ?, ?)'
		: '(cast(? as integer), cast(? as timestamptz), cast(? as timestamptz))';
	return {
		sql: `with buckets (idx, start_at, end_at) as (values ${buckets.map(() => row).join(', ')})`,
		bindings: buckets.flatMap((bucket, index) => [
			index,
			dbTime(database, bucket.start),
			dbTime(database, bucket.end),
		]),
	};
}

/** `buckets.start_at <= column < buckets.end_at`, for the statement's join. */
export const inBucket = (column: string): string => `${column} >= buckets.start_at and ${column} < buckets.end_at`;

/**
 * Runs `select buckets.idx as idx, <sums> from buckets <from> group by buckets.idx` and answers
 * one row per bucket, in order, with each named sum (0 for a bucket no row fell in). `from` starts
 * with `left join <table> on ${inBucket(…)}`: SQLite never puts a left join's right side first,
 * so each bucket reads its own range of the timestamp's index. With an inner join SQLite (which
 * has no statistics) may read every row instead and try each bucket on it: 0.9 s for a year's
 * sales by day at the benchmark's size, against 30 ms (docs/reports.md, "Speed"). A bucket no
 * row fell in gives one row of nulls, which the sums and counts leave out.
 */
export async function sumsPerBucket<K extends string>(
	database: Knex,
	buckets: Moments[],
	statement: { sums: Record<K, string>; from: string; bindings?: unknown[] },
): Promise<Array<Record<K, number>>> {
	const table = bucketTable(database, buckets);
	const names = Object.keys(statement.sums) as K[];
	const sums = names.map((name) => `${statement.sums[name]} as ${name}`).join(', ');
	const sql = `${table.sql} select buckets.idx as idx, ${sums} from buckets ${statement.from} group by buckets.idx`;
	const rows = rawRows(
		await database.raw(sql, [...table.bindings, ...(statement.bindings ?? [])] as Knex.RawBinding[]),
	);
	const byIndex = new Map(rows.map((row) => [Number(row['idx']), row]));
	return buckets.map(
		(_, index) =>
			Object.fromEntries(names.map((name) => [name, whole(byIndex.get(index)?.[name])])) as Record<K, number>,
	);
}
