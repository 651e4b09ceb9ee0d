import { CREDIT_LIMITS } from '../../../../server/extensions/deckhand/src/credit/credit-limits.ts';

/** An amount typed in the shop's currency (e.g. -12.5) as signed minor units (-1250), rounded to the minor unit. */
export function toMinorUnits(value: number, digits: number): number {
	return Math.round(value * 10 ** digits);
}

/**
 * The server's bounds of a manual adjustment (`credit/credit-limits.ts`), said in money rather
 * than minor units. `balance` is what the customer has now: credit is never taken below 0.
 */
export function creditAmountProblem(value: number | string, digits: number, balance: number, format: (minor: number) => string): string | null {
	const max = CREDIT_LIMITS.adjustmentMax;
	if (typeof value !== 'number' || !Number.isFinite(value)) return `Enter an amount other than 0, from -${format(max)} to ${format(max)}. Use a minus sign to take credit back.`;
	const minor = toMinorUnits(value, digits);
	if (minor === 0 || Math.abs(minor) > max) return `Enter an amount other than 0, from -${format(max)} to ${format(max)}. Use a minus sign to take credit back.`;
	if (balance + minor < 0) return `The balance is ${format(balance)}: at most ${format(balance)} can be taken off.`;
	return null;
}

export function creditNoteProblem(note: string): string | null {
	const length = note.trim().length;
	return length < CREDIT_LIMITS.noteMin || length > CREDIT_LIMITS.noteMax ? `Say why the credit changes: a note of ${CREDIT_LIMITS.noteMin} to ${CREDIT_LIMITS.noteMax} characters.` : null;
}
