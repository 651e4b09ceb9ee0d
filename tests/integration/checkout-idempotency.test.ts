import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findViolations } from '../../server/extensions/deckhand/src/books/invariants.ts';
import { firstError, type Caller } from '../harness/api.ts';
import { openStoreCredit, saleBooks } from '../harness/books.ts';
import { createSku, skuState } from '../harness/fixtures.ts';
import { openTestTill } from '../harness/tills.ts';
import { openShop } from '../harness/shop.ts';

/**
 * A sale sent twice is recorded once: the till gives each sale a key (`sale_key`), and a request
 * whose key an order holds answers that order instead of selling again, or is refused when the
 * key is someone else's or names another sale. Every figure below is worked out for the default
 * settings (tax 8.25 %).
 */
let admin: Caller;
let staff: Caller;
let db: Knex;
/** This file's till, open: every cash sale is rung up on it. */
let till: number;

beforeAll(async () => {
	({ admin, staff, db } = await openShop());
	till = await openTestTill(admin);
});
afterAll(() => db.destroy());

const checkout = (caller: Caller, body: object) => caller.request('POST', '/deckhand/checkout', { till, ...body });

/** A cash sale of 2 copies at 10.00 (21.65 with tax), 25.00 tendered: 3.35 change. */
const cashSale = (sku: number, sale_key: string) => ({
	sale_key,
	channel: 'counter',
	lines: [{ sku, quantity: 2 }],
	payments: [{ method: 'cash', amount: 2_500 }],
	complete: true,
});

/** What the books hold of one order: its rows in every table a sale writes. */
async function booksOf(order: number) {
	const count = async (table: string, column = 'order') =>
		Number((await db(table).where(column, order).count({ n: '*' }).first())?.['n']);
	return {
		orders: Number((await db('orders').where('id', order).count({ n: '*' }).first())?.['n']),
		lines: await count('order_lines'),
		movements: await count('stock_movements'),
		payments: await count('order_payments'),
		cash: await count('cash_movements'),
		credit: await count('credit_ledger'),
		events: await count('order_events'),
	};
}

/** Sends a checkout that must be refused, and checks the answer and that not one row moved. */
async function expectRefused(caller: Caller, body: object, status: number, code: string, field: string) {
	const before = await saleBooks(db);
	const response = await checkout(caller, body);
	expect(response.status, JSON.stringify(response.body)).toBe(status);
	expect(firstError(response.body).extensions).toMatchObject({ code, field });
	expect(await saleBooks(db)).toEqual(before);
	return firstError(response.body);
}

describe('POST /deckhand/checkout with a sale key', () => {
	it('records a sale sent twice once, and answers the second time with the order recorded, saying it is a repeat', async () => {
		const { sku } = await createSku(admin, { price: 1_000, stock: 5 });
		const key = randomUUID();
		const first = await checkout(staff, cashSale(sku, key));
		expect(first.status, JSON.stringify(first.body)).toBe(200);
		expect(first.body.data).toMatchObject({
			status: 'completed',
			total: 2_165,
			paid: 2_165,
			change_due: 335,
			sale_key: key,
			repeated: false,
		});
		const after = await saleBooks(db);

		const again = await checkout(staff, cashSale(sku, key));
		expect(again.status, JSON.stringify(again.body)).toBe(200);
		// The same answer, read back from the books: lines, payments, cash, events and the change, so the till prints the same receipt.
		expect(again.body.data).toEqual({ ...first.body.data, repeated: true });
		expect(await saleBooks(db)).toEqual(after);
		expect(await booksOf(first.body.data.id)).toEqual({
			orders: 1,
			lines: 1,
			movements: 1,
			payments: 1,
			cash: 2,
			credit: 0,
			events: 1,
		});
		expect(await skuState(admin, sku)).toMatchObject({ quantity: 3, movements: 2, delta: 3 });
	});

	it('takes store credit once: a repeat neither spends the balance again nor writes a ledger row', async () => {
		const { sku } = await createSku(admin, { price: 1_000, stock: 2 });
		const customer = (await admin.ok('POST', '/items/customers', { name: `Repeat customer ${Date.now()}` })).id;
		await openStoreCredit(db, customer, 5_000);
		const sale = {
			sale_key: randomUUID(),
			channel: 'counter',
			customer,
			lines: [{ sku, quantity: 1 }],
			payments: [{ method: 'credit', amount: 1_083 }],
			complete: true,
		};

		const first = await checkout(staff, sale);
		expect(first.status, JSON.stringify(first.body)).toBe(200);
		const again = await checkout(staff, sale);
		expect(again.body.data).toEqual({ ...first.body.data, repeated: true });
		const ledger = await db('credit_ledger').where('customer', customer).orderBy('id');
		expect(ledger.map((row) => Number(row.amount))).toEqual([5_000, -1_083]);
		expect(await booksOf(first.body.data.id)).toMatchObject({ orders: 1, payments: 1, credit: 1 });
	});

	it('records one sale when the same sale races itself: every request answers the one order, one of them not as a repeat', async () => {
		const { sku } = await createSku(admin, { price: 1_000, stock: 20 });
		const key = randomUUID();
		const before = await saleBooks(db);
		// Half the requests to each instance of the scale profile.
		const results = await Promise.all(
			Array.from({ length: 8 }, (_, i) =>
				staff.on(i).request('POST', '/deckhand/checkout', { till, ...cashSale(sku, key) }),
			),
		);

		for (const result of results) expect(result.status, JSON.stringify(result.body)).toBe(200);
		const orders = new Set(results.map((result) => result.body.data.id));
		expect(orders.size).toBe(1);
		expect(results.filter((result) => result.body.data.repeated === false)).toHaveLength(1);
		const [order] = [...orders];
		expect(await booksOf(order)).toEqual({
			orders: 1,
			lines: 1,
			movements: 1,
			payments: 1,
			cash: 2,
			credit: 0,
			events: 1,
		});
		const after = await saleBooks(db);
		expect(after['orders']).toBe(before['orders']! + 1);
		expect(after['stock on hand']).toBe(before['stock on hand']! - 2);
		// The drawer took 25.00 and gave 3.35 back, once.
		expect(after['cash in tills']).toBe(before['cash in tills']! + 2_165);
		expect(await skuState(admin, sku)).toMatchObject({ quantity: 18, movements: 2, delta: 18 });
		expect(await findViolations(db)).toEqual({});
	});

	it('refuses another person’s key without naming their order, and changes nothing', async () => {
		const { sku } = await createSku(admin, { price: 1_000, stock: 5 });
		const key = randomUUID();
		const first = await checkout(staff, cashSale(sku, key));
		expect(first.status).toBe(200);

		const refusal = await expectRefused(admin, cashSale(sku, key), 409, 'SALE_KEY_USED', 'sale_key');
		expect(refusal.message).toBe(
			'This sale key belongs to a sale someone else recorded. Start this sale again: a new sale gets a new key.',
		);
		expect(refusal.extensions).not.toHaveProperty('order');
		expect(refusal.message).not.toContain(first.body.data.number);
	});

	it('refuses the key sent with other lines or another payment, naming the order recorded, and changes nothing', async () => {
		const { sku } = await createSku(admin, { price: 1_000, stock: 5 });
		const { sku: other } = await createSku(admin, { price: 500, stock: 5 });
		const key = randomUUID();
		const first = await checkout(staff, cashSale(sku, key));
		const { id, number } = first.body.data;

		const lines = await expectRefused(
			staff,
			{ ...cashSale(sku, key), lines: [{ sku, quantity: 3 }] },
			409,
			'SALE_KEY_USED',
			'sale_key',
		);
		expect(lines.message).toBe(
			`This sale was already recorded as order ${number}; what was sent now has other lines. Open order ${number} to see what was sold; sell anything else as a new sale.`,
		);
		expect(lines.extensions).toMatchObject({ order: id, number });
		await expectRefused(
			staff,
			{
				...cashSale(sku, key),
				lines: [
					{ sku, quantity: 2 },
					{ sku: other, quantity: 1 },
				],
			},
			409,
			'SALE_KEY_USED',
			'sale_key',
		);

		const payment = await expectRefused(
			staff,
			{ ...cashSale(sku, key), payments: [{ method: 'cash', amount: 3_000 }] },
			409,
			'SALE_KEY_USED',
			'sale_key',
		);
		expect(payment.message).toContain('what was sent now has another customer, channel, discount or payment.');
		expect(await skuState(admin, sku)).toMatchObject({ quantity: 3, movements: 2, delta: 3 });
	});

	it('leaves the key of a refused sale free: the sale corrected and sent again with it is recorded', async () => {
		const { sku } = await createSku(admin, { price: 1_000, stock: 2 });
		const key = randomUUID();
		await expectRefused(
			staff,
			{ ...cashSale(sku, key), lines: [{ sku, quantity: 3 }], payments: [{ method: 'cash', amount: 5_000 }] },
			409,
			'OUT_OF_STOCK',
			'lines[0].quantity',
		);
		const corrected = await checkout(staff, cashSale(sku, key));
		expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
		expect(corrected.body.data).toMatchObject({ repeated: false, sale_key: key });
	});

	it('reads the key in any case as the same key', async () => {
		const { sku } = await createSku(admin, { price: 1_000, stock: 5 });
		const key = randomUUID();
		const first = await checkout(staff, cashSale(sku, key));
		const again = await checkout(staff, cashSale(sku, key.toUpperCase()));
		expect(again.body.data).toMatchObject({ id: first.body.data.id, repeated: true });
	});

	it.each([['not-a-key'], [''], [42], [{ _eq: 'x' }]])(
		'refuses the key %j with VALIDATION_FAILED naming sale_key, and changes nothing',
		async (sale_key) => {
			const { sku } = await createSku(admin, { price: 1_000, stock: 5 });
			const refusal = await expectRefused(
				staff,
				{ ...cashSale(sku, ''), sale_key },
				400,
				'VALIDATION_FAILED',
				'sale_key',
			);
			expect(refusal.message).toBe(
				'The sale key must be a UUID (such as 0b9c2f4e-6d1a-4c8e-9f3b-2a7d5e1c8b40), or none.',
			);
		},
	);

	it('records a sale sent twice without a key twice: the key is the client’s to give', async () => {
		const { sku } = await createSku(admin, { price: 1_000, stock: 5 });
		const sale = {
			channel: 'counter',
			lines: [{ sku, quantity: 1 }],
			payments: [{ method: 'card', amount: 1_083 }],
			complete: true,
		};
		const [first, second] = [await checkout(staff, sale), await checkout(staff, sale)];
		expect(first.body.data.sale_key).toBeNull();
		expect(second.body.data.id).not.toBe(first.body.data.id);
	});
});
