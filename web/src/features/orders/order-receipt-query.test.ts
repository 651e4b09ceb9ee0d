import { describe, expect, it } from 'vitest';
import { receiptOfOrder, type StoredReceipt } from './order-receipt-query.ts';

const stored: StoredReceipt = {
	order: {
		number: 'D-000009',
		date_created: '2026-01-02T14:05:00.000Z',
		status: 'completed',
		subtotal: 2_000,
		discount: 0,
		tax: 165,
		total: 2_165,
		change_given: 335,
		customer: { name: 'Robin' },
		trade_in: null,
		user_created: { first_name: null, last_name: null, email: 'sam@shop.test' },
	},
	lines: [
		{
			id: 21,
			quantity: 2,
			unit_price: 1_000,
			line_total: 2_000,
			sku: {
				condition: 'NM',
				finish: 'foil',
				language: 'EN',
				card: { name: 'Charizard ex', collector_number: '125', set: { code: 'OBF' } },
			},
		},
	],
	payments: [{ id: 31, method: 'cash', amount: 2_165, till_session: { till: { name: 'Front counter' } } }],
	shop: {
		address: '1 Main St',
		receipt_header: null,
		receipt_footer: 'See you soon',
		currency: 'USD',
		tax_rate_bp: 825,
	},
	tradeIn: null,
	creditLeft: null,
};

describe('receiptOfOrder', () => {
	it('prints a stored order as the till printed it: who served at which till, lines in the till’s words, payments as kept, the change handed back', () => {
		expect(receiptOfOrder(stored)).toEqual({
			address: '1 Main St',
			header: null,
			footer: 'See you soon',
			currency: 'USD',
			number: 'D-000009',
			date: '2026-01-02T14:05:00.000Z',
			status: 'completed',
			customer: 'Robin',
			clerk: 'sam@shop.test',
			till: 'Front counter',
			lines: [
				{
					id: 21,
					name: 'Charizard ex',
					details: 'OBF 125 · NM · foil',
					quantity: 2,
					unitPrice: 1_000,
					lineTotal: 2_000,
				},
			],
			subtotal: 2_000,
			discount: 0,
			tax: 165,
			total: 2_165,
			taxRateBp: 825,
			payments: [{ id: 31, method: 'cash', amount: 2_165 }],
			changeGiven: 335,
			tradeIn: null,
			creditLeft: null,
		});
	});

	it('prints no clerk for an order no person took, and no till for one paid with none open', () => {
		const online = receiptOfOrder({
			...stored,
			order: { ...stored.order, user_created: null },
			payments: [{ id: 31, method: 'card', amount: 2_165, till_session: null }],
		});
		expect([online.clerk, online.till]).toEqual([null, null]);
		expect(
			receiptOfOrder({
				...stored,
				order: { ...stored.order, user_created: { first_name: 'Sam', last_name: 'Counter', email: 'x@y.z' } },
			}).clerk,
		).toBe('Sam Counter');
	});

	it('prints no rate beside the tax once the shop’s rate no longer gives it', () => {
		expect(receiptOfOrder({ ...stored, shop: { ...stored.shop, tax_rate_bp: 700 } }).taxRateBp).toBeNull();
	});
});
