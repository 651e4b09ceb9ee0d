import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { tableNames } from '../../server/backup/verify-backup.ts';

/**
 * What a refused request may still change without having written anything of the shop's: logs
 * and bookkeeping of sessions and schedules. A table named with `null` is left out whole; with
 * columns, only those columns are; with a query, the table is read as that query reads it: what
 * its rows mean, which only a write of the shop's changes, not how the upkeep keeps them.
 */
const MOVES_ON_ITS_OWN: Record<string, string[] | null | ((db: Knex) => Knex.QueryBuilder)> = {
	// Directus logs sign-ins and every request's actor here, refused or not.
	directus_activity: null,
	directus_revisions: null,
	// Signing in and refreshing make and replace sessions; a user's last access moves with them.
	directus_sessions: null,
	directus_users: ['last_access', 'last_page'],
	// The books checker runs on a schedule (every two seconds on the scale-out profile).
	books_checks: null,
	// Knex's lock row flips while a migration runs at an instance's start.
	deckhand_migrations_lock: null,
	// The SKUs' tally is folded every minute: its rows change, what they add up to for each game does not.
	sku_tally: (db) => db('sku_tally').select('game').sum({ skus: 'skus' }).groupBy('game').havingRaw('sum(skus) <> 0'),
};

/**
 * A digest per table of every row in the database (rows in a fixed order, columns by name), apart
 * from what moves on its own (`MOVES_ON_ITS_OWN`): the "nothing changed" probe of a hostile
 * request. Compare two digests with `toEqual` to be told which tables changed.
 */
export async function databaseDigest(db: Knex): Promise<Record<string, string>> {
	const digest: Record<string, string> = {};
	for (const table of await tableNames(db)) {
		const skipped = MOVES_ON_ITS_OWN[table];
		if (skipped === null) continue;
		const read = typeof skipped === 'function' ? skipped(db) : db(table).select('*');
		const rows = (await read) as Array<Record<string, unknown>>;
		const lines = rows
			.map((row) =>
				JSON.stringify(
					Object.keys(row)
						.filter((column) => !(Array.isArray(skipped) && skipped.includes(column)))
						.sort()
						.map((column) => [column, row[column]]),
				),
			)
			.sort();
		digest[table] =
			createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16) + ` (${rows.length} rows)`;
	}
	return digest;
}
