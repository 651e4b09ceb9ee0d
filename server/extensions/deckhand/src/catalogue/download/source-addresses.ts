import type { CatalogueSourceId } from '@deckhand/contract/catalogue/catalogue-run.ts';
import { readFile } from 'node:fs/promises';
import { SourceRefusal } from '../source-records.ts';

/**
 * How each source's file names (what its module opens: `sets/en`, `3/groups`) become addresses
 * under the source's address: the name and the ending the source publishes it with.
 */
const ENDINGS: Readonly<Record<CatalogueSourceId, string>> = {
	scryfall: '',
	'pokemon-tcg-data': '.json',
	ygoprodeck: '.php',
	lorcanajson: '.json',
	'one-piece': '.json',
	cardmarket: '.json',
	tcgcsv: '',
};

/** Scryfall's list of its bulk files: each file's type and where it is downloaded from today. */
export const SCRYFALL_BULK_LIST = 'bulk-data';
const SCRYFALL_BULK_FILES = new Set(['default_cards', 'oracle_cards', 'unique_artwork', 'all_cards', 'rulings']);

/** Downloads a file of the source (by name, from its address) and gives the path it was kept at. */
export type Fetch = (name: string, url: string) => Promise<string | null>;

/**
 * A file's address: its name under the source's address, with the source's ending; Scryfall's
 * bulk files are where its bulk-data list says today (`download_uri`, a new address each day).
 */
export async function addressOf(
	source: CatalogueSourceId,
	address: string,
	name: string,
	fetchFile: Fetch,
): Promise<string> {
	const base = address.replace(/\/+$/, '');
	if (source !== 'scryfall' || !SCRYFALL_BULK_FILES.has(name)) return `${base}/${name}${ENDINGS[source]}`;
	const list = await fetchFile(SCRYFALL_BULK_LIST, `${base}/${SCRYFALL_BULK_LIST}`);
	if (list === null)
		throw new SourceRefusal(SCRYFALL_BULK_LIST, 'download', `is not at ${base}/${SCRYFALL_BULK_LIST}.`);
	let entries: unknown;
	try {
		entries = (JSON.parse(await readFile(list, 'utf8')) as { data?: unknown }).data;
	} catch {
		throw new SourceRefusal(SCRYFALL_BULK_LIST, 'data', 'is not a JSON bulk-data list.');
	}
	const entry = Array.isArray(entries)
		? (entries as Array<Record<string, unknown>>).find((each) => each?.['type'] === name)
		: undefined;
	const uri = entry?.['download_uri'];
	if (typeof uri !== 'string' || !/^https?:\/\//.test(uri))
		throw new SourceRefusal(SCRYFALL_BULK_LIST, 'download_uri', `of ${name} is not in the list.`);
	return uri;
}
