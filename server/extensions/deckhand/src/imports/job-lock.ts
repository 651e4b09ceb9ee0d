import type { Knex } from 'knex';
import { isSqlite, lockingRead, withoutJit } from '../db.ts';
import type { StoredStatus } from './import-job.ts';

/**
 * Work on a job's staging rows, in a transaction that first holds the job's row (PostgreSQL's
 * `FOR UPDATE`; SQLite's one writer holds everything): a dry run's round, a commit's round and
 * its write, and a deletion of the rows each wait for one another instead of writing the same rows
 * in different orders (a deadlock PostgreSQL ends by failing one). The job row is always taken
 * before its rows. With `status`, the work is done only if the job is still in it (answered false
 * otherwise: the job was cancelled, or taken on by a commit). A plan's `round` holds the job row
 * only against a deletion (`FOR KEY SHARE`): the rounds of one plan work on rows of their own, side
 * by side, and each still counts its progress in the job row.
 */
export async function withJobRows(
	database: Knex,
	job: number,
	status: StoredStatus | null,
	work: (trx: Knex.Transaction) => Promise<void>,
	round = false,
): Promise<boolean> {
	return database.transaction(async (trx) => {
		const jobRow = trx('import_jobs').select('status').where('id', job);
		const row = await (round && !isSqlite(trx) ? jobRow.forKeyShare() : lockingRead(trx, jobRow)).first();
		if (!row || (status !== null && row.status !== status)) return false;
		await withoutJit(trx);
		await work(trx);
		return true;
	});
}
