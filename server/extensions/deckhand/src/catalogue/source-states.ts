import type { Knex } from 'knex';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { CATALOGUE_SOURCE_IDS, type CatalogueSourceId } from '@deckhand/contract/catalogue/catalogue-run.ts';
import { SOURCE_RUNS_SHOWN, type CatalogueSourceState } from '@deckhand/contract/catalogue/catalogue-sources.ts';
import { readShopSettings } from '../settings/shop-settings.ts';
import { viewOf } from './catalogue-runs.ts';
import { nextSlot } from './source-schedule.ts';
import { allSourceSettings, type UnsavedAddress } from './source-settings.ts';

/**
 * How many files a source's folder holds, in every folder under it (a link to a file counts, as the
 * run reads through it); none when it is missing (or cannot be read).
 */
async function filesIn(folder: string): Promise<number> {
	try {
		const entries = await readdir(folder, { recursive: true, withFileTypes: true });
		// The downloads' ledger and a download's part are the server's, not files of the source.
		return entries.filter(
			(entry) => !entry.isDirectory() && !entry.name.startsWith('.') && !entry.name.endsWith('.part'),
		).length;
	} catch {
		return 0;
	}
}

/**
 * `GET /deckhand/catalogue/sources`: each source with its folder in the data folder, how many files
 * are there (the owner's, or downloaded), its newest runs (a run at work first, if any), its
 * address and schedule and when that starts it next: what the owner's Catalogue sources screen
 * shows, in one answer it asks again while a run works.
 */
export async function sourceStates(
	database: Knex,
	dataDir: string,
	unsaved: UnsavedAddress,
): Promise<CatalogueSourceState[]> {
	const [settings, { time_zone }] = await Promise.all([
		allSourceSettings(database, unsaved),
		readShopSettings(database),
	]);
	return Promise.all(
		CATALOGUE_SOURCE_IDS.map(async (source: CatalogueSourceId) => {
			const folder = `catalogue/${source}/`;
			const [files, rows] = await Promise.all([
				filesIn(join(dataDir, folder)),
				database('catalogue_runs').where('source', source).orderBy('id', 'desc').limit(SOURCE_RUNS_SHOWN),
			]);
			const { savedAt: _saved, ...own } = settings.get(source)!;
			const next = nextSlot(own, Date.now(), time_zone);
			return {
				source,
				folder,
				files,
				runs: rows.map(viewOf),
				settings: own,
				nextRunAt: next === null ? null : new Date(next).toISOString(),
			};
		}),
	);
}
