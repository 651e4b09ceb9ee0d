import { LIMITS } from '@deckhand/contract/domain/limits.ts';

/**
 * A number of copies: a whole number from 0 to the most one stock movement may move. Negative is
 * refused rather than taken as a removal: an import brings copies in, and copies go out through
 * a stock adjustment, which says why.
 */
export function readQuantity(column: string, text: string): number | null | { problem: string } {
	if (text === '') return null;
	if (/^-\s*\d+$/.test(text))
		return {
			problem: `${column} "${text}" is below 0: an import brings copies in (a stock adjustment takes them out).`,
		};
	if (!/^\d+$/.test(text))
		return { problem: `${column} "${text}" is not a whole number from 0 to ${LIMITS.movementDeltaMax}.` };
	const quantity = Number(text);
	if (quantity > LIMITS.movementDeltaMax)
		return { problem: `${column} "${text}" is above ${LIMITS.movementDeltaMax}, the most one row may bring in.` };
	return quantity;
}
