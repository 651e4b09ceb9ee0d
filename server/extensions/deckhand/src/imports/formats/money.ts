import { LIMITS } from '@deckhand/contract/domain/limits.ts';
import { minorDigits } from '@deckhand/contract/domain/money.ts';
import { amountText, readAmount } from '@deckhand/contract/domain/money-text.ts';

const DECIMALS = ['no decimals', 'at most one decimal', 'at most two decimals', 'at most three decimals'];

/**
 * Integer minor units for a money cell in the shop's currency (null when empty), or the sentence
 * refusing it. Files write amounts in major units: `12.50`, `$12.00`, `12,50 €`, `12.5`, grouped
 * `1,234.56` or `1.234,56`; `1250` or `1,250` yen (`domain/money-text.ts`).
 */
export function readMoney(column: string, text: string, currency: string): number | null | { problem: string } {
	if (text === '') return null;
	const amount = readAmount(text, currency, 'file');
	if (!amount) {
		const digits = minorDigits(currency);
		const decimals = DECIMALS[digits] ?? `at most ${digits} decimals`;
		const example = amountText(1_250, currency);
		return { problem: `${column} "${text}" is not an amount such as ${example} (${decimals}).` };
	}
	if (amount.negative) return { problem: `${column} "${text}" is below 0.` };
	if (amount.minor > LIMITS.priceMax) {
		const most = amountText(LIMITS.priceMax, currency);
		return { problem: `${column} "${text}" is above ${most}, the most Deckhand keeps.` };
	}
	return amount.minor;
}
