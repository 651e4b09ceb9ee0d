import { invalid } from '../errors.ts';
import { CREDIT_LIMITS } from '@deckhand/contract/credit/credit-limits.ts';
import { cleanText } from '../domain/clean-text.ts';
import { commandInput, isId, isWhole } from '../domain/input.ts';
import type { CreditAdjustment } from '@deckhand/contract/credit/credit-adjustment.ts';

/** Checks the body of `POST /deckhand/credit/adjust`; throws VALIDATION_FAILED naming the field and its bound. */
export function parseCreditAdjustment(body: unknown): CreditAdjustment {
	const { customer, amount, note } = commandInput(body, ['customer', 'amount', 'note']);
	const { adjustmentMax, noteMin, noteMax } = CREDIT_LIMITS;

	if (!isId(customer)) throw invalid('customer', 'Choose the customer whose store credit changes (a customer id).');
	if (!isWhole(amount, -adjustmentMax, adjustmentMax) || amount === 0)
		throw invalid(
			'amount',
			`The amount must be a whole number of minor units other than 0, from -${adjustmentMax} to ${adjustmentMax}.`,
			{
				min: -adjustmentMax,
				max: adjustmentMax,
			},
		);
	// Every manual change of a customer's money says why, so the ledger explains itself.
	const trimmed = typeof note === 'string' ? cleanText(note, { lines: true }) : '';
	if (trimmed.length < noteMin || trimmed.length > noteMax)
		throw invalid('note', `Say why the credit changes: a note of ${noteMin} to ${noteMax} characters.`, {
			min: noteMin,
			max: noteMax,
		});

	return { customer, amount, note: trimmed };
}
