import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findViolations } from '../../server/extensions/deckhand/src/books/invariants.ts';
import { openTestTill } from '../harness/tills.ts';
import { callers, firstError, type Caller } from '../harness/api.ts';
import { openStoreCredit, openTestDb, saleBooks } from '../harness/books.ts';
import { createSku, skuState } from '../harness/fixtures.ts';

let admin: Caller;
let staff: Caller;
let anonymous: Caller;
let db: Knex;
/** This file's till, open: every sale is rung up on it. */
let till: number;

beforeAll(async () => {
	({ admin, staff, anonymous } = await callers());
	db = openTestDb();
	till = await openTestTill(admin);
	// The figures below are worked out for the default settings: tax 8.25 %, staff discount cap 10 %.
	const settings = await admin.get('/items/shop_settings?fields=tax_rate_bp,staff_discount_cap_percent,currency');
	expect(settings.body.data).toEqual({ tax_rate_bp: 825, staff_discount_cap_percent: 10, currency: 'USD' });
});
afterAll(async () => {
	await db.destroy();
});

const checkout = (caller: Caller, body: object) => caller.request('POST', '/deckhand/checkout', { till, ...body });

async function createCustomer(name = `Test customer ${Date.now()}`): Promise<number> {
	const response = await admin.request('POST', '/items/customers', { name });
	expect(response.status, JSON.stringify(response.body)).toBe(200);
	return response.body.data.id;
}

async function creditOf(customer: number) {
	const rows = await db('credit_ledger').where('customer', customer).orderBy('id');
	return { balance: rows.reduce((sum, row) => sum + Number(row.amount), 0), rows };
}

/** Sends a checkout that must be refused, and checks the answer and that not one row moved. */
async function expectRefused(
	caller: Caller,
	body: object,
	status: number,
	code: string,
	extensions: Record<string, unknown> = {},
) {
	const before = await saleBooks(db);
	const response = await checkout(caller, body);
	expect(response.status, JSON.stringify(response.body)).toBe(status);
	expect(firstError(response.body).extensions).toMatchObject({ code, ...extensions });
	expect(await saleBooks(db)).toEqual(before);
	return firstError(response.body).message;
}

describe('POST /deckhand/checkout: a counter sale', () => {
	it('completes a cash sale at once: order, lines, cost snapshot, stock movement, payment net of change, one event', async () => {
		const { sku } = await createSku(admin, { price: 1_000, stock: 3 });
		expect((await admin.request('POST', '/items/sku_costs', { sku, unit_cost: 420 })).status).toBe(200);

		const response = await checkout(staff, {
			channel: 'counter',
			lines: [{ sku, quantity: 2 }],
			payments: [{ method: 'cash', amount: 2_500 }],
			complete: true,
		});
		expect(response.status, JSON.stringify(response.body)).toBe(200);
		const order = response.body.data;
		// 2 × 10.00 = 20.00; tax 8.25 % = 1.65; total 21.65; 25.00 tendered, 3.35 back.
		expect(order).toMatchObject({
			channel: 'counter',
			status: 'completed',
			customer: null,
			subtotal: 2_000,
			discount: 0,
			tax: 165,
			total: 2_165,
			credit_applied: 0,
			paid: 2_165,
			change_due: 335,
		});
		expect(order.number).toBe(`D-${String(order.id).padStart(6, '0')}`);
		expect(order.lines).toEqual([
			expect.objectContaining({ sku, quantity: 2, unit_price: 1_000, line_total: 2_000 }),
		]);
		expect(order.payments).toEqual([expect.objectContaining({ method: 'cash', amount: 2_165 })]);
		expect(order.events).toEqual([expect.objectContaining({ from_status: null, to_status: 'completed' })]);

		// What the server stored is what it answered.
		const stored = await admin.get(
			`/items/orders/${order.id}?fields=number,status,total,change_given,user_created.email,lines.unit_price,payments.method,payments.amount,events.to_status`,
		);
		expect(stored.body.data).toEqual({
			number: order.number,
			status: 'completed',
			total: 2_165,
			// The change handed back is kept, so the receipt can be printed again with "Cash tendered 25.00, Change 3.35".
			change_given: 335,
			user_created: { email: 'staff@deckhand.example.com' },
			lines: [{ unit_price: 1_000 }],
			payments: [{ method: 'cash', amount: 2_165 }],
			events: [{ to_status: 'completed' }],
		});
		const movements = await admin.get(
			`/items/stock_movements?filter[order][_eq]=${order.id}&fields=sku,delta,reason`,
		);
		expect(movements.body.data).toEqual([{ sku, delta: -2, reason: 'sale' }]);
		expect(await skuState(admin, sku)).toMatchObject({ quantity: 1, delta: 1 });
		const cost = await admin.get(
			`/items/order_line_costs?filter[order_line][_eq]=${order.lines[0].id}&fields=unit_cost`,
		);
		expect(cost.body.data).toEqual([{ unit_cost: 420 }]);
	});

	it('keeps the price of the moment: a later price change does not touch the sold line', async () => {
		const { sku } = await createSku(admin, { price: 700, stock: 2 });
		const sold = await checkout(staff, { channel: 'counter', lines: [{ sku, quantity: 1 }] });
		expect(sold.status, JSON.stringify(sold.body)).toBe(200);
		const repriced = await admin.request('POST', '/deckhand/prices/set', { sku, price: 900 });
		expect(repriced.status, JSON.stringify(repriced.body)).toBe(200);
		expect((await skuState(admin, sku)).price).toBe(900);
		const line = await admin.get(`/items/order_lines/${sold.body.data.lines[0].id}?fields=unit_price,line_total`);
		expect(line.body.data).toEqual({ unit_price: 700, line_total: 700 });
	});

	it('writes no cost row for a SKU that has no cost yet', async () => {
		const { sku } = await createSku(admin, { price: 500, stock: 1 });
		const sold = await checkout(staff, { channel: 'counter', lines: [{ sku, quantity: 1 }] });
		expect(sold.status).toBe(200);
		expect(
			(await admin.get(`/items/order_line_costs?filter[order_line][_eq]=${sold.body.data.lines[0].id}`)).body
				.data,
		).toEqual([]);
	});

	it('is paid (not completed) when paid in full without complete, open when not paid, open with a deposit', async () => {
		const { sku } = await createSku(admin, { price: 1_000, stock: 5 });
		const paid = await checkout(staff, {
			channel: 'counter',
			lines: [{ sku, quantity: 1 }],
			payments: [{ method: 'card', amount: 1_083 }],
		});
		expect(paid.body.data).toMatchObject({
			status: 'paid',
			total: 1_083,
			events: [expect.objectContaining({ from_status: null, to_status: 'paid' })],
		});
		const open = await checkout(staff, {
			channel: 'online',
			customer: await createCustomer(),
			lines: [{ sku, quantity: 1 }],
		});
		expect(open.body.data).toMatchObject({
			status: 'open',
			payments: [],
			events: [expect.objectContaining({ to_status: 'open' })],
		});
		const deposit = await checkout(admin, {
			channel: 'phone',
			lines: [{ sku, quantity: 1 }],
			payments: [{ method: 'card', amount: 500 }],
		});
		expect(deposit.body.data).toMatchObject({
			status: 'open',
			paid: 500,
			payments: [expect.objectContaining({ method: 'card', amount: 500 })],
		});
	});

	it('gives every order its own number', async () => {
		const { sku } = await createSku(admin, { price: 100, stock: 3 });
		const numbers = [];
		for (let i = 0; i < 3; i++)
			numbers.push(
				(await checkout(staff, { channel: 'counter', lines: [{ sku, quantity: 1 }] })).body.data.number,
			);
		expect(new Set(numbers).size).toBe(3);
		expect(numbers.every((number) => /^D-\d{6,}$/.test(number))).toBe(true);
	});
});

describe('money: tax on the discounted amount, rounded half up to the cent', () => {
	it('taxes exactly half a cent upwards: 8.25 % of 10.00 is 0.825 → 0.83', async () => {
		const { sku } = await createSku(admin, { price: 1_000, stock: 1 });
		const response = await checkout(staff, { channel: 'counter', lines: [{ sku, quantity: 1 }] });
		expect(response.body.data).toMatchObject({ subtotal: 1_000, discount: 0, tax: 83, total: 1_083 });
	});

	it('takes a percentage discount (half up) before tax: 2 × 4.99 + 12.50, 10 % off', async () => {
		const a = await createSku(admin, { price: 499, stock: 2 });
		const b = await createSku(admin, { price: 1_250, stock: 1 });
		const response = await checkout(staff, {
			channel: 'counter',
			lines: [
				{ sku: a.sku, quantity: 2 },
				{ sku: b.sku, quantity: 1 },
			],
			discount: { percent: 10 },
		});
		// 22.48; 10 % = 2.248 → 2.25; 20.23 × 8.25 % = 1.668975 → 1.67; total 21.90.
		expect(response.body.data).toMatchObject({ subtotal: 2_248, discount: 225, tax: 167, total: 2_190 });
	});

	it('taxes the discounted amount, not the subtotal: 10.00 − 1.00 → tax 0.74', async () => {
		const { sku } = await createSku(admin, { price: 1_000, stock: 1 });
		const response = await checkout(staff, {
			channel: 'counter',
			lines: [{ sku, quantity: 1 }],
			discount: { amount: 100 },
		});
		expect(response.body.data).toMatchObject({ subtotal: 1_000, discount: 100, tax: 74, total: 974 });
	});
});

describe('discounts: staff up to the cap, administrators up to the subtotal', () => {
	it('lets staff give exactly the cap (10 % of 10.05 = 1.01) and refuses 1.02 with DISCOUNT_TOO_LARGE, changing nothing', async () => {
		const { sku } = await createSku(admin, { price: 1_005, stock: 2 });
		const allowed = await checkout(staff, {
			channel: 'counter',
			lines: [{ sku, quantity: 1 }],
			discount: { amount: 101 },
		});
		expect(allowed.status).toBe(200);
		const message = await expectRefused(
			staff,
			{ channel: 'counter', lines: [{ sku, quantity: 1 }], discount: { amount: 102 } },
			400,
			'DISCOUNT_TOO_LARGE',
			{
				field: 'discount',
				max: 101,
				cap_percent: 10,
			},
		);
		expect(message).toBe(
			'Staff may give at most 10 % off ($1.01 on this sale), not $1.02; ask an administrator for a larger discount.',
		);
		await expectRefused(
			staff,
			{ channel: 'counter', lines: [{ sku, quantity: 1 }], discount: { percent: 11 } },
			400,
			'DISCOUNT_TOO_LARGE',
			{ field: 'discount', max: 101, cap_percent: 10 },
		);
	});

	it('names the staff cap, not the subtotal, when staff ask for more than the whole sale', async () => {
		const { sku } = await createSku(admin, { price: 2_000, stock: 2 });
		const message = await expectRefused(
			staff,
			{ channel: 'counter', lines: [{ sku, quantity: 1 }], discount: { amount: 3_000 } },
			400,
			'DISCOUNT_TOO_LARGE',
			{ field: 'discount', max: 200, cap_percent: 10 },
		);
		expect(message).toBe(
			'Staff may give at most 10 % off ($2.00 on this sale), not $30.00; ask an administrator for a larger discount.',
		);
	});

	it('lets an administrator give 50 %, and refuses a discount above the subtotal', async () => {
		const { sku } = await createSku(admin, { price: 2_000, stock: 2 });
		const half = await checkout(admin, {
			channel: 'counter',
			lines: [{ sku, quantity: 1 }],
			discount: { percent: 50 },
		});
		expect(half.body.data).toMatchObject({ subtotal: 2_000, discount: 1_000, tax: 83, total: 1_083 });
		const message = await expectRefused(
			admin,
			{ channel: 'counter', lines: [{ sku, quantity: 1 }], discount: { amount: 2_001 } },
			400,
			'DISCOUNT_TOO_LARGE',
			{ field: 'discount', max: 2_000 },
		);
		expect(message).toBe('The discount of $20.01 is more than the subtotal of $20.00.');
	});
});

describe('store credit', () => {
	it('pays part of a sale from credit: ledger row (order_payment, negative, balance after), credit applied, rest in cash', async () => {
		const customer = await createCustomer('Credit Customer');
		await openStoreCredit(db, customer, 1_500);
		const { sku } = await createSku(admin, { price: 2_000, stock: 1 });
		const response = await checkout(staff, {
			channel: 'counter',
			customer,
			lines: [{ sku, quantity: 1 }],
			payments: [
				{ method: 'credit', amount: 1_000 },
				{ method: 'cash', amount: 2_000 },
			],
			complete: true,
		});
		expect(response.status, JSON.stringify(response.body)).toBe(200);
		const order = response.body.data;
		expect(order).toMatchObject({ status: 'completed', total: 2_165, credit_applied: 1_000, change_due: 835 });
		expect(order.payments.map((p: any) => [p.method, p.amount])).toEqual([
			['credit', 1_000],
			['cash', 1_165],
		]);
		const { balance, rows } = await creditOf(customer);
		expect(balance).toBe(500);
		expect(rows.at(-1)).toMatchObject({
			amount: -1_000,
			reason: 'order_payment',
			order: order.id,
			balance_after: 500,
			note: `Payment for order ${order.number}`,
		});
	});

	it('refuses more credit than the balance with INSUFFICIENT_CREDIT naming the balance, changing nothing', async () => {
		const customer = await createCustomer('Short Credit');
		await openStoreCredit(db, customer, 500);
		const { sku } = await createSku(admin, { price: 2_000, stock: 1 });
		const message = await expectRefused(
			staff,
			{
				channel: 'counter',
				customer,
				lines: [{ sku, quantity: 1 }],
				payments: [{ method: 'credit', amount: 600 }],
			},
			409,
			'INSUFFICIENT_CREDIT',
			{ field: 'payments', customer, balance: 500, requested: 600 },
		);
		expect(message).toBe('Short Credit has $5.00 of store credit, less than the $6.00 asked.');
		expect((await skuState(admin, sku)).quantity).toBe(1);
	});

	it('refuses credit for a customer who has none, credit above the total, and credit for a walk-in', async () => {
		const customer = await createCustomer();
		const { sku } = await createSku(admin, { price: 1_000, stock: 1 });
		await expectRefused(
			staff,
			{
				channel: 'counter',
				customer,
				lines: [{ sku, quantity: 1 }],
				payments: [{ method: 'credit', amount: 1 }],
			},
			409,
			'INSUFFICIENT_CREDIT',
			{ balance: 0 },
		);
		await openStoreCredit(db, customer, 5_000);
		const above = await expectRefused(
			staff,
			{
				channel: 'counter',
				customer,
				lines: [{ sku, quantity: 1 }],
				payments: [{ method: 'credit', amount: 1_084 }],
			},
			400,
			'VALIDATION_FAILED',
			{
				field: 'payments',
				max: 1_083,
			},
		);
		expect(above).toBe('Store credit of $10.84 is more than the total of $10.83.');
		await expectRefused(
			staff,
			{ channel: 'counter', lines: [{ sku, quantity: 1 }], payments: [{ method: 'credit', amount: 100 }] },
			400,
			'VALIDATION_FAILED',
			{ field: 'customer' },
		);
	});
});

describe('refusals leave no trace', () => {
	it('refuses a sale of more copies than are in stock with OUT_OF_STOCK naming the card, and puts back the lines already taken', async () => {
		const first = await createSku(admin, { price: 300, stock: 5 });
		const charizard = await createSku(admin, { price: 5_000, stock: 2, name: 'Charizard ex' });
		const message = await expectRefused(
			staff,
			{
				channel: 'counter',
				lines: [
					{ sku: first.sku, quantity: 1 },
					{ sku: charizard.sku, quantity: 3 },
				],
			},
			409,
			'OUT_OF_STOCK',
			{ sku: charizard.sku, available: 2, requested: 3, field: 'lines[1].quantity' },
		);
		expect(message).toBe('Only 2 of Charizard ex (NM) left.');
		expect((await skuState(admin, first.sku)).quantity).toBe(5);
	});

	it('refuses an unpriced SKU naming the line: it must be priced before it is sold', async () => {
		const { sku } = await createSku(admin, { price: null, stock: 4, name: 'Unpriced promo' });
		const message = await expectRefused(
			staff,
			{ channel: 'counter', lines: [{ sku, quantity: 1 }] },
			400,
			'VALIDATION_FAILED',
			{ field: 'lines[0].sku' },
		);
		expect(message).toBe(
			'Line 1: Unpriced promo (NM) has no price yet; an administrator must price it before it is sold.',
		);
	});

	it('refuses an unknown SKU and an unknown customer', async () => {
		const { sku } = await createSku(admin, { price: 100, stock: 1 });
		await expectRefused(
			staff,
			{
				channel: 'counter',
				lines: [
					{ sku, quantity: 1 },
					{ sku: 99_999_999, quantity: 1 },
				],
			},
			400,
			'VALIDATION_FAILED',
			{ field: 'lines[1].sku' },
		);
		await expectRefused(
			staff,
			{ channel: 'counter', customer: 99_999_999, lines: [{ sku, quantity: 1 }] },
			400,
			'VALIDATION_FAILED',
			{ field: 'customer' },
		);
	});

	it.each([
		[{ lines: [{ quantity: 0 }] }, 'lines[0].quantity', 'from 1 to 999', { min: 1, max: 999 }],
		[{ lines: [{ quantity: 1_000 }] }, 'lines[0].quantity', 'from 1 to 999', { min: 1, max: 999 }],
		[{ lines: [{ quantity: 1.5 }] }, 'lines[0].quantity', 'whole number', {}],
		[{ lines: [] }, 'lines', 'from 1 to 200', { min: 1, max: 200 }],
		[{ channel: 'market' }, 'channel', 'counter, online, phone', {}],
		[{ discount: { percent: 101 } }, 'discount.percent', 'from 0 to 100', { min: 0, max: 100 }],
		[{ discount: { amount: 10, percent: 10 } }, 'discount', 'not both', {}],
		[{ payments: [{ method: 'cheque', amount: 100 }] }, 'payments[0].method', 'cash, card, credit', {}],
		[{ payments: [{ method: 'cash', amount: 0 }] }, 'payments[0].amount', 'from 1 to', { min: 1 }],
		[{ payments: [{ method: 'card', amount: 5_000 }] }, 'payments', 'only cash can be more', { max: 1_083 }],
		[
			{ payments: [{ method: 'cash', amount: 500 }], complete: true },
			'complete',
			'$5.83 of $10.83 is still to pay',
			{},
		],
		[{ channel: 'online', complete: true }, 'complete', 'Only a counter sale', {}],
	])('refuses %j with VALIDATION_FAILED on %s', async (change, field, bound, bounds) => {
		const { sku } = await createSku(admin, { price: 1_000, stock: 3 });
		const lines = (change as { lines?: Array<Record<string, unknown>> }).lines?.map((line) => ({
			sku,
			...line,
		})) ?? [{ sku, quantity: 1 }];
		const message = await expectRefused(staff, { channel: 'counter', ...change, lines }, 400, 'VALIDATION_FAILED', {
			field,
			...bounds,
		});
		expect(message).toContain(bound);
		expect((await skuState(admin, sku)).quantity).toBe(3);
	});

	it('refuses a visitor who is not signed in', async () => {
		const { sku } = await createSku(admin, { price: 100, stock: 1 });
		await expectRefused(anonymous, { channel: 'counter', lines: [{ sku, quantity: 1 }] }, 401, 'FORBIDDEN');
	});

	it('refuses writing payments through the items API, even for an administrator', async () => {
		const before = await saleBooks(db);
		const response = await admin.request('POST', '/items/order_payments', {
			order: 1,
			method: 'cash',
			amount: 100,
		});
		expect(response.status).toBe(403);
		expect(firstError(response.body).extensions.code).toBe('FORBIDDEN');
		expect(await saleBooks(db)).toEqual(before);
	});

	it('lets staff read payments, never costs', async () => {
		expect((await staff.get('/items/order_payments?limit=1')).status).toBe(200);
		expect((await staff.get('/items/order_line_costs?limit=1')).status).toBe(403);
	});
});

describe('the books after all these sales', () => {
	it('keep every invariant: stock = Σ movements ≥ 0, balance = Σ ledger ≥ 0, totals = lines, lines and events on every order', async () => {
		expect(await findViolations(db)).toEqual({});
	});

	it('never keep more in payments than an order is worth', async () => {
		const over = await db('orders as o')
			.join(
				db('order_payments').select('order').sum({ paid: 'amount' }).groupBy('order').as('p'),
				'p.order',
				'o.id',
			)
			.select('o.id')
			.whereRaw('p.paid > o.total');
		expect(over).toEqual([]);
	});
});
