import { describe, expect, it } from 'vitest';
import {
	changePercent,
	floorOf,
	isStale,
	needsReview,
	newPrice,
	roundPrice,
	roundUp,
	type PricedSku,
} from './reprice-rules.ts';

const ladder = { NM: 100, LP: 85, MP: 70, HP: 50, DMG: 30 };
const noFloor = { fixed: 0, marginPercent: null };
const sku = (fields: Partial<PricedSku>): PricedSku => ({
	price: null,
	condition: 'NM',
	nmPrice: null,
	market: null,
	cost: null,
	...fields,
});

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

describe('roundUp', () => {
	it.each([
		[1_200, 'charm', 1_249],
		[1_249, 'charm', 1_249],
		[1_250, 'charm', 1_299],
		[1_299, 'charm', 1_299],
		[1_300, 'charm', 1_349],
		[0, 'charm', 49],
		[1_201, 'whole', 1_300],
		[1_200, 'whole', 1_200],
		[1_201, 'none', 1_201],
	] as const)('%i rounded up %s is %i', (amount, rounding, result) => {
		expect(roundUp(amount, rounding)).toBe(result);
	});
});

describe('newPrice', () => {
	it('adds a percentage, rounded half up to the minor unit', () => {
		expect(
			newPrice(sku({ price: 1_005, nmPrice: 1_005 }), { kind: 'percent', percent: 10 }, 'none', noFloor, ladder),
		).toBe(1_106);
	});

	it('never goes below the fixed floor', () => {
		expect(
			newPrice(
				sku({ price: 100, nmPrice: 100 }),
				{ kind: 'percent', percent: -90 },
				'none',
				{ fixed: 25, marginPercent: null },
				ladder,
			),
		).toBe(25);
	});

	it('prices a condition from the NM price and the settings ladder', () => {
		expect(newPrice(sku({ condition: 'LP', nmPrice: 2_000 }), { kind: 'condition' }, 'none', noFloor, ladder)).toBe(
			1_700,
		);
	});

	it('cannot price what it has nothing to start from', () => {
		expect(newPrice(sku({ price: null }), { kind: 'percent', percent: 5 }, 'none', noFloor, ladder)).toBeNull();
		expect(
			newPrice(sku({ price: 500, condition: 'LP' }), { kind: 'condition' }, 'none', noFloor, ladder),
		).toBeNull();
		expect(newPrice(sku({ price: 500 }), { kind: 'market', percent: 100 }, 'none', noFloor, ladder)).toBeNull();
	});

	it('sets a fixed price', () => {
		expect(
			newPrice(
				sku({ price: 10, condition: 'HP', nmPrice: 99 }),
				{ kind: 'set', price: 1_234 },
				'charm',
				noFloor,
				ladder,
			),
		).toBe(1_249);
	});

	it('prices from the market: market × N %, half up to the minor unit, then rounded', () => {
		expect(
			newPrice(sku({ price: 500, market: 1_005 }), { kind: 'market', percent: 90 }, 'none', noFloor, ladder),
		).toBe(905); // 904.5 → 905
		expect(newPrice(sku({ market: 1_000 }), { kind: 'market', percent: 100 }, 'none', noFloor, ladder)).toBe(1_000);
		expect(newPrice(sku({ market: 1_000 }), { kind: 'market', percent: 1_000 }, 'none', noFloor, ladder)).toBe(
			10_000,
		);
		expect(newPrice(sku({ market: 1_234 }), { kind: 'market', percent: 95 }, 'charm', noFloor, ladder)).toBe(1_149); // 1172.3 → 1172 → 11.49
		expect(newPrice(sku({ market: 1 }), { kind: 'market', percent: 1 }, 'none', noFloor, ladder)).toBe(0);
	});

	it('never goes below cost plus the minimum margin, and the higher floor applies', () => {
		const cheap = sku({ market: 1_000, cost: 900 });
		// 900 × 125 % = 1125 beats market × 100 % = 1000.
		expect(newPrice(cheap, { kind: 'market', percent: 100 }, 'none', { fixed: 0, marginPercent: 25 }, ladder)).toBe(
			1_125,
		);
		// The fixed floor of 1200 is higher than the margin floor of 1125.
		expect(
			newPrice(cheap, { kind: 'market', percent: 100 }, 'none', { fixed: 1_200, marginPercent: 25 }, ladder),
		).toBe(1_200);
		// Above both floors, the market price stands.
		expect(
			newPrice(
				sku({ market: 2_000, cost: 900 }),
				{ kind: 'market', percent: 100 },
				'none',
				{ fixed: 500, marginPercent: 25 },
				ladder,
			),
		).toBe(2_000);
	});

	it('gives a SKU without a cost the fixed floor only', () => {
		expect(
			newPrice(
				sku({ market: 100 }),
				{ kind: 'market', percent: 100 },
				'none',
				{ fixed: 150, marginPercent: 50 },
				ladder,
			),
		).toBe(150);
		expect(
			newPrice(
				sku({ market: 100 }),
				{ kind: 'market', percent: 100 },
				'none',
				{ fixed: 0, marginPercent: 50 },
				ladder,
			),
		).toBe(100);
	});

	it('applies the margin floor to every rule, not only the market', () => {
		expect(
			newPrice(
				sku({ price: 1_000, cost: 1_000 }),
				{ kind: 'percent', percent: -50 },
				'none',
				{ fixed: 0, marginPercent: 10 },
				ladder,
			),
		).toBe(1_100);
	});
});

describe('floorOf', () => {
	it('rounds the margin floor up, never under cost × (100 + m) %', () => {
		// 333 × 110 % = 366.3: up to 367, never 366.
		expect(floorOf(333, { fixed: 0, marginPercent: 10 }, 'none')).toBe(367);
		// With charm rounding the floor is the next .49 / .99 at or above it: 1125 → 11.49.
		expect(floorOf(900, { fixed: 0, marginPercent: 25 }, 'charm')).toBe(1_149);
		expect(floorOf(900, { fixed: 0, marginPercent: 25 }, 'whole')).toBe(1_200);
		// A margin of 0 %: never below cost.
		expect(floorOf(777, { fixed: 0, marginPercent: 0 }, 'none')).toBe(777);
	});

	it('takes the fixed floor as typed, whatever the rounding', () => {
		expect(floorOf(null, { fixed: 1_234, marginPercent: 10 }, 'charm')).toBe(1_234);
		expect(floorOf(100, { fixed: 1_234, marginPercent: null }, 'whole')).toBe(1_234);
	});
});

describe('isStale', () => {
	const day = 86_400_000;
	const now = Date.parse('2026-11-24T12:00:00Z');

	it('uses a market price up to exactly the given age, and no older', () => {
		expect(isStale(now - 7 * day, now, 7)).toBe(false);
		expect(isStale(now - 7 * day - 1, now, 7)).toBe(true);
		expect(isStale(now - 1, now, 1)).toBe(false);
		expect(isStale(now - 2 * day, now, 1)).toBe(true);
	});

	it('does not call a price from the future stale', () => {
		expect(isStale(now + day, now, 1)).toBe(false);
	});
});

describe('needsReview', () => {
	it('queues a move larger than the threshold, up or down, and applies one at or under it', () => {
		expect(needsReview(1_000, 1_200, 20)).toBe(false);
		expect(needsReview(1_000, 1_201, 20)).toBe(true);
		expect(needsReview(1_000, 800, 20)).toBe(false);
		expect(needsReview(1_000, 799, 20)).toBe(true);
	});

	it('applies every move when there is no threshold, and a first price always', () => {
		expect(needsReview(1_000, 9_000, null)).toBe(false);
		expect(needsReview(null, 9_000, 0)).toBe(false);
	});

	it('reviews every change with a threshold of 0 and every move from a price of 0', () => {
		expect(needsReview(1_000, 1_001, 0)).toBe(true);
		expect(needsReview(1_000, 1_000, 0)).toBe(false);
		expect(needsReview(0, 1, 1_000)).toBe(true);
	});
});

describe('changePercent', () => {
	it('says the move in percent of the old price, to one decimal, alike up and down', () => {
		expect(changePercent(1_000, 1_250)).toBe(25);
		expect(changePercent(3_000, 2_000)).toBe(-33.3);
		expect(changePercent(2_000, 2_001)).toBe(0.1);
		expect(changePercent(2_000, 1_999)).toBe(-0.1);
	});

	it('has no percentage to say for an unpriced SKU or a price of 0', () => {
		expect(changePercent(null, 1_000)).toBeNull();
		expect(changePercent(0, 1_000)).toBeNull();
	});
});
