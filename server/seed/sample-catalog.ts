import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CatalogueSourceId } from '@deckhand/contract/catalogue/catalogue-run.ts';
import { CATALOGUE_GAMES } from '../extensions/deckhand/src/catalogue/catalogue-games.ts';
import { checkedRecords } from '../extensions/deckhand/src/catalogue/checked-records.ts';
import { folderFiles } from '../extensions/deckhand/src/catalogue/folder-files.ts';
import { recordDigest } from '../extensions/deckhand/src/catalogue/run/record-digest.ts';
import type { CatalogueGame, SourceCard, SourceSet } from '../extensions/deckhand/src/catalogue/source-records.ts';
import { CATALOGUE_SOURCES } from '../extensions/deckhand/src/catalogue/sources/index.ts';

/** The real files of the catalogue's sources the repository keeps (their sources and licences in its README). */
export const CATALOGUE_SAMPLES = fileURLToPath(new URL('catalogue-samples/', import.meta.url));

/** The sources of cards whose samples the demo shop is made of, each with its folder of samples. */
const CARD_SOURCES = [
	'pokemon-tcg-data',
	'scryfall',
	'ygoprodeck',
	'lorcanajson',
	'one-piece',
] as const satisfies readonly CatalogueSourceId[];

export interface SampleCard {
	record: SourceCard;
	digest: string;
}
export interface SampleSet {
	source: CatalogueSourceId;
	record: SourceSet;
	digest: string;
	cards: SampleCard[];
}
export interface SampleGame {
	code: CatalogueGame;
	name: string;
	sets: SampleSet[];
}

/**
 * Every set and card of the samples, read by the catalogue's own source modules, by game: the
 * real names, sets, numbers, rarities, ids and market prices a demo shop is made of. With each
 * record its digest, as a run keeps it, so a later run of a source over the same files finds
 * the demo's cards unchanged.
 */
export async function readSampleCatalog(folder = CATALOGUE_SAMPLES): Promise<SampleGame[]> {
	const games = new Map<CatalogueGame, SampleGame>();
	for (const source of CARD_SOURCES) {
		const sets = new Map<string, SampleSet>();
		const read = CATALOGUE_SOURCES[source].read(folderFiles(join(folder, source)));
		for await (const record of checkedRecords(read)) {
			if (record.type === 'set') {
				const set: SampleSet = { source, record, digest: recordDigest(record), cards: [] };
				sets.set(record.sourceId, set);
				let game = games.get(record.game);
				if (!game)
					games.set(
						record.game,
						(game = { code: record.game, name: CATALOGUE_GAMES[record.game], sets: [] }),
					);
				game.sets.push(set);
			} else if (record.type === 'card')
				sets.get(record.setSourceId)!.cards.push({ record, digest: recordDigest(record) });
		}
	}
	return [...games.values()];
}
