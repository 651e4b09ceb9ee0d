import { LIMITS } from '../../domain/limits.ts';
import { moneyText } from './deckhand-columns.ts';

/**
 * An amount written in major units, as files write them: `12.50`, `$12.00`, `12,50 €`, `12.5`,
 * grouped `1,234.56` or `1.234,56`. One or two decimals after a point or a comma can only be
 * cents, so either mark is read in any file; a third decimal is refused, never rounded.
 */
const AMOUNT = /^(-)?\s*[$€£]?\s*(-)?(\d[\d.,]*)\s*[$€£]?$/;
const PLAIN = /^(\d+)(?:[.,](\d{1,2}))?$/;
const GROUPED = /^(\d{1,3}([.,])\d{3}(?:\2\d{3})*)([.,])(\d{2})$/;

/** Integer minor units for a money cell (null when empty), or the sentence refusing it. */
export function readMoney(column: string, text: string): number | null | { problem: string } {
	if (text === '') return null;
	const amount = AMOUNT.exec(text);
	const digits = amount?.[3] ?? '';
	const plain = PLAIN.exec(digits);
	const grouped = GROUPED.exec(digits);
	const parts = plain
		? { units: plain[1]!, cents: plain[2] ?? '' }
		: grouped && grouped[2] !== grouped[3]
			? { units: grouped[1]!.replace(/[.,]/g, ''), cents: grouped[4]! }
			: null;
	if (!amount || !parts)
		return { problem: `${column} "${text}" is not an amount such as 12.50 (at most two decimals).` };
	if (amount[1] || amount[2]) return { problem: `${column} "${text}" is below 0.` };
	const minor = Number(parts.units) * 100 + Number(parts.cents.padEnd(2, '0'));
	if (minor > LIMITS.priceMax)
		return { problem: `${column} "${text}" is above ${moneyText(LIMITS.priceMax)}, the most Deckhand keeps.` };
	return minor;
}
