import type { CatalogueRunCounts } from '@deckhand/contract/catalogue/catalogue-run.ts';
import type { Knex } from 'knex';
import { insertedId, nowForDb, withoutJit } from '../../db.ts';
import { SourceRefusal, type CatalogueSource, type SourceFiles } from '../source-records.ts';
import { applyCards } from './apply-cards.ts';
import { applyQuotes } from './apply-quotes.ts';
import { applySets } from './apply-sets.ts';
import { stageRun } from './stage-run.ts';

export type RunOutcome =
	{ run: number; status: 'done'; counts: CatalogueRunCounts } | { run: number; status: 'failed'; failure: string };

/** The sentence a run that could not be written fails with; its cause goes to the server's log. */
const NOT_WRITTEN = 'The catalogue could not be written; nothing of this run was applied.';

/** A run of the source, reading: its id. */
export async function createRun(database: Knex, source: string, user: string | null): Promise<number> {
	const now = nowForDb(database);
	const [row] = await database('catalogue_runs')
		.insert({ source, status: 'reading', user_created: user, date_created: now, date_updated: now })
		.returning('id');
	return insertedId(row);
}

/**
 * A run of a source carried out: its records read and staged while the shop goes on
 * (`stageRun`), then applied in one transaction (sets, cards, market prices), so a run is applied
 * whole or not at all: a refused record (`SourceRefusal`) or any failure leaves the catalogue as
 * it was, the run `failed` with its sentence. The staging rows go once it ends, either way.
 */
export async function carryOutRun(
	database: Knex,
	run: number,
	source: CatalogueSource,
	files: SourceFiles,
	log: (message: string) => void,
): Promise<RunOutcome> {
	try {
		const read = await stageRun(database, run, source, files, (records) =>
			database('catalogue_runs')
				.where('id', run)
				.update({ progress: records, date_updated: nowForDb(database) }),
		);
		const counts = await database.transaction(async (trx) => {
			await withoutJit(trx);
			await trx('catalogue_runs').where('id', run).update({ status: 'applying', progress: read.records });
			const sets = await applySets(trx, run, source.id);
			const cards = await applyCards(trx, run, source.id);
			const quotes = await applyQuotes(trx, run, source.id, nowForDb(trx));
			const counted: CatalogueRunCounts = { read, sets, cards, quotes };
			const finished = nowForDb(trx);
			await trx('catalogue_runs')
				.where('id', run)
				.update({ status: 'done', counts: JSON.stringify(counted), finished, date_updated: finished });
			return counted;
		});
		return { run, status: 'done', counts };
	} catch (error) {
		const failure = error instanceof SourceRefusal ? error.message : NOT_WRITTEN;
		if (!(error instanceof SourceRefusal))
			log(`deckhand: catalogue run ${run} of ${source.id} failed: ${String(error)}`);
		const finished = nowForDb(database);
		await database('catalogue_runs')
			.where('id', run)
			.update({ status: 'failed', failure: failure.slice(0, 1000), finished, date_updated: finished });
		return { run, status: 'failed', failure };
	} finally {
		await database('catalogue_rows').where('run', run).delete();
	}
}
