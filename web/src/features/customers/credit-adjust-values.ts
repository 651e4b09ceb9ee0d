import { t } from '@lingui/core/macro';
import { CREDIT_ADJUSTMENT } from '@deckhand/contract/credit/credit-adjustment.ts';
import { msg } from '@lingui/core/macro';
import { valueOf } from '../../lib/fields/form-readings.ts';
import { boundsFrom } from '../../lib/fields/schema-bounds.ts';
import { readMoney } from '../../lib/fields/typed-number.ts';
import { formatNumber } from '../../lib/i18n/formats.ts';
import { formatMoney } from '../../lib/money.ts';

/** The amount's bounds, the server's (its schema's); the label is a message, worded in the language spoken when a refusal is. */
const AMOUNT_BOUNDS = { label: msg`Amount`, ...boundsFrom(CREDIT_ADJUSTMENT.shape.amount), required: true };
const NOTE_BOUNDS = boundsFrom(CREDIT_ADJUSTMENT.shape.note);

/**
 * The server's bounds of a manual adjustment (`credit/credit-adjustment.ts`), said in money.
 * `balance` is what the customer has now (minor units): credit is never taken below 0.
 */
export function creditAmountProblem(text: string, currency: string, balance: number): string | null {
	const reading = readMoney(text, AMOUNT_BOUNDS, currency);
	if (!reading.ok) return reading.error;
	if (reading.value === 0)
		return t`Amount must not be 0: type the credit given, or a minus sign and the credit taken back.`;
	if (balance + reading.value! < 0) {
		const has = formatMoney(balance, currency);
		return t`The balance is ${has}: at most ${has} can be taken off.`;
	}
	return null;
}

/** The amount a checked form holds, in signed minor units. */
export const creditAmount = (text: string, currency: string): number =>
	valueOf(readMoney(text, AMOUNT_BOUNDS, currency))!;

export function creditNoteProblem(note: string): string | null {
	const length = note.trim().length;
	if (length >= NOTE_BOUNDS.min && length <= NOTE_BOUNDS.max) return null;
	const min = formatNumber(NOTE_BOUNDS.min);
	const max = formatNumber(NOTE_BOUNDS.max);
	return t`Say why the credit changes: a note of ${min} to ${max} characters.`;
}
