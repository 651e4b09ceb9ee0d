import { describe, expect, it } from 'vitest';
import { saleItem, saleWaitsForTradeIn, tillKey } from './kept-sales.ts';

/** The browser's storage, as a map that lists its keys the way `Storage` does. */
function storageOf(items: Record<string, string>): Pick<Storage, 'length' | 'key' | 'getItem'> {
	const keys = Object.keys(items);
	return { length: keys.length, key: (index) => keys[index] ?? null, getItem: (key) => items[key] ?? null };
}

const counter = saleItem(tillKey({ till: 2, user: 'u-1', channel: 'counter' }));
const phone = saleItem(tillKey({ till: null, user: 'u-1', channel: 'phone' }));
const otherClerk = saleItem(tillKey({ till: 2, user: 'u-2', channel: 'counter' }));

describe('saleWaitsForTradeIn', () => {
	it("finds the person's kept sale whose trade-in is the buylist, on any till and channel", () => {
		expect(saleWaitsForTradeIn(7, 'u-1', storageOf({ [counter]: '{"tradeIn":7}' }))).toBe(true);
		expect(saleWaitsForTradeIn(7, 'u-1', storageOf({ [counter]: '{"tradeIn":3}', [phone]: '{"tradeIn":7}' }))).toBe(
			true,
		);
	});

	it("ignores another buylist, another clerk's sale, parked sales, unreadable items and a browser that keeps nothing", () => {
		expect(saleWaitsForTradeIn(7, 'u-1', storageOf({ [counter]: '{"tradeIn":8}' }))).toBe(false);
		expect(saleWaitsForTradeIn(7, 'u-1', storageOf({ [otherClerk]: '{"tradeIn":7}' }))).toBe(false);
		expect(saleWaitsForTradeIn(7, 'u-1', storageOf({ [`${counter}x`]: '{"tradeIn":7}' }))).toBe(false);
		expect(
			saleWaitsForTradeIn(7, 'u-1', storageOf({ 'deckhand.till.2.u-1.counter.parked': '[{"tradeIn":7}]' })),
		).toBe(false);
		expect(saleWaitsForTradeIn(7, 'u-1', storageOf({ [counter]: '{"tradeIn":' }))).toBe(false);
		expect(saleWaitsForTradeIn(7, 'u-1', null)).toBe(false);
	});
});
