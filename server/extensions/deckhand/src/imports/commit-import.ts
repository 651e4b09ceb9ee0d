import type { Knex } from 'knex';
import { isDirectusError } from '@directus/errors';
import { nowForDb } from '../db.ts';
import { ImportTransitionError, invalid } from '../errors.ts';
import type { Actor } from '../ledger/command.ts';
import type { ImportJob } from '@deckhand/contract/imports/import-job.ts';
import { findJob, jobView, type JobRecord } from './import-job.ts';
import { deleteStagedRows } from './import-sweep.ts';
import { planImport } from './plan-import.ts';
import type { RunningJobs } from '../jobs/running-jobs.ts';
import { refreshStatistics } from '../db.ts';
import { foldSkuTally } from '../ledger/sku-tally.ts';
import { COMMITTED_TABLES } from './table-statistics.ts';
import { writeImport } from './write-import.ts';

export interface CommitContext {
	database: Knex;
	running: RunningJobs;
	/** Directus's data cache, emptied once a commit has written. */
	clearDataCache: () => Promise<void>;
	logger: { info: (message: string) => void; warn: (message: string) => void; error: (message: string) => void };
}

const LINES_NAMED = 5;

/** "Lines 4, 9 and 12 have errors" (and how many more): the rows that stop an import, named by their line. */
async function errorLines(database: Knex, job: number): Promise<string | null> {
	const lines = (
		await database('import_rows')
			.where({ job, action: 'error' })
			.orderBy('id')
			.limit(LINES_NAMED + 1)
			.pluck('line')
	).map(Number);
	if (lines.length === 0) return null;
	const [total] = await database('import_rows').where({ job, action: 'error' }).count({ n: '*' });
	const more = Number(total?.['n']) - Math.min(lines.length, LINES_NAMED);
	const named = lines.slice(0, LINES_NAMED);
	const list =
		named.length === 1 ? `Line ${named[0]} has` : `Lines ${named.slice(0, -1).join(', ')} and ${named.at(-1)} have`;
	return `${list} errors${more > 0 ? ` (and ${more} more ${more === 1 ? 'row' : 'rows'})` : ''}: one bad row imports nothing. Correct the file and upload it again.`;
}

/** The sentence a failed commit keeps: a refusal of Deckhand's own as it was said, anything else without the database's words. */
function failureOf(error: unknown): string {
	if (isDirectusError(error)) return error.message;
	return 'The import could not be written (the server logged why); nothing was written.';
}

async function fail(ctx: CommitContext, job: number, failure: string): Promise<void> {
	await ctx
		.database('import_jobs')
		.where({ id: job, status: 'committing' })
		.update({ status: 'failed', failure: failure.slice(0, 1000), date_updated: nowForDb(ctx.database) });
	await deleteStagedRows(ctx.database, job);
}

/**
 * The commit's server job: plans every row again in rounds (the catalog may have changed since the
 * dry run), counting its progress in the job row and stopping if cancelled, then writes everything
 * in one short transaction. Whatever happens is kept in the job row, which any instance reads;
 * nothing is thrown.
 */
async function runCommit(ctx: CommitContext, job: JobRecord, actor: Actor): Promise<void> {
	const options = job.plan!.options;
	try {
		const plan = await planImport(ctx.database, job, options, { status: 'committing', progress: true });
		if (plan === null) return;
		if (plan.errors > 0) return await fail(ctx, job.id, (await errorLines(ctx.database, job.id))!);
		const written = await writeImport(ctx.database, job, plan, actor);
		if (written === null) return;
		ctx.logger.info(`deckhand: import #${job.id} committed: ${JSON.stringify(written)}`);
		await ctx
			.clearDataCache()
			.catch((error: unknown) =>
				ctx.logger.warn(`deckhand: after import #${job.id}, the data cache was not cleared: ${String(error)}`),
			);
		await deleteStagedRows(ctx.database, job.id);
		await foldSkuTally(ctx.database).catch((error: unknown) =>
			ctx.logger.warn(
				`deckhand: after import #${job.id}, the SKUs' tally was left to the minute's fold: ${String(error)}`,
			),
		);
		await refreshStatistics(ctx.database, COMMITTED_TABLES);
	} catch (error) {
		ctx.logger.error(
			`deckhand: import #${job.id} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
		);
		await fail(ctx, job.id, failureOf(error)).catch((failure: unknown) =>
			ctx.logger.error(`deckhand: import #${job.id} could not be marked failed: ${String(failure)}`),
		);
	}
}

/**
 * `POST /imports/:id/commit`: a staged import with a dry run and no row in error becomes a server
 * job (answered at once, `committing`); its progress is read from the job. Refused otherwise,
 * naming the first lines in error: one bad row imports nothing.
 */
export async function startCommit(ctx: CommitContext, id: number, actor: Actor): Promise<ImportJob> {
	const job = await findJob(ctx.database, id);
	if (job.status !== 'staged')
		throw new ImportTransitionError(`Import #${id} is ${job.status}: only a staged import can be committed.`, {
			job: id,
			from: job.status,
			to: 'committing',
		});
	if (job.plan === null)
		throw new ImportTransitionError(`Import #${id} has had no dry run: run it first and read what it would do.`, {
			job: id,
			from: job.status,
			to: 'committing',
		});
	const errors = await errorLines(ctx.database, id);
	if (errors) throw invalid('rows', errors);
	const started = await ctx
		.database('import_jobs')
		.where({ id, status: 'staged' })
		.update({ status: 'committing', progress: 0, date_updated: nowForDb(ctx.database) });
	if (started === 0)
		throw new ImportTransitionError(`Import #${id} changed a moment ago; look at it again.`, {
			job: id,
			from: job.status,
			to: 'committing',
		});
	void ctx.running.run(id, () => runCommit(ctx, { ...job, status: 'committing' }, actor));
	return jobView(ctx.database, id);
}

/** `POST /imports/:id/cancel`: a staged import, or a commit whose write has not begun; its staging rows go. */
export async function cancelImport(database: Knex, id: number): Promise<ImportJob> {
	const cancelled = await database('import_jobs')
		.where('id', id)
		.whereIn('status', ['staged', 'committing'])
		.update({ status: 'cancelled', date_updated: nowForDb(database) });
	if (cancelled === 0) {
		const job = await findJob(database, id);
		throw new ImportTransitionError(
			`Import #${id} is ${job.status}: only a staged import, or one still being prepared for its commit, can be cancelled.`,
			{ job: id, from: job.status, to: 'cancelled' },
		);
	}
	await deleteStagedRows(database, id);
	return jobView(database, id);
}
