import type { Knex } from 'knex';
import { isoTime, isSqlite, nowForDb } from '../db.ts';
import { readShopSettings } from '../settings/shop-settings.ts';
import { foreignCostsOf, refuseForeignCosts } from './foreign-costs.ts';
import { GameSetFinder } from './game-set-finder.ts';
import type { PlanOptions } from '@deckhand/contract/imports/import-input.ts';
import type { ImportPlan, PlanProblem } from '@deckhand/contract/imports/import-job.ts';
import type { JobRecord, StoredStatus } from './import-job.ts';
import { withJobRows } from './job-lock.ts';
import { barcodesTwice, matchChunk, type Chunk } from './match-rows.ts';
import { errorsText, reasonText, type RowReason } from './row-reasons.ts';
import { importRowOf, rowErrorsOf } from './staged-row.ts';

/** Rows matched per round: a round's statements each touch at most this many rows. */
const PLAN_CHUNK = 1_000;

/** Rounds planned at once: PostgreSQL works on two side by side, a core each; SQLite's one writer takes them in turn. */
const roundsAtOnce = (database: Knex) => (isSqlite(database) ? 1 : 2);

const PROBLEMS_SHOWN = 100;

/** The latest committed import other than `job` whose `column` is `digest`. */
const latestCommitted = (database: Knex, job: JobRecord, column: 'file_digest' | 'rows_digest', digest: string) =>
	database('import_jobs')
		.select('id', 'date_committed')
		.where({ [column]: digest, status: 'committed' })
		.whereNot('id', job.id)
		.orderBy('date_committed', 'desc')
		.first();

/**
 * The committed import of the same file, byte for byte, else of the same rows as read (a file
 * saved again by a spreadsheet), if any: quantities added from it are not added again.
 */
async function earlierImport(database: Knex, job: JobRecord): Promise<ImportPlan['alreadyImported']> {
	const sameFile = await latestCommitted(database, job, 'file_digest', job.fileDigest);
	const earlier =
		sameFile ?? (job.rowsDigest && (await latestCommitted(database, job, 'rows_digest', job.rowsDigest)));
	if (!earlier) return null;
	return { job: Number(earlier.id), date: isoTime(earlier.date_committed), repeats: sameFile ? 'file' : 'rows' };
}

/** The job's rows in rounds of `PLAN_CHUNK`, by id. */
async function chunksOf(database: Knex, job: number): Promise<Array<Chunk & { rows: number }>> {
	const ids: number[] = (await database('import_rows').where('job', job).orderBy('id').pluck('id')).map(Number);
	return Array.from({ length: Math.ceil(ids.length / PLAN_CHUNK) }, (_, i) => {
		const rows = ids.slice(i * PLAN_CHUNK, (i + 1) * PLAN_CHUNK);
		return { job, after: i === 0 ? 0 : ids[i * PLAN_CHUNK - 1]!, last: rows.at(-1)!, rows: rows.length };
	});
}

/** A staged row's problem as the owner reads it. */
export function problemOf(
	record: Record<string, unknown>,
	plan: Pick<ImportPlan, 'alreadyImported' | 'foreignCosts'> | null,
): PlanProblem {
	const row = importRowOf(record);
	const reason =
		row === null ? errorsText(rowErrorsOf(record)) : reasonText(record['reason'] as RowReason, row, plan);
	return { line: Number(record['line']), kind: record['action'] as 'error' | 'skip', reason };
}

/** Errors first (they stop the commit), then skipped rows, each in file order. */
async function firstProblems(
	database: Knex,
	job: number,
	plan: Pick<ImportPlan, 'alreadyImported' | 'foreignCosts'>,
): Promise<PlanProblem[]> {
	const problems: PlanProblem[] = [];
	for (const action of ['error', 'skip']) {
		const records = await database('import_rows')
			.where({ job, action })
			.orderBy('id')
			.limit(PROBLEMS_SHOWN - problems.length);
		problems.push(...records.map((record) => problemOf(record, plan)));
		if (problems.length >= PROBLEMS_SHOWN) break;
	}
	return problems;
}

async function counts(database: Knex, job: number): Promise<Record<string, number>> {
	const rows: Array<{ action: string; n: unknown }> = await database('import_rows')
		.select('action', database.raw('COUNT(*) AS n'))
		.where('job', job)
		.groupBy('action');
	return Object.fromEntries(rows.map((row) => [row.action, Number(row.n)]));
}

export interface PlanRun {
	/** The job's status while it plans: every round checks the job is still in it (a dry run: staged; a commit: committing). */
	status: StoredStatus;
	/** A commit counts its progress in the job row. */
	progress: boolean;
}

/**
 * The dry run (`POST /imports/:id/plan`), and the first half of a commit: matches every staged row
 * in rounds of `PLAN_CHUNK` (on PostgreSQL two at once), then checks what needs all of them (a
 * barcode given to two SKUs, a cost in another currency with no choice made: `foreign-costs.ts`), counts and keeps the plan with the job. Writes nothing but the job's
 * own rows. Every round reads the job again: one cancelled, or taken on by a commit, stops the run
 * (answered null).
 */
export async function planImport(
	database: Knex,
	job: JobRecord,
	options: PlanOptions,
	run: PlanRun,
): Promise<ImportPlan | null> {
	const { currency } = await readShopSettings(database);
	const foreignCosts = await foreignCostsOf(database, job.id, options, currency);
	const alreadyImported = options.quantities === 'add' ? await earlierImport(database, job) : null;
	const finder = await GameSetFinder.load(database);
	await finder.meetNames(database, job.id);
	const chunks = await chunksOf(database, job.id);
	let next = 0;
	let stopped = false;
	// Each takes the next round until none is left or one is refused; a failure stops the others too.
	const planRounds = async () => {
		try {
			while (!stopped && next < chunks.length) {
				const chunk = chunks[next++]!;
				const matched = await withJobRows(
					database,
					job.id,
					run.status,
					async (trx) => {
						await matchChunk(trx, chunk, finder, options, alreadyImported !== null);
						await trx('import_jobs')
							.where('id', job.id)
							.update({
								date_updated: nowForDb(trx),
								...(run.progress ? { progress: trx.raw('progress + ?', [chunk.rows]) } : {}),
							});
					},
					true,
				);
				if (!matched) stopped = true;
			}
		} catch (error) {
			stopped = true;
			throw error;
		}
	};
	const rounds = await Promise.allSettled(Array.from({ length: roundsAtOnce(database) }, planRounds));
	const failed = rounds.find((round) => round.status === 'rejected');
	if (failed) throw failed.reason;
	if (stopped) return null;
	const lastly = async (trx: Knex.Transaction) => {
		await barcodesTwice(trx, job.id);
		await refuseForeignCosts(trx, job.id, foreignCosts);
	};
	if (!(await withJobRows(database, job.id, run.status, lastly))) return null;
	const counted = await counts(database, job.id);
	// Prices in another currency are said only where the file has some: any other plan reads as it always did.
	const said = { alreadyImported, ...(foreignCosts ? { foreignCosts } : {}) };
	const plan: ImportPlan = {
		options,
		create: counted['create'] ?? 0,
		update: counted['update'] ?? 0,
		skip: counted['skip'] ?? 0,
		errors: counted['error'] ?? 0,
		...said,
		problems: await firstProblems(database, job.id, said),
	};
	const kept = await database('import_jobs')
		.where({ id: job.id, status: run.status })
		.update({ plan: JSON.stringify(plan), date_updated: nowForDb(database) });
	return kept === 0 ? null : plan;
}
