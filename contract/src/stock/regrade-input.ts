import { z } from 'zod';
import { oneOf, optionalNote, rowId, text, whole } from '../api/request/fields.ts';
import { CONDITIONS, FINISHES, LIMITS } from '../domain/limits.ts';

const { movementDeltaMax, languageMax } = LIMITS;
const NO_TARGET = 'Say what the copies really are: another condition, finish, language or card.';

/** What the copies really are: the parts of the SKU's identity that differ (the card, condition, finish, language), at least one. */
const target = z
	.object(
		{
			card: rowId('Choose the card the copies really are (a card id).').optional(),
			condition: oneOf(CONDITIONS, `The condition must be one of ${CONDITIONS.join(', ')}.`).optional(),
			finish: oneOf(FINISHES, `The finish must be one of ${FINISHES.join(', ')}.`).optional(),
			language: text(1, languageMax, `The language must be 1 to ${languageMax} characters (EN, JP…).`).optional(),
		},
		{ error: NO_TARGET },
	)
	.refine((to) => Object.values(to).some((part) => part !== undefined), { error: NO_TARGET });

/** `POST /deckhand/stock/regrade`'s body: copies of a SKU that are really another. */
export const REGRADE = z.object({
	sku: rowId('Choose the SKU the copies come from (a SKU id).'),
	quantity: whole(1, movementDeltaMax, `The number of copies must be a whole number from 1 to ${movementDeltaMax}.`),
	to: target,
	note: optionalNote(LIMITS.noteMax),
});

export type RegradeBody = z.input<typeof REGRADE>;
export type Regrade = z.output<typeof REGRADE>;

/** What a regrade answers: both SKUs' copies on hand after it, with their movements; `created` when the target SKU is new. */
export interface Regraded {
	from: { sku: number; quantity: number; movement: number };
	to: { sku: number; quantity: number; movement: number; created: boolean };
}
