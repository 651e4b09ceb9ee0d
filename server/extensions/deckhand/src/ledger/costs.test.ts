import { describe, expect, it } from 'vitest';
import { averageCost } from './costs.ts';

describe('the average unit cost', () => {
	it('is weighted by copies and rounded to the minor unit', () => {
		expect(averageCost(500, 2, 999, 3)).toBe(799);
		expect(averageCost(100, 1, 101, 1)).toBe(101);
		expect(averageCost(100, 3, 101, 1)).toBe(100);
	});

	it('is the arriving copies’ cost when none were on hand', () => {
		expect(averageCost(1_000, 0, 455, 2)).toBe(455);
	});
});
