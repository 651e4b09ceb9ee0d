import type { Knex } from 'knex';

/** How long a table's row count is reused: long enough that a burst of reads counts once, short beside a shop's growth. */
const FRESH_MS = 5_000;

/**
 * How many rows each table holds, counted at most every few seconds per table (per instance).
 * A read can answer no more of a collection's rows than it holds, per parent as in all: the count
 * keeps a shop's few games or a role's few people from being weighed as a full page of rows.
 * Rows are counted up to `countedUpTo` only: a table holding more is weighed by its limits alone,
 * as a read of it would be refused or weighed the same either way (no read may answer more values
 * than that bound). Counting the catalogue's million SKUs in full took a read 100 ms on PostgreSQL.
 * A table that cannot be counted (a view, a collection without one) is weighed by its limit alone.
 * It is counted with the reading service's own connection (a transaction's, when the read is in one).
 */
export function tableRows(countedUpTo: number): (collection: string, database: Knex) => Promise<number | undefined> {
	const counts = new Map<string, { at: number; rows: Promise<number | undefined> }>();
	return (collection, database) => {
		const kept = counts.get(collection);
		if (kept && Date.now() - kept.at < FRESH_MS) return kept.rows;
		const rows = database
			.count({ rows: '*' })
			.from(
				database(collection)
					.select(database.raw('1'))
					.limit(countedUpTo + 1)
					.as('held'),
			)
			.first()
			.then((row) => Number((row as { rows?: unknown } | undefined)?.rows ?? 0))
			.then((held) => (held > countedUpTo ? undefined : held))
			.catch(() => undefined);
		counts.set(collection, { at: Date.now(), rows });
		return rows;
	};
}
