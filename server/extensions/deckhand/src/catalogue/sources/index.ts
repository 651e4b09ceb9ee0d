import type { CatalogueSourceId } from '@deckhand/contract/catalogue/catalogue-run.ts';
import type { CatalogueSource } from '../source-records.ts';
import { cardmarketPriceGuide } from './cardmarket-price-guide.ts';
import { lorcanaJson } from './lorcanajson.ts';
import { onePiece } from './one-piece.ts';
import { pokemonTcgData } from './pokemon-tcg-data.ts';
import { scryfall } from './scryfall.ts';
import { tcgcsv } from './tcgcsv.ts';
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
