import { describe, expect, it } from 'vitest';
import type { BuylistView } from '@deckhand/contract/buylists/buylist-view.ts';
import type { Sale } from '@deckhand/contract/checkout/sale.ts';
import { receiptOfSale } from './sale-receipt.ts';

const settings = {
	address: '1 Main St',
	receipt_header: 'Open daily 10–18',
	receipt_footer: null,
	currency: 'USD',
	tax_rate_bp: 825,
	staff_discount_cap_percent: 10,
	credit_share_percent: 100,
};
const order: Sale = {
	id: 9,
	number: 'D-000009',
	customer: 1,
	channel: 'counter',
	status: 'completed',
	subtotal: 2_000,
	discount: 0,
	tax: 165,
	total: 2_165,
	credit_applied: 0,
	change_given: 335,
	tracking_number: null,
	user_created: null,
	sale_key: null,
	date_created: '2026-01-02T14:05:00.000Z',
	paid: 2_165,
	change_due: 335,
	lines: [{ id: 21, order: 9, sku: 7, quantity: 2, unit_price: 1_000, line_total: 2_000 }],
	payments: [
		{
			id: 31,
			order: 9,
			method: 'cash',
			amount: 2_165,
			till_session: 3,
			user_created: null,
			date_created: '2026-01-02T14:05:00.000Z',
		},
	],
	cash: [],
	till_session: 3,
	events: [],
	trade_in: null,
	repeated: false,
};

describe('receiptOfSale', () => {
	it('prints the server’s figures with the cart’s names, the change handed back and the customer', () => {
		const line = {
			sku: 7,
			name: 'Charizard ex',
			details: 'OBF 125 · NM · foil',
			unitPrice: 999,
			onHand: 3,
			quantity: 2,
		};
		expect(
			receiptOfSale(
				{ order, lines: [line], customer: { id: 1, name: 'Robin', email: null, phone: null } },
				{ clerk: 'Sam Counter', till: 'Front counter' },
				settings,
				null,
			),
		).toEqual({
			address: '1 Main St',
			header: 'Open daily 10–18',
			footer: null,
			currency: 'USD',
			number: 'D-000009',
			date: order.date_created,
			status: 'completed',
			customer: 'Robin',
			clerk: 'Sam Counter',
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
			payments: order.payments,
			changeGiven: 335,
			tradeIn: null,
			creditLeft: null,
		});
	});

	it('prints the trade-in the sale completed (the cards taken, credit per copy, its credit) and the credit kept', () => {
		const receipt = receiptOfSale(
			{
				order: { ...order, trade_in: TRADE_IN },
				lines: [],
				customer: { id: 1, name: 'Robin', email: null, phone: null },
			},
			{ clerk: 'Sam Counter', till: 'Front counter' },
			settings,
			415,
		);
		expect([receipt.clerk, receipt.till]).toEqual(['Sam Counter', 'Front counter']);
		expect(receipt.tradeIn).toEqual({
			number: 'B-000012',
			lines: [
				{ id: 5, name: 'Pikachu', details: 'SV1 25 · NM', quantity: 3, creditUnit: 600, lineCredit: 1_800 },
				{
					id: 6,
					name: 'Mew ex',
					details: 'MEW 151 · LP · foil · JA',
					quantity: 2,
					creditUnit: 450,
					lineCredit: 900,
				},
			],
			credit: 2_700,
		});
		expect(receipt.creditLeft).toBe(415);
	});

	it('prints a trade-in whose offers are withheld with its copies and its credit, never a made-up figure', () => {
		const withheld: BuylistView = {
			...TRADE_IN,
			offers_withheld: true,
			lines: TRADE_IN.lines.map((taken) => ({
				...taken,
				credit_unit: null,
				line_credit: null,
				offer_unit: null,
				line_total: null,
			})),
		};
		const receipt = receiptOfSale(
			{ order: { ...order, trade_in: withheld }, lines: [], customer: null },
			{ clerk: null, till: 'Front counter' },
			settings,
			415,
		);
		expect(receipt.tradeIn).toEqual({
			number: 'B-000012',
			lines: [
				{ id: 5, name: 'Pikachu', details: 'SV1 25 · NM', quantity: 3, creditUnit: null, lineCredit: null },
				{
					id: 6,
					name: 'Mew ex',
					details: 'MEW 151 · LP · foil · JA',
					quantity: 2,
					creditUnit: null,
					lineCredit: null,
				},
			],
			credit: 2_700,
		});
		// Paid by no till (nothing to pay after the trade-in): no till is printed, as the order prints it again.
		expect(
			receiptOfSale(
				{ order: { ...order, payments: [], till_session: null }, lines: [], customer: null },
				{ clerk: null, till: 'Front counter' },
				settings,
				null,
			).till,
		).toBeNull();
	});
});

const line = (
	id: number,
	card: { name: string; set_code: string; collector_number: string },
	more: Partial<BuylistView['lines'][number]>,
): BuylistView['lines'][number] => ({
	id,
	card: { id: id * 10, set_name: card.set_code, image: null, ...card },
	condition: 'NM',
	finish: 'normal',
	language: 'EN',
	quantity: 1,
	buy_quantity: 1,
	sku: null,
	held: 0,
	price_basis: null,
	price_from: null,
	market: null,
	hot_percent: null,
	cash_unit: null,
	credit_unit: 0,
	line_cash: 0,
	line_credit: 0,
	overridden: false,
	rule: null,
	offer_unit: null,
	line_total: null,
	...more,
});
/** A trade-in completed for credit with a sale: two lines taken (one cut by the not-buying list is not printed). */
const TRADE_IN: BuylistView = {
	id: 12,
	number: 'B-000012',
	status: 'completed',
	customer: { id: 1, name: 'Robin', credit_balance: 415 },
	payout_method: 'credit',
	total_cash: 1_800,
	total_credit: 2_700,
	total_offer: 2_700,
	till_session: null,
	user_created: null,
	date_created: '2026-11-24T10:00:00.000Z',
	staff_limit: 10_000,
	offers_withheld: false,
	hold: null,
	completion_held: null,
	order: { id: 9, number: 'D-000009' },
	events: [],
	lines: [
		line(
			5,
			{ name: 'Pikachu', set_code: 'SV1', collector_number: '25' },
			{ quantity: 3, buy_quantity: 3, credit_unit: 600, line_credit: 1_800, offer_unit: 600, line_total: 1_800 },
		),
		line(
			6,
			{ name: 'Mew ex', set_code: 'MEW', collector_number: '151' },
			{
				condition: 'LP',
				finish: 'foil',
				language: 'JA',
				quantity: 2,
				buy_quantity: 2,
				credit_unit: 450,
				line_credit: 900,
				offer_unit: 450,
				line_total: 900,
			},
		),
		line(
			7,
			{ name: 'Bulk Energy', set_code: 'SV1', collector_number: '200' },
			{ quantity: 40, buy_quantity: 0, rule: 'not_buying' },
		),
	],
};
