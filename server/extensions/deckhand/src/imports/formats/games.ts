import type { ImportRow } from '@deckhand/contract/imports/import-row.ts';

type Game = Pick<ImportRow, 'gameCode' | 'gameName'>;

/** ManaBox, Deckbox, Dragon Shield and Moxfield keep Magic collections: their rows are Magic cards. */
export const MAGIC: Game = { gameCode: 'MTG', gameName: 'Magic: The Gathering' };

/** A game by the code and name Deckhand's own catalog gives it (the demo shop's), for the games sellers' files name otherwise. */
export const POKEMON: Game = { gameCode: 'PKM', gameName: 'Pokémon' };
export const YUGIOH: Game = { gameCode: 'YGO', gameName: 'Yu-Gi-Oh!' };
export const ONE_PIECE: Game = { gameCode: 'OPCG', gameName: 'One Piece Card Game' };
