import { describe, expect, it } from 'vitest';
import { receiptOfSale } from './sale-receipt.ts';

const settings = { address: '1 Main St', receipt_header: 'Open daily 10–18', receipt_footer: null, currency: 'USD', tax_rate_bp: 825, staff_discount_cap_percent: 10, credit_share_percent: 100 };
const order = {
	id: 9, number: 'D-000009', channel: 'counter' as const, status: 'completed' as const, subtotal: 2_000, discount: 0, tax: 165, total: 2_165, credit_applied: 0,
	date_created: '2026-01-02T14:05:00.000Z', paid: 2_165, change_due: 335,
	lines: [{ id: 21, sku: 7, quantity: 2, unit_price: 1_000, line_total: 2_000 }],
	payments: [{ id: 31, method: 'cash' as const, amount: 2_165 }],
	repeated: false,
};

describe('receiptOfSale', () => {
	it('prints the server’s figures with the cart’s names, the change handed back and the customer', () => {
		const line = { sku: 7, name: 'Charizard ex', details: 'OBF 125 · NM · foil', unitPrice: 999, onHand: 3, quantity: 2 };
		expect(receiptOfSale({ order, lines: [line], customer: { id: 1, name: 'Robin', email: null, phone: null } }, settings)).toEqual({
			address: '1 Main St', header: 'Open daily 10–18', footer: null, currency: 'USD', number: 'D-000009', date: order.date_created, status: 'completed', customer: 'Robin',
			lines: [{ id: 21, name: 'Charizard ex', details: 'OBF 125 · NM · foil', quantity: 2, unitPrice: 1_000, lineTotal: 2_000 }],
			subtotal: 2_000, discount: 0, tax: 165, total: 2_165, taxRateBp: 825, payments: order.payments, changeGiven: 335,
		});
	});
});
