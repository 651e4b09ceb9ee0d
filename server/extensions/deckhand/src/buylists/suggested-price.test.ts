import { describe, expect, it } from 'vitest';
import { suggestedPrice } from './suggested-price.ts';

const LADDER = { NM: 100, LP: 80, MP: 60, HP: 40, DMG: 0 };
const NONE = { sku: null, followed: null };

describe('suggestedPrice', () => {
	it('starts from the SKU’s own fresh market price, whatever the card’s other conditions say', () => {
		expect(
			suggestedPrice('LP', { sku: 700, followed: 2_000 }, [{ condition: 'NM', price: 1_000 }], LADDER),
		).toEqual({
			price: 700,
			from: 'market',
		});
	});

	it('carries the best-graded priced condition down or up the ladder', () => {
		expect(suggestedPrice('LP', NONE, [{ condition: 'NM', price: 1_000 }], LADDER)).toEqual({
			price: 800,
			from: 'ladder',
		});
		// No NM: MP at 6.00 (60 %) gives LP 6.00 × 80 / 60; the HP beside it is a worse guide.
		const lower = [
			{ condition: 'HP', price: 100 },
			{ condition: 'MP', price: 600 },
		];
		expect(suggestedPrice('LP', NONE, lower, LADDER)).toEqual({ price: 800, from: 'ladder' });
		expect(suggestedPrice('NM', NONE, lower, LADDER)).toEqual({ price: 1_000, from: 'ladder' });
	});

	it('starts a card the shop never priced from the market price it follows, × the condition’s %', () => {
		expect(suggestedPrice('LP', { sku: null, followed: 1_250 }, [], LADDER)).toEqual({
			price: 1_000,
			from: 'market',
		});
		// The shop's own prices of the card's other conditions come first.
		expect(suggestedPrice('LP', { sku: null, followed: 1_250 }, [{ condition: 'NM', price: 900 }], LADDER)).toEqual(
			{ price: 720, from: 'ladder' },
		);
		expect(suggestedPrice('DMG', { sku: null, followed: 1_250 }, [], LADDER)).toBeNull();
	});

	it('suggests nothing without a market price or a rung to start from (a condition at 0 % is none)', () => {
		expect(suggestedPrice('LP', NONE, [], LADDER)).toBeNull();
		expect(suggestedPrice('LP', NONE, [{ condition: 'DMG', price: 50 }], LADDER)).toBeNull();
	});
});
