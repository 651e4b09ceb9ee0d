import type { Knex } from 'knex';
import type { CatalogueSourceId } from '@deckhand/contract/catalogue/catalogue-run.ts';
import { isoTime } from '../db.ts';
import { RunInProgressError } from '../errors.ts';
import { readShopSettings } from '../settings/shop-settings.ts';
import { startRun, type RunContext } from './catalogue-runs.ts';
import { isDue } from './source-schedule.ts';
import { allSourceSettings, lockedSourceSettings, type SavedSettings } from './source-settings.ts';

/**
 * Since when a source's schedule counts: its last run's start (by hand or scheduled), or when its
 * schedule was saved, whichever is later; a source never saved counts from `serverStarted`.
 */
async function countedSince(
	database: Knex,
	source: CatalogueSourceId,
	settings: SavedSettings,
	serverStarted: number,
): Promise<number> {
	const last = await database('catalogue_runs').where('source', source).orderBy('id', 'desc').first('date_created');
	const started = last ? Date.parse(isoTime(last.date_created)) : 0;
	return Math.max(started, settings.savedAt ?? serverStarted);
}

/**
 * Starts the run of each source whose schedule is due (`source-schedule.ts`). Any instance may
 * check at any time: the start locks the source's settings row and asks again whether it is due,
 * so of two instances checking at once one starts the run and the other then finds it started; a
 * source with a run at work is left to it. Each scheduled run downloads the source from its
 * address (one set to its folder only reads that).
 */
export async function startScheduledRuns(context: RunContext, serverStarted: number): Promise<void> {
	const { database } = context;
	const [settings, { time_zone }] = await Promise.all([
		allSourceSettings(database, context.unsaved),
		readShopSettings(database),
	]);
	for (const [source, saved] of settings) {
		if (!isDue(saved, Date.now(), time_zone, await countedSince(database, source, saved, serverStarted))) continue;
		try {
			await startRun(context, source, null, 'schedule', async (trx) => {
				const locked = await lockedSourceSettings(trx, source, context.unsaved, serverStarted);
				return isDue(locked, Date.now(), time_zone, await countedSince(trx, source, locked, serverStarted));
			});
		} catch (error) {
			if (!(error instanceof RunInProgressError)) throw error;
		}
	}
}
