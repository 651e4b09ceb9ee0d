import type { Knex } from 'knex';
import { join } from 'node:path';
import {
	WORKING_RUN_STATUSES,
	type CatalogueRun,
	type CatalogueRunCounts,
	type CatalogueRunStatus,
	type CatalogueSourceId,
	type RunDownload,
	type RunTrigger,
} from '@deckhand/contract/catalogue/catalogue-run.ts';
import { dbTime, isoTime, nowForDb, refreshStatistics } from '../db.ts';
import { invalid, RunInProgressError, RunTransitionError } from '../errors.ts';
import type { JobTable, RunningJobs } from '../jobs/running-jobs.ts';
import { downloadedFiles } from './download/downloaded-files.ts';
import { folderFiles } from './folder-files.ts';
import { carryOutRun, createRun } from './run/run-source.ts';
import { deleteStagingRows } from './run/staging-rows.ts';
import { sourceSettings, type UnsavedAddress } from './source-settings.ts';
import { CATALOGUE_SOURCES } from './sources/index.ts';

/** Catalogue runs as jobs at work: reading a source, applying it. */
export const CATALOGUE_RUNS: JobTable = { table: 'catalogue_runs', working: WORKING_RUN_STATUSES };

export const SERVER_STOPPED = 'The server stopped during the run; nothing of it was applied.';

const RECENT_RUNS = 50;

/** The tables a run writes in bulk. */
const APPLIED_TABLES = ['games', 'sets', 'cards', 'catalogue_entries', 'market_quotes'];

export function viewOf(row: Record<string, unknown>): CatalogueRun {
	return {
		id: Number(row['id']),
		source: row['source'] as CatalogueSourceId,
		status: row['status'] as CatalogueRunStatus,
		trigger: (row['trigger'] as RunTrigger | undefined) ?? 'owner',
		by: (row['user_created'] as string | null) ?? null,
		startedAt: isoTime(row['date_created']),
		finishedAt: row['finished'] === null || row['finished'] === undefined ? null : isoTime(row['finished']),
		progress: Number(row['progress']),
		counts: typeof row['counts'] === 'string' ? (JSON.parse(row['counts']) as CatalogueRunCounts) : null,
		failure: (row['failure'] as string | null) ?? null,
		download: typeof row['download'] === 'string' ? (JSON.parse(row['download']) as RunDownload) : null,
	};
}

/** `GET /deckhand/catalogue/runs`: the newest runs first. */
export async function recentRuns(database: Knex): Promise<CatalogueRun[]> {
	const rows = await database('catalogue_runs').orderBy('id', 'desc').limit(RECENT_RUNS);
	return rows.map(viewOf);
}

/** `GET /deckhand/catalogue/runs/:id`; an unknown id is refused naming it. */
export async function runView(database: Knex, id: number): Promise<CatalogueRun> {
	const row = await database('catalogue_runs').where('id', id).first();
	if (!row) throw invalid('id', `There is no catalogue run #${id}.`);
	return viewOf(row);
}

export interface RunContext {
	database: Knex;
	running: RunningJobs;
	/** The data folder: a source's files are read from its folder in `catalogue/` there (and downloaded into it). */
	dataDir: string;
	/** How long a source's server may stay silent during a download before the run is refused. */
	downloadTimeoutMs: number;
	/** What a source the owner has not set does. */
	unsaved: UnsavedAddress;
	log: (message: string) => void;
	/** Directus's data cache emptied: a run writes the catalog past the items API, which would otherwise answer from before it. */
	clearDataCache: () => Promise<void>;
}

/**
 * A run of the source started for `user` (none: by its schedule), answered at once: it goes on in
 * this server (its heartbeat kept by `running`), and its state is read from its row. A source with
 * a run still at work is refused (409 `RUN_IN_PROGRESS`), so two runs never apply over each other.
 * `wanted`, asked in the same transaction, may decline the start (a scheduled one another instance
 * has made meanwhile): then there is no run. A source with an address is downloaded first, and a
 * source whose every file is unchanged since its last run, done, ends at once with nothing read.
 */
export async function startRun(
	context: RunContext,
	sourceId: CatalogueSourceId,
	user: string | null,
	trigger: RunTrigger = 'owner',
	wanted: (trx: Knex.Transaction) => Promise<boolean> = async () => true,
): Promise<CatalogueRun | null> {
	const { database } = context;
	const run = await database.transaction(async (trx) => {
		if (!(await wanted(trx))) return null;
		const working = await trx('catalogue_runs')
			.where('source', sourceId)
			.whereIn('status', CATALOGUE_RUNS.working)
			.first();
		if (working)
			throw new RunInProgressError(
				`A run of ${sourceId} is already at work (#${working.id}); wait for it to end.`,
				{
					field: 'source',
				},
			);
		return createRun(trx, sourceId, user, trigger);
	});
	if (run === null) return null;
	const source = CATALOGUE_SOURCES[sourceId];
	const folder = join(context.dataDir, 'catalogue', sourceId);
	const { address } = await sourceSettings(database, sourceId, context.unsaved);
	const downloads = address === null ? null : downloadedFiles(sourceId, address, folder, context.downloadTimeoutMs);
	const files = downloads ?? folderFiles(folder);
	void context.running.run(run, async (stopped) => {
		const outcome = await carryOutRun(database, run, source, files, context.log, stopped, downloads);
		if (outcome.status !== 'done') return;
		await context.clearDataCache().catch((error: unknown) => {
			context.log(`deckhand: the data cache was not cleared after catalogue run ${run}: ${String(error)}`);
		});
		await refreshStatistics(database, APPLIED_TABLES);
	});
	return runView(database, run);
}

/**
 * `POST /deckhand/catalogue/runs/:id/cancel`: a run still reading or applying ends `cancelled`,
 * nothing of it applied (`carryOutRun`). Its row says so, which the instance carrying it out hears
 * at its next batch, step of the apply or heartbeat (the route has already stopped a run at work
 * on its own instance). A run already cancelled is answered as it is (a second click, or the
 * run's own end got there first); one that has ended otherwise is refused, naming its state.
 */
export async function cancelRun(database: Knex, id: number): Promise<CatalogueRun> {
	const finished = nowForDb(database);
	await database('catalogue_runs')
		.where('id', id)
		.whereIn('status', CATALOGUE_RUNS.working)
		.update({ status: 'cancelled', finished, date_updated: finished });
	const run = await runView(database, id);
	if (run.status !== 'cancelled')
		throw new RunTransitionError(
			`Catalogue run #${id} is ${run.status}: only a run still reading or applying can be cancelled.`,
			{ run: id, from: run.status, to: 'cancelled' },
		);
	return run;
}

/**
 * Runs whose server stopped: failed with the sentence the owner reads (a run applies in one
 * transaction, so nothing of it was), their staging rows deleted. A run this instance is carrying
 * out is never touched; another instance's keeps its heartbeat fresh. Done before every read of
 * the runs and every start, so whichever instance is asked tells it: a look at the runs at work,
 * found by their state.
 */
export async function abandonStaleRuns(
	database: Knex,
	here: ReadonlySet<number>,
	abandonedAfterMs: number,
): Promise<void> {
	const cutoff = dbTime(database, Date.now() - abandonedAfterMs);
	const stale: Array<{ id: number }> = await database('catalogue_runs')
		.select('id')
		.whereIn('status', CATALOGUE_RUNS.working)
		.andWhere('date_updated', '<', cutoff);
	for (const { id } of stale) {
		if (here.has(Number(id))) continue;
		const now = nowForDb(database);
		const failed = await database('catalogue_runs')
			.where('id', id)
			.whereIn('status', CATALOGUE_RUNS.working)
			.andWhere('date_updated', '<', cutoff)
			.update({ status: 'failed', failure: SERVER_STOPPED, finished: now, date_updated: now });
		if (failed > 0) await deleteStagingRows(database, id);
	}
}

/**
 * The staging rows a run that has ended left: one cancelled from another instance whose own
 * instance stopped before hearing it. Only runs ended long enough ago: a run just ended has its
 * rows deleted by its own instance, a slice at a time, and two deletes of the same rows in another
 * order are a deadlock on PostgreSQL. At start and on the schedule's timer, not on every read: the
 * runs screen asks every second while a run reads, and each ended run is looked up by its own rows.
 */
export async function sweepEndedRuns(
	database: Knex,
	here: ReadonlySet<number>,
	abandonedAfterMs: number,
): Promise<void> {
	const cutoff = dbTime(database, Date.now() - abandonedAfterMs);
	const left = await database('catalogue_runs')
		.whereNotIn('status', CATALOGUE_RUNS.working)
		.andWhere('finished', '<', cutoff)
		.whereExists((rows) =>
			rows.select(database.raw('1')).from('catalogue_rows').whereRaw('catalogue_rows.run = catalogue_runs.id'),
		)
		.pluck('id');
	for (const run of left) if (!here.has(Number(run))) await deleteStagingRows(database, Number(run));
}
