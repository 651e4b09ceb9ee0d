import type { AppliedCounts } from '@deckhand/contract/catalogue/catalogue-run.ts';
import type { Knex } from 'knex';
import { isSqlite } from '../../db.ts';

/**
 * Gives the run's rows of `kind` still without an action the ids they are created with, after the
 * table's highest, in the order read, and marks them `create`: the rows can then be inserted and
 * their entries written in two set-based statements, no row at a time. On PostgreSQL the table is
 * held against other inserts until the transaction ends (`EXCLUSIVE`: reads go on), and its
 * sequence is moved past the ids taken (`afterInsert`).
 */
export async function allocateIds(
	trx: Knex.Transaction,
	table: 'sets' | 'cards',
	run: number,
	kind: string,
): Promise<void> {
	if (!isSqlite(trx)) await trx.raw(`LOCK TABLE ?? IN EXCLUSIVE MODE`, [table]);
	const highest = Number((await trx(table).max({ id: 'id' }).first())?.id ?? 0);
	await trx.raw(
		`UPDATE catalogue_rows SET action = 'create', target = ? + numbered.place
		FROM (SELECT seq, ROW_NUMBER() OVER (ORDER BY seq) AS place FROM catalogue_rows WHERE run = ? AND kind = ? AND action IS NULL) numbered
		WHERE catalogue_rows.run = ? AND catalogue_rows.seq = numbered.seq`,
		[highest, run, kind, run],
	);
}

/** Moves PostgreSQL's sequence of the table past the ids `allocateIds` gave (SQLite follows the highest id itself). */
export async function afterInsert(trx: Knex.Transaction, table: 'sets' | 'cards'): Promise<void> {
	if (isSqlite(trx)) return;
	await trx.raw(`SELECT setval(pg_get_serial_sequence(?, 'id'), (SELECT MAX(id) FROM ??))`, [table, table]);
}

/** How many of the run's rows of `kind` each action took: created, updated, linked to the shop's own. */
export async function actionCounts(trx: Knex.Transaction, run: number, kind: string): Promise<AppliedCounts> {
	const rows: Array<{ action: string | null; n: unknown }> = await trx('catalogue_rows')
		.select('action')
		.count({ n: '*' })
		.where({ run, kind })
		.groupBy('action');
	const of = (action: string) => Number(rows.find((row) => row.action === action)?.n ?? 0);
	return { created: of('create'), updated: of('update'), linked: of('link') };
}
