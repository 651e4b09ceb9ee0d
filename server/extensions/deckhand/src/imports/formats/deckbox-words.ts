import type { Condition, Finish } from '@deckhand/contract/schema/choices.ts';
import { vocabulary } from './vocabulary.ts';

/*
 * Deckbox's words, which Moxfield's files use too: Moxfield's import reads Deckbox's CSV, so the
 * tools that write files for Moxfield write Deckbox's grades and its Foil column.
 */

/** Deckbox's six grades line up with Deckhand's five once Mint is read as Near Mint; its "Played" sits between Lightly and Heavily Played. */
export const DECKBOX_SCALE: ReadonlyArray<readonly [string, Condition]> = [
	['Mint', 'NM'],
	['Near Mint', 'NM'],
	['Good (Lightly Played)', 'LP'],
	['Played', 'MP'],
	['Heavily Played', 'HP'],
	['Poor', 'DMG'],
];

/** The Foil column: foil or etched; an empty cell is a normal card. */
export const FOIL_COLUMN = vocabulary<Finish>(
	'a finish',
	[
		['foil', 'foil'],
		['etched', 'etched'],
	],
	['foil', 'etched', 'or empty for a normal card'],
);
