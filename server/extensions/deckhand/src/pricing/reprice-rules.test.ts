import { describe, expect, it } from 'vitest';
import { newPrice, roundPrice } from './reprice-rules.ts';

const ladder = { NM: 100, LP: 85, MP: 70, HP: 50, DMG: 30 };

describe('roundPrice', () => {
	it.each([
		[1_234, 'charm', 1_249],
		[1_220, 'charm', 1_199],
		[1_274, 'charm', 1_299],
		[1_224, 'charm', 1_249], // tie between 11.99 and 12.49 goes up
		[30, 'charm', 49],
		[1_250, 'whole', 1_300],
		[1_249, 'whole', 1_200],
		[1_237, 'none', 1_237],
	] as const)('%i rounded %s is %i', (amount, rounding, result) => {
		expect(roundPrice(amount, rounding)).toBe(result);
	});
});

describe('newPrice', () => {
	it('adds a percentage, rounded half up to the minor unit', () => {
		expect(newPrice({ price: 1_005, condition: 'NM', nmPrice: 1_005 }, { kind: 'percent', percent: 10 }, 'none', 0, ladder)).toBe(1_106);
	});

	it('never goes below the floor', () => {
		expect(newPrice({ price: 100, condition: 'NM', nmPrice: 100 }, { kind: 'percent', percent: -90 }, 'none', 25, ladder)).toBe(25);
	});

	it('prices a condition from the NM price and the settings ladder', () => {
		expect(newPrice({ price: null, condition: 'LP', nmPrice: 2_000 }, { kind: 'condition' }, 'none', 0, ladder)).toBe(1_700);
	});

	it('cannot price what it has nothing to start from', () => {
		expect(newPrice({ price: null, condition: 'NM', nmPrice: null }, { kind: 'percent', percent: 5 }, 'none', 0, ladder)).toBeNull();
		expect(newPrice({ price: 500, condition: 'LP', nmPrice: null }, { kind: 'condition' }, 'none', 0, ladder)).toBeNull();
	});

	it('sets a fixed price', () => {
		expect(newPrice({ price: 10, condition: 'HP', nmPrice: 99 }, { kind: 'set', price: 1_234 }, 'charm', 0, ladder)).toBe(1_249);
	});
});
