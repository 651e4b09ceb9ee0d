import type { Condition } from '@deckhand/contract/schema/choices.ts';
import { TCGPLAYER_CONDITIONS } from './tcgplayer-words.ts';

/**
 * How the grading scales of the tools map onto Deckhand's NM / LP / MP / HP / DMG (TCGplayer's
 * scale). Where a scale does not line up, a copy is never graded up: a card sold as better than
 * it is costs the shop a customer, one sold as worse costs a little margin (docs/imports.md).
 */

/** TCGplayer's words, which Moxfield writes too. */
export const US_SCALE: ReadonlyArray<readonly [string, Condition]> = Object.entries(TCGPLAYER_CONDITIONS).map(
	([condition, word]) => [word, condition as Condition] as const,
);

/**
 * The European scale (Cardmarket's grades, which ManaBox and Dragon Shield use, each with its own
 * spelling): seven grades onto five. Mint is Near Mint (Deckhand grades no better); Excellent has
 * the light wear of Lightly Played; Good and Light Played both show the wear of Moderately Played;
 * Played is Heavily Played; Poor is Damaged.
 */
export const EUROPEAN_SCALE = {
	mint: 'NM',
	nearMint: 'NM',
	excellent: 'LP',
	good: 'MP',
	lightPlayed: 'MP',
	played: 'HP',
	poor: 'DMG',
} as const satisfies Record<string, Condition>;
