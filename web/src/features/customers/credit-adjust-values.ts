import { CREDIT_LIMITS } from '../../../../server/extensions/deckhand/src/credit/credit-limits.ts';
import { msg } from '@lingui/core/macro';
import { valueOf } from '../../lib/fields/form-readings.ts';
import { readMoney } from '../../lib/fields/typed-number.ts';
import { formatMoney } from '../../lib/money.ts';

const AMOUNT = { label: msg`Amount`, min: -CREDIT_LIMITS.adjustmentMax, max: CREDIT_LIMITS.adjustmentMax, required: true };

/**
 * The server's bounds of a manual adjustment (`credit/credit-limits.ts`), said in money.
 * `balance` is what the customer has now (minor units): credit is never taken below 0.
 */
export function creditAmountProblem(text: string, currency: string, balance: number): string | null {
	const reading = readMoney(text, AMOUNT, currency);
	if (!reading.ok) return reading.error;
	if (reading.value === 0) return 'Amount must not be 0: type the credit given, or a minus sign and the credit taken back.';
	if (balance + reading.value! < 0) return `The balance is ${formatMoney(balance, currency)}: at most ${formatMoney(balance, currency)} can be taken off.`;
	return null;
}

/** The amount a checked form holds, in signed minor units. */
export const creditAmount = (text: string, currency: string): number => valueOf(readMoney(text, AMOUNT, currency))!;

export function creditNoteProblem(note: string): string | null {
	const length = note.trim().length;
	return length < CREDIT_LIMITS.noteMin || length > CREDIT_LIMITS.noteMax ? `Say why the credit changes: a note of ${CREDIT_LIMITS.noteMin} to ${CREDIT_LIMITS.noteMax.toLocaleString('en')} characters.` : null;
}
