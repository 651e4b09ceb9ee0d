import { describe, expect, it } from 'vitest';
import { cartReducer } from './cart.ts';
import { EMPTY_SALE, saleOf, storedOf, type SaleInHand } from './sale-in-hand.ts';
import type { StoredSale } from './stored-sale.ts';
import { parkedItem, saleItem, tillKey, type TillStorage } from '../../lib/tills/kept-sales.ts';
import { keepParked, keepSale, moveSale, readKeptSale, readParked } from './till-storage.ts';

/** The browser's storage, as a map; `full` refuses every write, as a full storage does. */
function memoryStorage(full = false): TillStorage & { items: Map<string, string> } {
	const items = new Map<string, string>();
	return {
		items,
		getItem: (item) => items.get(item) ?? null,
		setItem: (item, value) => {
			if (full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
			items.set(item, value);
		},
		removeItem: (item) => void items.delete(item),
	};
}

const row = {
	id: 7,
	condition: 'NM',
	finish: 'foil',
	language: 'EN',
	edition: null,
	price: 499,
	quantity: 3,
	bin: null,
	barcode: null,
	card: {
		id: 1,
		name: 'Charizard ex',
		collector_number: '125',
		rarity: null,
		kind: 'single' as const,
		image: null,
		catalogue_picture: false,
	},
	set: { id: 1, code: 'OBF', name: 'Obsidian Flames' },
	game: { id: 1, name: 'Pokémon', code: 'PKM' },
};

/** A sale with everything a clerk types: a line with a typed quantity, a customer, a discount and tenders, some not reading. */
function rungUp(): SaleInHand {
	const cart = [{ type: 'add', row } as const, { type: 'typeQuantity', sku: 7, text: ' 2' } as const].reduce(
		cartReducer,
		EMPTY_SALE.cart,
	);
	return {
		...EMPTY_SALE,
		cart,
		customer: { id: 3, name: 'Robin', email: null, phone: '555' },
		discountKind: 'percent',
		discount: '10',
		tender: { cash: '20,5', card: '', credit: '1.999' },
	};
}

describe('tillKey', () => {
	it("keys a till by this browser's register, the signed-in user and the channel", () => {
		expect(tillKey({ till: 2, user: 'u-1', channel: 'counter' })).toBe('deckhand.till.2.u-1.counter');
		expect(tillKey({ till: null, user: 'u-1', channel: 'counter' })).toBe('deckhand.till.none.u-1.counter');
		expect(tillKey({ till: 2, user: 'u-1', channel: 'online' })).not.toBe(
			tillKey({ till: 2, user: 'u-2', channel: 'online' }),
		);
		expect(tillKey({ till: 1, user: 'u-1', channel: 'online' })).not.toBe(
			tillKey({ till: 2, user: 'u-1', channel: 'online' }),
		);
	});
});

describe('the sale kept in the browser', () => {
	const key = tillKey({ till: 1, user: 'u-1', channel: 'counter' });

	it('comes back exactly as typed, and is read again as the till read it', () => {
		const storage = memoryStorage();
		expect(keepSale(storage, key, storedOf(rungUp()))).toBe(true);
		const kept = readKeptSale(storage, key)!;
		expect(kept.tender).toEqual({ cash: '20,5', card: '', credit: '1.999' });
		expect([kept.discountKind, kept.discount, kept.lines[0]!.typed]).toEqual(['percent', '10', ' 2']);
		const back = saleOf(kept);
		expect(back.cart.lines).toEqual(rungUp().cart.lines);
		expect(back.cart.typed).toEqual({ 7: { text: ' 2', error: null } });
		expect(back.customer).toEqual(rungUp().customer);
	});

	it('keeps the key, what was sent with no answer and its attempt’s key, so the same sale can be sent again after a reload', () => {
		const storage = memoryStorage();
		const sale_key = '0b9c2f4e-6d1a-4c8e-9f3b-2a7d5e1c8b40';
		const attempt = '7d3f1a2b-9c4e-4f6a-8b1d-2e3c4a5b6c7d';
		const sent = {
			customer: 3,
			channel: 'counter' as const,
			lines: [{ sku: 7, quantity: 2 }],
			discount: { percent: 10 },
			payments: [{ method: 'cash' as const, amount: 2_050 }],
			complete: true,
			till: 1,
			sale_key,
		};
		keepSale(
			storage,
			key,
			storedOf({ ...rungUp(), sentAt: '2026-01-02T14:05:00.000Z', key: sale_key, sent, attempt }),
		);
		expect(saleOf(readKeptSale(storage, key)!)).toMatchObject({
			sentAt: '2026-01-02T14:05:00.000Z',
			key: sale_key,
			sent,
			attempt,
		});
	});

	it('reads a sale kept before sales had keys: it gets its key at its first send', () => {
		const storage = memoryStorage();
		const { key: _key, sent: _sent, attempt: _attempt, ...older } = storedOf(rungUp());
		storage.items.set(saleItem(key), JSON.stringify(older));
		expect(saleOf(readKeptSale(storage, key)!)).toMatchObject({
			key: null,
			sent: null,
			attempt: null,
			customer: rungUp().customer,
		});
	});

	it('is gone once the sale is done', () => {
		const storage = memoryStorage();
		keepSale(storage, key, storedOf(rungUp()));
		keepSale(storage, key, null);
		expect([readKeptSale(storage, key), storage.items.size]).toEqual([null, 0]);
	});

	it.each([
		['not JSON', '{"v":1,'],
		['another shape', JSON.stringify({ lines: 'Charizard' })],
		['an older shape', JSON.stringify({ ...storedOf(rungUp()), v: 0 })],
		[
			'a quantity the server refuses',
			JSON.stringify({ ...storedOf(rungUp()), lines: [{ ...storedOf(rungUp()).lines[0], quantity: 0 }] }),
		],
		[
			'the same SKU twice',
			JSON.stringify({
				...storedOf(rungUp()),
				lines: [storedOf(rungUp()).lines[0], storedOf(rungUp()).lines[0]],
			}),
		],
		['a key that is no UUID', JSON.stringify({ ...storedOf(rungUp()), key: 'sale-1' })],
	])('is dropped when it is %s, without a crash', (_what, text) => {
		const storage = memoryStorage();
		storage.items.set(saleItem(key), text);
		expect(readKeptSale(storage, key)).toBeNull();
		expect(storage.items.has(saleItem(key))).toBe(false);
	});

	it('says so when the browser does not keep it (storage full or none)', () => {
		expect(keepSale(memoryStorage(true), key, storedOf(rungUp()))).toBe(false);
		expect(keepSale(null, key, storedOf(rungUp()))).toBe(false);
		expect(readKeptSale(null, key)).toBeNull();
	});
});

describe('parked sales kept in the browser', () => {
	const key = tillKey({ till: 1, user: 'u-1', channel: 'counter' });
	const parked = (id: string) => ({ id, parkedAt: '2026-01-02T14:05:00.000Z', sale: storedOf(rungUp()) });

	it('keep every entry that reads and drop the ones that do not', () => {
		const storage = memoryStorage();
		storage.items.set(
			parkedItem(key),
			JSON.stringify([parked('a'), { id: 'b', parkedAt: 'yesterday', sale: {} }, parked('c')]),
		);
		expect(readParked(storage, key).map((entry) => entry.id)).toEqual(['a', 'c']);
		expect(JSON.parse(storage.items.get(parkedItem(key))!)).toHaveLength(2);
	});

	it('are an empty list when nothing reads, and no item when none is parked', () => {
		const storage = memoryStorage();
		storage.items.set(parkedItem(key), 'null,');
		expect(readParked(storage, key)).toEqual([]);
		keepParked(storage, key, [parked('a')]);
		keepParked(storage, key, []);
		expect(storage.items.size).toBe(0);
	});
});

describe('moveSale: the sale in hand follows the clerk to another channel', () => {
	const counter = tillKey({ till: 1, user: 'u-1', channel: 'counter' });
	const phone = tillKey({ till: 1, user: 'u-1', channel: 'phone' });
	const at = new Date('2026-01-02T14:05:00Z');
	const waiting: StoredSale = { ...storedOf(rungUp()), customer: null };

	it('moves it and parks the sale that was waiting there, so neither is lost', () => {
		const storage = memoryStorage();
		keepSale(storage, phone, waiting);
		expect(moveSale(storage, counter, phone, storedOf(rungUp()), at)).toEqual({ parkedWaiting: true });
		expect(readKeptSale(storage, phone)).toEqual(storedOf(rungUp()));
		expect(readKeptSale(storage, counter)).toBeNull();
		expect(readParked(storage, phone).map((entry) => entry.sale)).toEqual([waiting]);
	});

	it('leaves the other till as it is when there is no sale in hand, and changes nothing within one till', () => {
		const storage = memoryStorage();
		keepSale(storage, phone, waiting);
		expect(moveSale(storage, counter, phone, null, at)).toEqual({ parkedWaiting: false });
		expect(moveSale(storage, phone, phone, storedOf(rungUp()), at)).toEqual({ parkedWaiting: false });
		expect([readKeptSale(storage, phone), readParked(storage, phone)]).toEqual([waiting, []]);
	});
});
