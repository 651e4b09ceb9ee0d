import type { Knex } from 'knex';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { CATALOGUE_SOURCE_IDS, type CatalogueSourceId } from '@deckhand/contract/catalogue/catalogue-run.ts';
import { SOURCE_RUNS_SHOWN, type CatalogueSourceState } from '@deckhand/contract/catalogue/catalogue-sources.ts';
import { viewOf } from './catalogue-runs.ts';

/**
 * How many files a source's folder holds, in every folder under it (a link to a file counts, as the
 * run reads through it); none when it is missing (or cannot be read).
 */
async function filesIn(folder: string): Promise<number> {
	try {
		const entries = await readdir(folder, { recursive: true, withFileTypes: true });
		return entries.filter((entry) => !entry.isDirectory()).length;
	} catch {
		return 0;
	}
}

/**
 * `GET /deckhand/catalogue/sources`: each source with its folder in the data folder, how many files
 * the owner has put there, and its newest runs (a run at work first, if any): what the owner's
 * Catalogue sources screen shows, in one answer it asks again while a run works.
 */
export async function sourceStates(database: Knex, dataDir: string): Promise<CatalogueSourceState[]> {
	return Promise.all(
		CATALOGUE_SOURCE_IDS.map(async (source: CatalogueSourceId) => {
			const folder = `catalogue/${source}/`;
			const [files, rows] = await Promise.all([
				filesIn(join(dataDir, folder)),
				database('catalogue_runs').where('source', source).orderBy('id', 'desc').limit(SOURCE_RUNS_SHOWN),
			]);
			return { source, folder, files, runs: rows.map(viewOf) };
		}),
	);
}
