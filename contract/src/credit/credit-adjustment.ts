import { z } from 'zod';
import { change, lines, rowId } from '../api/request/fields.ts';
import type { CreditEntryRow } from '../ledger/ledger-rows.ts';
import { CREDIT_LIMITS } from './credit-limits.ts';

const { adjustmentMax, noteMin, noteMax } = CREDIT_LIMITS;

/** `POST /deckhand/credit/adjust`'s body: store credit given or taken back by hand, and why. */
export const CREDIT_ADJUSTMENT = z.object({
	customer: rowId('Choose the customer whose store credit changes (a customer id).'),
	/** Signed, in minor units: positive gives credit, negative takes it back. */
	amount: change(
		adjustmentMax,
		`The amount must be a whole number of minor units other than 0, from -${adjustmentMax} to ${adjustmentMax}.`,
	),
	// Every manual change of a customer's money says why, so the ledger explains itself.
	note: lines(noteMin, noteMax, `Say why the credit changes: a note of ${noteMin} to ${noteMax} characters.`),
});

export type CreditAdjustment = z.output<typeof CREDIT_ADJUSTMENT>;

/** What an adjustment answers: its ledger row, and the customer's balance after it. */
export interface CreditAdjusted {
	entry: CreditEntryRow;
	balance: number;
}
