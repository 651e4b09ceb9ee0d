import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyShort } from './money.ts';

describe('formatMoney', () => {
	it('reads minor units with the currency’s own decimals', () => {
		expect(formatMoney(1_610, 'USD', 'en-US')).toBe('$16.10');
		expect(formatMoney(1_610, 'JPY', 'en-US')).toBe('¥1,610');
		expect(formatMoney(0, 'EUR', 'en-US')).toBe('€0.00');
	});
});

describe('formatMoneyShort', () => {
	it('rounds an axis’s amounts to a figure or two, in the language’s words', () => {
		expect(
			[0, 2_500, 250_000, 1_234_500, 150_000_000].map((amount) => formatMoneyShort(amount, 'USD', 'en-US')),
		).toEqual(['$0', '$25', '$2.5K', '$12.3K', '$1.5M']);
		expect(formatMoneyShort(150_000_000, 'EUR', 'de')).toBe('1,5\u00a0Mio.\u00a0€');
		expect(formatMoneyShort(2_500, 'JPY', 'en-US')).toBe('¥2.5K');
	});
});
