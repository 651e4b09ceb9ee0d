import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { findViolations } from '../../server/extensions/deckhand/src/books/invariants.ts';
import { firstError, type Caller } from '../harness/api.ts';
import { creditBalance, saleBooks } from '../harness/books.ts';
import { addLine, buylistBooks, newBuylist, newCustomer, tradeInSale, transition } from '../harness/buylists.ts';
import { createSku } from '../harness/fixtures.ts';
import { openShop } from '../harness/shop.ts';

let admin: Caller;
let staff: Caller;
let db: Knex;

beforeAll(async () => {
	({ admin, staff, db } = await openShop());
});
afterAll(() => db.destroy());

const balance = (customer: number) => creditBalance(db, customer);
const checkout = (caller: Caller, body: Record<string, unknown>) => caller.request('POST', '/deckhand/checkout', body);

/** A customer with a buylist of five copies of a card at 1 000 (3 250 in credit) and a card at 2 000 to buy (2 165 with tax). */
async function visit() {
	const customer = await newCustomer(admin, 'Visitor');
	const brought = await createSku(admin, { price: 1_000 });
	const wanted = await createSku(admin, { price: 2_000, stock: 2 });
	const { id } = await newBuylist(staff, customer);
	await addLine(staff, id, { sku: brought.sku, quantity: 5 });
	const sale = tradeInSale(customer, wanted.sku, id);
	return { customer, buylist: id, brought, wanted, sale };
}

/** A refused checkout: its status and code, and neither the sale nor the trade-in written. */
async function expectRefused(
	buylist: number,
	body: Record<string, unknown>,
	status: number,
	extensions: Record<string, unknown>,
	caller = staff,
) {
	const [books, sale] = [await buylistBooks(db, buylist), await saleBooks(db)];
	const response = await checkout(caller, body);
	expect(response.status, JSON.stringify(response.body)).toBe(status);
	expect(firstError(response.body).extensions).toMatchObject(extensions);
	expect(await saleBooks(db)).toEqual(sale);
	return { response, books, after: await buylistBooks(db, buylist) };
}

describe('one visit, one cart: a trade-in pays towards a sale', () => {
	it('completes the trade-in for credit, spends it on the sale and keeps the rest as credit', async () => {
		const { customer, buylist, brought, sale } = await visit();
		const response = await checkout(staff, sale);
		expect(response.status, JSON.stringify(response.body)).toBe(200);
		const order = response.body.data;
		expect(order).toMatchObject({
			trade_in: expect.objectContaining({
				id: buylist,
				status: 'completed',
				payout_method: 'credit',
				total_offer: 3_250,
				order: { id: order.id, number: order.number },
			}),
			credit_applied: 2_165,
			status: 'completed',
		});
		expect(await db('orders').where('id', order.id).first('trade_in')).toEqual({ trade_in: buylist });
		expect(await balance(customer)).toBe(3_250 - 2_165);
		expect(
			await db('credit_ledger')
				.where('customer', customer)
				.orderBy('id')
				.select('amount', 'reason', 'buylist', 'order', 'balance_after'),
		).toEqual([
			{ amount: 3_250, reason: 'buylist_payout', buylist, order: null, balance_after: 3_250 },
			{ amount: -2_165, reason: 'order_payment', buylist: null, order: order.id, balance_after: 1_085 },
		]);
		expect((await db('skus').where('id', brought.sku).first('quantity')).quantity).toBe(5);
		const view = (await staff.get(`/deckhand/buylists/${buylist}`)).body.data;
		expect(view.order).toEqual({ id: order.id, number: order.number });
		expect(await findViolations(db)).toEqual({});
	});

	it('answers a sale sent again with its key as recorded, with its trade-in, writing nothing again', async () => {
		const { buylist, sale } = await visit();
		const keyed = { ...sale, sale_key: randomUUID() };
		const first = await checkout(staff, keyed);
		expect(first.status, JSON.stringify(first.body)).toBe(200);
		const books = await saleBooks(db);
		const again = await checkout(staff, keyed);
		expect(again.status, JSON.stringify(again.body)).toBe(200);
		expect(again.body.data).toMatchObject({
			id: first.body.data.id,
			repeated: true,
			trade_in: { id: buylist, status: 'completed' },
		});
		expect(again.body.data.trade_in).toEqual(first.body.data.trade_in);
		expect(await saleBooks(db)).toEqual(books);
	});

	it('records a sale with its trade-in once when the same keyed sale races itself on two instances', async () => {
		const { buylist, sale, customer } = await visit();
		const keyed = { ...sale, sale_key: randomUUID() };
		const answers = await Promise.all([checkout(staff.on(0), keyed), checkout(staff.on(1), keyed)]);
		expect(
			answers.map((answer) => answer.status),
			JSON.stringify(answers.map((answer) => answer.body)),
		).toEqual([200, 200]);
		expect(answers.map((answer) => answer.body.data.repeated).sort()).toEqual([false, true]);
		expect(new Set(answers.map((answer) => answer.body.data.id)).size).toBe(1);
		expect(Number((await db('credit_ledger').where('buylist', buylist).count({ n: '*' }).first())?.['n'])).toBe(1);
		expect(await balance(customer)).toBe(3_250 - 2_165);
	});

	it('refuses credit over the settings’ share as too little credit naming the cap, leaving the trade-in as it was', async () => {
		const original = (await admin.get('/items/shop_settings?fields=credit_share_percent')).body.data
			.credit_share_percent;
		expect((await admin.request('PATCH', '/items/shop_settings', { credit_share_percent: 50 })).status).toBe(200);
		try {
			const { buylist, sale } = await visit();
			const { response, books, after } = await expectRefused(buylist, sale, 409, {
				code: 'INSUFFICIENT_CREDIT',
				field: 'payments',
				cap_percent: 50,
				max: 1_082,
			});
			expect(firstError(response.body).message).toBe(
				'Store credit may pay at most 50 % of a sale ($10.82 of $21.65), not $21.65; take the rest by cash or card.',
			);
			expect(after).toEqual(books);
		} finally {
			expect(
				(await admin.request('PATCH', '/items/shop_settings', { credit_share_percent: original })).status,
			).toBe(200);
		}
	});

	it('refuses a sale that spends more than the trade-in and the balance, leaving the trade-in as it was', async () => {
		const { buylist, sale, wanted } = await visit();
		const { books, after } = await expectRefused(
			buylist,
			{ ...sale, lines: [{ sku: wanted.sku, quantity: 2 }], payments: [{ method: 'credit', amount: 4_330 }] },
			409,
			{ code: 'INSUFFICIENT_CREDIT', balance: 3_250 },
		);
		expect(after).toEqual(books);
	});

	it('refuses another customer’s buylist, one already completed, and a trade-in with no customer', async () => {
		const { buylist, sale } = await visit();
		const stranger = await newCustomer(admin, 'Stranger');
		const other = await expectRefused(buylist, { ...sale, customer: stranger }, 400, {
			code: 'VALIDATION_FAILED',
			field: 'trade_in',
		});
		expect(other.after).toEqual(other.books);
		await expectRefused(buylist, { ...sale, customer: null, payments: [{ method: 'card', amount: 2_165 }] }, 400, {
			field: 'customer',
		});
		expect((await transition(staff, buylist, { to: 'completed', payout: 'credit' })).status).toBe(200);
		await expectRefused(buylist, sale, 409, { code: 'INVALID_TRANSITION', buylist, from: 'completed' });
	});

	it('holds a clerk’s trade-in above the staff limit for approval, recording no sale', async () => {
		const customer = await newCustomer(admin, 'Big trader');
		const brought = await createSku(admin, { price: 40_000 });
		const wanted = await createSku(admin, { price: 2_000, stock: 1 });
		const { id } = await newBuylist(staff, customer);
		await addLine(staff, id, { sku: brought.sku, quantity: 1 });
		const sale = tradeInSale(customer, wanted.sku, id);
		const { after } = await expectRefused(id, sale, 422, {
			code: 'BUYLIST_LIMIT_EXCEEDED',
			limit: 20_000,
			total: 26_000,
			payout: 'credit',
		});
		expect(JSON.parse(after.buylist)).toMatchObject({
			status: 'awaiting_approval',
			payout_method: 'credit',
			total_offer: 26_000,
		});
		expect(await balance(customer)).toBe(0);
		// An administrator rings the same visit up: the trade-in cannot be taken at the till once it waits; it is approved on its own.
		await expectRefused(id, sale, 409, { code: 'INVALID_TRANSITION', from: 'awaiting_approval' }, admin);
	});
});
