import { describe, expect, it } from 'vitest';
import { formatMoney, minorDigits, percentOf, taxOn } from './money.ts';

describe('money rounding, half up to the minor unit', () => {
	it.each([
		[1_000, 825, 83], // 82.5 → 83
		[999, 825, 82], // 82.4175 → 82
		[200, 25, 1], // 0.5 → 1
		[0, 3_000, 0],
	])('tax on %i at %i bp is %i', (amount, rate, tax) => {
		expect(taxOn(amount, rate)).toBe(tax);
	});

	it.each([
		[1_610, 65, 1_047], // 1046.5 → 1047
		[3, 50, 2], // 1.5 → 2
		[1_000, 0, 0],
	])('%i × %i %% is %i', (amount, percent, result) => {
		expect(percentOf(amount, percent)).toBe(result);
	});
});

describe("a currency's minor unit", () => {
	it.each([
		['USD', 2],
		['EUR', 2],
		['JPY', 0],
		['KWD', 3],
		['BHD', 3],
	])('%s has %i decimals', (currency, digits) => {
		expect(minorDigits(currency)).toBe(digits);
	});

	it('writes minor units as money of the currency, in the locale asked for', () => {
		expect(formatMoney(1_610, 'USD', 'en-US')).toBe('$16.10');
		expect(formatMoney(1_610, 'EUR', 'de')).toBe('16,10\u00a0€');
		expect(formatMoney(1_250, 'JPY', 'en-US')).toBe('¥1,250');
		expect(formatMoney(1_250, 'KWD', 'en-US')).toBe('KWD\u00a01.250');
		expect(formatMoney(-400, 'USD', 'en-US')).toBe('-$4.00');
	});
});
