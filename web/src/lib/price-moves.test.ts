import { describe, expect, it } from 'vitest';
import { movePercent } from './price-moves.ts';

describe('movePercent', () => {
	it.each([
		[12.5, '+12.5 %'],
		[-8, '\u22128 %'],
		[0, '0 %'],
		[1_000, '+1,000 %'],
		[null, '—'],
	])('says %j as %s', (change, words) => {
		expect(movePercent(change)).toBe(words);
	});
});
