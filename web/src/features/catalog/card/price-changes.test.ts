import { describe, expect, it } from 'vitest';
import { priceChanges, type SkuRevision } from './price-changes.ts';

const owner = { first_name: 'Alex', last_name: 'Owner', email: 'owner@example.com' };
const revision = (id: number, item: number, delta: Record<string, unknown>, action = 'update'): SkuRevision => ({
	id,
	item: String(item),
	delta,
	activity: { action, timestamp: `2025-01-0${id}T10:00:00Z`, user: owner },
});

describe('priceChanges', () => {
	it('gives each change the price of the same SKU just before, newest first', () => {
		const changes = priceChanges(
			[revision(5, 1, { price: 900 }), revision(4, 2, { price: 300 }), revision(3, 1, { bin: 'A-1' }), revision(2, 1, { price: 1_000 }), revision(1, 1, { price: 800, condition: 'NM' }, 'create')],
			100,
		);
		expect(changes.map((change) => [change.revision, change.sku, change.before, change.price, change.created])).toEqual([
			[5, 1, 1_000, 900, false],
			[4, 2, undefined, 300, false],
			[2, 1, 800, 1_000, false],
			[1, 1, undefined, 800, true],
		]);
		expect(changes[0]).toMatchObject({ who: 'Alex Owner', when: '2025-01-05T10:00:00Z' });
	});

	it('keeps an unpriced SKU apart from an unknown price', () => {
		const [change] = priceChanges([revision(2, 1, { price: 500 }), revision(1, 1, { price: null })], 100);
		expect(change).toMatchObject({ before: null, price: 500 });
	});

	it('shows at most the limit, and still knows the price before the oldest shown', () => {
		const changes = priceChanges([revision(3, 1, { price: 3 }), revision(2, 1, { price: 2 }), revision(1, 1, { price: 1 })], 2);
		expect(changes.map((change) => [change.before, change.price])).toEqual([[2, 3], [1, 2]]);
	});

	it('names who by email when the account has no name, and nobody when unknown', () => {
		const [named, unknown] = priceChanges(
			[{ ...revision(2, 1, { price: 2 }), activity: { action: 'update', timestamp: 't', user: { first_name: null, last_name: null, email: 'sam@example.com' } } }, { ...revision(1, 1, { price: 1 }), activity: null }],
			10,
		);
		expect([named?.who, unknown?.who, unknown?.when]).toEqual(['sam@example.com', '', null]);
	});
});
