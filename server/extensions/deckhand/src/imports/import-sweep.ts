import type { Knex } from 'knex';
import { dbTime, nowForDb } from '../db.ts';
import { IMPORT_JOBS } from './import-job.ts';
import { withJobRows } from './job-lock.ts';

export const SERVER_STOPPED = 'The server stopped during the import; nothing was written.';

/** Staging rows deleted per statement: short statements, as everywhere an import touches the database. */
const DELETE_BATCH = 2_000;

/** A job's staging rows, deleted a batch at a time (each waiting for any round at work on them). */
export async function deleteStagedRows(database: Knex, job: number): Promise<void> {
	for (let deleted = DELETE_BATCH; deleted === DELETE_BATCH;) {
		await withJobRows(database, job, null, async (trx) => {
			deleted = await trx('import_rows')
				.whereIn('id', trx('import_rows').select('id').where('job', job).limit(DELETE_BATCH))
				.delete();
		});
	}
}

/** An upload that did not finish: its rows and its job go. */
export async function discardJob(database: Knex, job: number): Promise<void> {
	await deleteStagedRows(database, job);
	await database('import_jobs').where('id', job).delete();
}

/**
 * Jobs whose server stopped: an upload still arriving is discarded; a commit is failed with the
 * sentence the owner reads (its write is one transaction, so nothing of it was written). A job this
 * instance is working on is never touched; another instance's job keeps its heartbeat fresh
 * (`running-jobs.ts`): one silent for `abandonedAfterMs` has lost its server. Run at start and
 * before every read of the jobs, so a job whose server stopped is said to have failed within that
 * time (a minute by default, `heartbeat.ts`), whichever instance is asked.
 */
export async function abandonStaleJobs(
	database: Knex,
	here: ReadonlySet<number>,
	abandonedAfterMs: number,
): Promise<void> {
	const cutoff = dbTime(database, Date.now() - abandonedAfterMs);
	const stale = await database('import_jobs')
		.select('id', 'status')
		.whereIn('status', IMPORT_JOBS.working)
		.andWhere('date_updated', '<', cutoff);
	for (const { id, status } of stale) {
		const job = Number(id);
		if (here.has(job)) continue;
		if (status === 'uploading') {
			await discardJob(database, job);
			continue;
		}
		const failed = await database('import_jobs')
			.where({ id: job, status: 'committing' })
			.andWhere('date_updated', '<', cutoff)
			.update({ status: 'failed', failure: SERVER_STOPPED, date_updated: nowForDb(database) });
		if (failed > 0) await deleteStagedRows(database, job);
	}
}

/**
 * At start: jobs left at work by a stopped server (as above), and the staging rows of jobs that
 * are over (committed, failed, cancelled), which a stop may have left behind.
 */
export async function sweepImportsAtStart(database: Knex, abandonedAfterMs: number): Promise<void> {
	await abandonStaleJobs(database, new Set(), abandonedAfterMs);
	const over = await database('import_jobs')
		.whereIn('status', ['committed', 'failed', 'cancelled'])
		.whereExists((rows) =>
			rows.select(database.raw('1')).from('import_rows').whereRaw('import_rows.job = import_jobs.id'),
		)
		.pluck('id');
	for (const job of over) await deleteStagedRows(database, Number(job));
}
