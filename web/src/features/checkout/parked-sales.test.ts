import { describe, expect, it } from 'vitest';
import { discardParked, parkedLabel, parkedSize, parkedTime, parkSale, resumeSale } from './parked-sales.ts';
import type { StoredSale } from './stored-sale.ts';

const sale = (customer: string | null, ...lines: Array<[number, number, number]>): StoredSale => ({
	v: 1,
	lines: lines.map(([sku, unitPrice, quantity]) => ({
		sku,
		name: `Card ${sku}`,
		details: 'OBF 125 · NM',
		unitPrice,
		onHand: 9,
		quantity,
	})),
	customer: customer === null ? null : { id: 1, name: customer, email: null, phone: null },
	discountKind: 'amount',
	discount: '',
	tender: { cash: '', card: '', credit: '' },
	sentAt: null,
});
const at = new Date('2026-01-02T14:05:00Z');

describe('parked sales', () => {
	it('are put aside in order, each with an id of its own even within one millisecond', () => {
		const parked = parkSale(parkSale([], sale('Ann', [1, 100, 1]), at), sale(null, [2, 250, 2]), at);
		expect(parked.map((entry) => entry.sale.customer?.name ?? null)).toEqual(['Ann', null]);
		expect(new Set(parked.map((entry) => entry.id)).size).toBe(2);
		expect(parked[0]!.parkedAt).toBe('2026-01-02T14:05:00.000Z');
	});

	it('are named by the customer, or by the time they were parked', () => {
		const [ann, walkIn] = parkSale(parkSale([], sale('Ann', [1, 100, 1]), at), sale(null, [2, 250, 2]), at);
		expect(parkedLabel(ann!)).toBe('Ann');
		expect(parkedLabel(walkIn!)).toBe(`Walk-in, parked at ${parkedTime(walkIn!)}`);
		expect(parkedTime(walkIn!)).toMatch(/\d{1,2}.\d{2}/);
		expect(parkedSize(walkIn!)).toEqual({ copies: 2, subtotal: 500 });
	});

	it('resume into an empty till and leave the list', () => {
		const parked = parkSale([], sale('Ann', [1, 100, 1]), at);
		expect(resumeSale(parked, parked[0]!.id, null, at)).toEqual({ sale: sale('Ann', [1, 100, 1]), parked: [] });
	});

	it('resume into a busy till by parking the sale in hand first, never dropping it', () => {
		const parked = parkSale([], sale('Ann', [1, 100, 1]), at);
		const resumed = resumeSale(parked, parked[0]!.id, sale('Bo', [2, 250, 1]), new Date('2026-01-02T14:09:00Z'))!;
		expect(resumed.sale.customer?.name).toBe('Ann');
		expect(resumed.parked.map((entry) => [entry.sale.customer?.name, entry.parkedAt])).toEqual([
			['Bo', '2026-01-02T14:09:00.000Z'],
		]);
	});

	it('answer nothing for a sale no longer parked (resumed in another tab), and discard only the one asked', () => {
		const parked = parkSale(parkSale([], sale('Ann', [1, 100, 1]), at), sale('Bo', [2, 250, 1]), at);
		expect(resumeSale(parked, 'gone', null, at)).toBeNull();
		expect(discardParked(parked, parked[0]!.id).map((entry) => entry.sale.customer?.name)).toEqual(['Bo']);
	});
});
