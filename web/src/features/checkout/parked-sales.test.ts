import { describe, expect, it } from 'vitest';
import type { ParkedSaleEntry } from '@deckhand/contract/parked-sales/parked-sale.ts';
import { parkedContentOf, parkedLabel, parkedTime, storedOfParked, takesParkedCopies } from './parked-sales.ts';
import type { StoredSale } from './stored-sale.ts';

const sale: StoredSale = {
	v: 1,
	lines: [{ sku: 7, name: 'Card 7', details: 'OBF 125 · NM', unitPrice: 250, onHand: 3, quantity: 2, typed: '2' }],
	customer: { id: 1, name: 'Ann', email: null, phone: null },
	discountKind: 'percent',
	discount: '10',
	tender: { cash: '5', card: '', credit: '' },
	sentAt: '2026-01-02T14:05:00.000Z',
	key: '0b9c2f4e-6d1a-4c8e-9f3b-2a7d5e1c8b40',
	sent: null,
	attempt: '1c9c2f4e-6d1a-4c8e-9f3b-2a7d5e1c8b40',
	tradeIn: 4,
};

const entry = (customer: string | null): ParkedSaleEntry => ({
	id: 1,
	parked_at: '2026-01-02T14:05:00.000Z',
	parked_by: { id: 'u', name: 'Kim' },
	till: null,
	customer,
	lines: 1,
	copies: 2,
	subtotal: 500,
});

describe('parked sales', () => {
	it('are named by the customer, or by the time they were parked', () => {
		expect(parkedLabel(entry('Ann'))).toBe('Ann');
		expect(parkedLabel(entry(null))).toBe(`Walk-in, parked at ${parkedTime(entry(null))}`);
		expect(parkedTime(entry(null))).toMatch(/\d{1,2}.\d{2}/);
	});

	it('keep what was typed and the key, and come back as a sale never sent', () => {
		const content = parkedContentOf(sale);
		expect(content).toEqual({
			lines: sale.lines,
			customer: sale.customer,
			discountKind: 'percent',
			discount: '10',
			tender: sale.tender,
			key: sale.key,
			tradeIn: 4,
		});
		expect(storedOfParked(content)).toEqual({ ...sale, sentAt: null, attempt: null });
	});

	it('are said at a line only when it and the parked sales want more copies than are on hand', () => {
		expect(takesParkedCopies({ onHand: 1, quantity: 1 }, 1)).toBe(true);
		expect(takesParkedCopies({ onHand: 3, quantity: 2 }, 1)).toBe(false);
		expect(takesParkedCopies({ onHand: 3, quantity: 3 }, 1)).toBe(true);
		expect(takesParkedCopies({ onHand: 1, quantity: 1 }, 0)).toBe(false);
	});
});
