import { describe, expect, it } from 'vitest';
import { countedTotal, denominationsOf } from './denominations.ts';

describe('the notes and coins of a drawer', () => {
	it('lists a currency’s notes, then its coins, largest first', () => {
		const dollars = denominationsOf('USD');
		expect(dollars[0]).toEqual({ value: 10_000, kind: 'note' });
		expect(dollars.at(-1)).toEqual({ value: 1, kind: 'coin' });
		expect(
			denominationsOf('EUR')
				.filter((d) => d.kind === 'coin')
				.map((d) => d.value),
		).toEqual([200, 100, 50, 20, 10, 5, 2, 1]);
	});

	it('knows none of a currency it has no drawer for, nor an inherited name', () => {
		expect(denominationsOf('XAU')).toEqual([]);
		expect(denominationsOf('constructor')).toEqual([]);
	});

	it('adds the count up, a count left empty being none', () => {
		expect(
			countedTotal([
				{ value: 2_000, count: 3 },
				{ value: 25, count: 7 },
				{ value: 1, count: null },
			]),
		).toBe(6_175);
	});
});
