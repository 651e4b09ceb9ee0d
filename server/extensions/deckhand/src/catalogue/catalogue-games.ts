import type { CatalogueGame } from './source-records.ts';

/** The games the catalogue knows, by code, with the names a shop without them gets. */
export const CATALOGUE_GAMES: Readonly<Record<CatalogueGame, string>> = {
	MTG: 'Magic: The Gathering',
	PKM: 'Pokémon',
	YGO: 'Yu-Gi-Oh!',
	LOR: 'Disney Lorcana',
	OPCG: 'One Piece Card Game',
};
