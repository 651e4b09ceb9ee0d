import { describe, expect, it } from 'vitest';
import { percentOf, taxOn } from './money.ts';

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
