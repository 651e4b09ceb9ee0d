import type { CatalogueSourceId } from '@deckhand/contract/catalogue/catalogue-run.ts';
import type { CatalogueSource } from '../source-records.ts';
import { cardmarketPriceGuide, cardmarketPriceGuideOf } from './cardmarket-price-guide.ts';
import { lorcanaJson } from './lorcanajson.ts';
import { onePiece } from './one-piece.ts';
import { pokemonTcgData } from './pokemon-tcg-data.ts';
import { scryfall } from './scryfall.ts';
import { tcgcsv, tcgcsvOf } from './tcgcsv.ts';
import { ygoprodeck } from './ygoprodeck.ts';

/** Every source the catalogue reads, by the contract's ids. */
export const CATALOGUE_SOURCES: Readonly<Record<CatalogueSourceId, CatalogueSource>> = {
	'scryfall': scryfall,
	'pokemon-tcg-data': pokemonTcgData,
	'ygoprodeck': ygoprodeck,
	'lorcanajson': lorcanaJson,
	'one-piece': onePiece,
	'cardmarket': cardmarketPriceGuide,
	'tcgcsv': tcgcsv,
};

/** The source of `id` made for `games` where it was (`CatalogueSource.games`), as a run's reader makes it again in its own thread. */
export function sourceFor(id: CatalogueSourceId, games: readonly number[] | undefined): CatalogueSource {
	if (games === undefined) return CATALOGUE_SOURCES[id];
	if (id === 'tcgcsv') return tcgcsvOf(games);
	if (id === 'cardmarket') return cardmarketPriceGuideOf(games);
	throw new RangeError(`The source ${id} reads no chosen games.`);
}
