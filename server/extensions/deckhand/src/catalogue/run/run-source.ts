import {
	WORKING_RUN_STATUSES,
	type CatalogueRunCounts,
	type RunDownload,
	type RunTrigger,
} from '@deckhand/contract/catalogue/catalogue-run.ts';
import type { Knex } from 'knex';
import { insertedId, nowForDb, refreshStatistics, withoutJit } from '../../db.ts';
import { SourceRefusal, type CatalogueSource, type LocalFiles } from '../source-records.ts';
import { applyCards } from './apply-cards.ts';
import { applyGroups, linkGroupsOfSets } from './apply-groups.ts';
import { applyMarketMoves } from './apply-market-moves.ts';
import { applyQuotes } from './apply-quotes.ts';
import { applySets } from './apply-sets.ts';
import { unchangedSince, type FilesRead } from './files-read.ts';
import { afterCommands } from '../../jobs/counter-first.ts';
import { stageRun } from './stage-run.ts';
import { deleteStagingRows } from './staging-rows.ts';

export type RunOutcome =
	| { run: number; status: 'done'; counts: CatalogueRunCounts }
	| { run: number; status: 'failed'; failure: string }
	| { run: number; status: 'cancelled' };

/** What a run over a source unchanged since its last run read and applied. */
const NOTHING: CatalogueRunCounts = {
	read: { records: 0, sets: 0, cards: 0, unchanged: 0, quotes: 0, skipped: 0 },
	sets: { created: 0, updated: 0, linked: 0 },
	cards: { created: 0, updated: 0, linked: 0 },
	quotes: { applied: 0, unmatched: 0 },
	moves: { recorded: 0, reviews: 0 },
};

/** The run was cancelled: by its signal (stopped on this instance) or by its row (cancelled on another). */
class RunCancelled extends Error {}

/** The sentence a run that could not be written fails with; its cause goes to the server's log. */
const NOT_WRITTEN = 'The catalogue could not be written; nothing of this run was applied.';

/** A run of the source, reading: its id. */
export async function createRun(
	database: Knex,
	source: string,
	user: string | null,
	trigger: RunTrigger,
): Promise<number> {
	const now = nowForDb(database);
	const [row] = await database('catalogue_runs')
		.insert({ source, status: 'reading', trigger, user_created: user, date_created: now, date_updated: now })
		.returning('id');
	return insertedId(row);
}

/**
 * A run of a source carried out: its records read and staged while the shop goes on
 * (`stageRun`), then applied in one transaction (sets, cards, market prices and the reviews their
 * large moves queue), so a run is applied
 * whole or not at all: a refused record (`SourceRefusal`) or any failure leaves the catalogue as
 * it was, the run `failed` with its sentence. A cancel (`stopped`, or the row no longer in the
 * state the run left it in) is heard after each batch read and between the steps of the apply,
 * whose transaction it rolls back; the run ends `cancelled`. The apply writes the run's row only
 * as its last statement, claiming `done` from `applying`: a cancel committed before that claim
 * rolls everything back, and one after it finds the run done. The staging rows go once it ends,
 * either way. A source of cards whose files are each the one its last run, done, read
 * (`unchangedSince`: a downloaded source is asked for each first) has nothing new: the run ends
 * done at once, nothing read. A price feed is read every run (`priceFeed`). What a downloaded
 * source downloaded (`downloads`) is written with the run's end.
 */
export async function carryOutRun(
	database: Knex,
	run: number,
	source: CatalogueSource,
	files: LocalFiles,
	log: (message: string) => void,
	stopped: AbortSignal,
	downloads: { summary(): RunDownload } | null = null,
): Promise<RunOutcome> {
	const downloaded = () => (downloads ? { download: JSON.stringify(downloads.summary()) } : {});
	/** Checks that the run's row was still in its state (`changed` rows), and that no cancel came here. */
	const goOn = (changed: number) => {
		if (changed === 0 || stopped.aborted) throw new RunCancelled();
	};
	const inState = (db: Knex, status: 'reading' | 'applying') => db('catalogue_runs').where({ id: run, status });
	try {
		const before = source.priceFeed ? null : await lastFilesRead(database, source.id, run);
		if (before && (await unchangedSince(files, before))) {
			const finished = nowForDb(database);
			goOn(
				await inState(database, 'reading').update({
					status: 'done',
					counts: JSON.stringify(NOTHING),
					files_read: JSON.stringify(before),
					...downloaded(),
					finished,
					date_updated: finished,
				}),
			);
			return { run, status: 'done', counts: NOTHING };
		}
		const { counts: read, filesRead } = await stageRun(database, run, source, files, async (records) =>
			goOn(await inState(database, 'reading').update({ progress: records, date_updated: nowForDb(database) })),
		);
		goOn(
			await inState(database, 'reading').update({
				status: 'applying',
				progress: read.records,
				date_updated: nowForDb(database),
			}),
		);
		// PostgreSQL plans the apply's joins by the staging rows' statistics, which the staging has just made stale.
		await refreshStatistics(database, ['catalogue_rows']);
		await afterCommands();
		const counts = await database.transaction(async (trx) => {
			await withoutJit(trx);
			const checkpoint = async () =>
				goOn(Number((await inState(trx, 'applying').count({ n: '*' }).first())?.['n']));
			const sets = await applySets(trx, run, source.id);
			await linkGroupsOfSets(trx, run);
			// A group matched to the shop's set is counted as a set found in the shop.
			sets.linked += await applyGroups(trx, run);
			await checkpoint();
			const cards = await applyCards(trx, run, source.id);
			// The quotes are joined to the cards and entries just written (ANALYZE counts this transaction's rows).
			await refreshStatistics(trx, ['cards', 'catalogue_entries', 'catalogue_rows']);
			await checkpoint();
			const now = nowForDb(trx);
			const quotes = await applyQuotes(trx, run, source.id, now);
			const moves = await applyMarketMoves(trx, run, source.id, now);
			await checkpoint();
			const counted: CatalogueRunCounts = { read, sets, cards, quotes, moves };
			const finished = nowForDb(trx);
			goOn(
				await inState(trx, 'applying').update({
					status: 'done',
					counts: JSON.stringify(counted),
					files_read: JSON.stringify(filesRead),
					...downloaded(),
					finished,
					date_updated: finished,
				}),
			);
			return counted;
		});
		return { run, status: 'done', counts };
	} catch (error) {
		if (error instanceof RunCancelled || stopped.aborted) return await endCancelled(database, run);
		const failure = error instanceof SourceRefusal ? error.message : NOT_WRITTEN;
		if (!(error instanceof SourceRefusal))
			log(`deckhand: catalogue run ${run} of ${source.id} failed: ${String(error)}`);
		const finished = nowForDb(database);
		// A run cancelled meanwhile (on another instance) stays cancelled.
		const failed = await database('catalogue_runs')
			.where('id', run)
			.whereIn('status', WORKING_RUN_STATUSES)
			.update({
				status: 'failed',
				failure: failure.slice(0, 1000),
				...downloaded(),
				finished,
				date_updated: finished,
			});
		return failed === 0 ? { run, status: 'cancelled' } : { run, status: 'failed', failure };
	} finally {
		await deleteStagingRows(database, run);
	}
}

/**
 * The files the source's run before `run` read, if it ended done: only then has a source whose
 * files are unchanged since nothing to do.
 */
async function lastFilesRead(database: Knex, source: string, run: number): Promise<FilesRead | null> {
	const before = await database('catalogue_runs')
		.where('source', source)
		.andWhere('id', '<', run)
		.orderBy('id', 'desc')
		.first('status', 'files_read');
	if (before?.status !== 'done' || typeof before.files_read !== 'string') return null;
	return JSON.parse(before.files_read) as FilesRead | null;
}

/** A cancelled run's row says so, if the cancel that stopped it here has not written it yet. */
async function endCancelled(database: Knex, run: number): Promise<RunOutcome> {
	const finished = nowForDb(database);
	await database('catalogue_runs')
		.where('id', run)
		.whereIn('status', WORKING_RUN_STATUSES)
		.update({ status: 'cancelled', finished, date_updated: finished });
	return { run, status: 'cancelled' };
}
