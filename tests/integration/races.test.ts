import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findViolations } from '../../server/extensions/deckhand/src/books/invariants.ts';
import { openTestTill } from '../harness/tills.ts';
import { firstError, type Caller } from '../harness/api.ts';
import { createSku, skuState } from '../harness/fixtures.ts';
import { creditBalance } from '../harness/books.ts';
import { openShop } from '../harness/shop.ts';

/**
 * The commands the trust issue added or guarded, raced: every request at once, half of them to
 * each instance of the scale profile (`on(i)`); on SQLite all to the one server. (The oversell,
 * stock adjustment and order transition races live with their commands' tests.)
 */
let admin: Caller;
let staff: Caller;
let db: Knex;

beforeAll(async () => {
	({ admin, staff, db } = await openShop());
});
afterAll(() => db.destroy());

async function customerWithCredit(amount: number): Promise<number> {
	const created = await admin.request('POST', '/items/customers', { name: `Race customer ${Date.now()}` });
	expect(created.status).toBe(200);
	const customer = created.body.data.id as number;
	expect(
		(await admin.request('POST', '/deckhand/credit/adjust', { customer, amount, note: 'Opening credit' })).status,
	).toBe(200);
	return customer;
}

const balanceOf = (customer: number) => creditBalance(db, customer);

describe('races across instances', () => {
	it('spends store credit once: of ten adjustments of −300 against 1 000, three pass and the rest are refused with INSUFFICIENT_CREDIT', async () => {
		const customer = await customerWithCredit(1_000);
		const results = await Promise.all(
			Array.from({ length: 10 }, (_, i) =>
				admin.on(i).request('POST', '/deckhand/credit/adjust', { customer, amount: -300, note: `Race ${i}` }),
			),
		);
		expect(results.filter((r) => r.status === 200)).toHaveLength(3);
		for (const refused of results.filter((r) => r.status !== 200))
			expect([refused.status, firstError(refused.body).extensions.code]).toEqual([409, 'INSUFFICIENT_CREDIT']);
		expect(await balanceOf(customer)).toBe(100);
		expect(await findViolations(db)).toEqual({});
	});

	it('spends store credit once at the till: of six sales paying 400 in credit against 1 000, two go through', async () => {
		const customer = await customerWithCredit(1_000);
		const { sku } = await createSku(admin, { price: 1_000, stock: 10 });
		const sale = {
			channel: 'counter',
			customer,
			lines: [{ sku, quantity: 1 }],
			payments: [
				{ method: 'credit', amount: 400 },
				{ method: 'cash', amount: 2_000 },
			],
			complete: true,
			till: await openTestTill(admin),
		};
		const results = await Promise.all(
			Array.from({ length: 6 }, (_, i) => staff.on(i).request('POST', '/deckhand/checkout', sale)),
		);
		expect(results.filter((r) => r.status === 200)).toHaveLength(2);
		for (const refused of results.filter((r) => r.status !== 200))
			expect([refused.status, firstError(refused.body).extensions.code]).toEqual([409, 'INSUFFICIENT_CREDIT']);
		expect(await balanceOf(customer)).toBe(200);
		expect((await skuState(admin, sku)).quantity).toBe(8);
		expect(await findViolations(db)).toEqual({});
	});

	it('sells the same two SKUs listed in either order at once without a deadlock: every sale goes through', async () => {
		const a = (await createSku(admin, { price: 500, stock: 40 })).sku;
		const b = (await createSku(admin, { price: 700, stock: 40 })).sku;
		const till = await openTestTill(admin);
		const sale = (i: number) => ({
			channel: 'counter',
			lines: (i % 2 ? [b, a] : [a, b]).map((sku) => ({ sku, quantity: 1 })),
			payments: [{ method: 'cash', amount: 2_000 }],
			complete: true,
			till,
		});
		const results = await Promise.all(
			Array.from({ length: 30 }, (_, i) => staff.on(i >> 1).request('POST', '/deckhand/checkout', sale(i))),
		);
		expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
		expect([(await skuState(admin, a)).quantity, (await skuState(admin, b)).quantity]).toEqual([10, 10]);
		expect(await findViolations(db)).toEqual({});
	});

	it('regrades no more copies than are on hand: of eight regrades of one copy from three, three pass', async () => {
		const { sku } = await createSku(admin, { stock: 3 });
		const results = await Promise.all(
			Array.from({ length: 8 }, (_, i) =>
				staff.on(i).request('POST', '/deckhand/stock/regrade', {
					sku,
					quantity: 1,
					to: { condition: 'LP' },
					note: `Race ${i}`,
				}),
			),
		);
		expect(results.filter((r) => r.status === 200)).toHaveLength(3);
		for (const refused of results.filter((r) => r.status !== 200))
			expect([refused.status, firstError(refused.body).extensions.code]).toEqual([409, 'OUT_OF_STOCK']);
		const targets = new Set(results.filter((r) => r.status === 200).map((r) => r.body.data.to.sku));
		expect(targets.size, 'every regrade found or made the same LP SKU').toBe(1);
		expect((await skuState(admin, sku)).quantity).toBe(0);
		expect((await skuState(admin, [...targets][0])).quantity).toBe(3);
		expect(await findViolations(db)).toEqual({});
	});

	it('keeps the stock figures of a SKU whole while it sells and its cost is edited at once, by REST and GraphQL', async () => {
		const { sku } = await createSku(admin, { price: 1_000, stock: 20 });
		const cost = await admin.request('POST', '/items/sku_costs', { sku, unit_cost: 400 });
		expect(cost.status).toBe(200);
		const till = await openTestTill(admin);
		const sale = {
			channel: 'counter',
			lines: [{ sku, quantity: 1 }],
			payments: [{ method: 'cash', amount: 2_000 }],
			complete: true,
			till,
		};
		const edits = Array.from({ length: 6 }, (_, i) =>
			i % 2
				? admin.on(i).request('PATCH', `/items/sku_costs/${cost.body.data.id}`, { unit_cost: 500 + i })
				: admin.on(i).request('POST', '/graphql', {
						query: `mutation { update_sku_costs_item(id: ${cost.body.data.id}, data: { unit_cost: ${500 + i} }) { id } }`,
					}),
		);
		const sales = Array.from({ length: 12 }, (_, i) => staff.on(i).request('POST', '/deckhand/checkout', sale));
		const results = await Promise.all([...edits, ...sales]);
		expect(results.map((r) => [r.status, r.body.errors])).toEqual(results.map(() => [200, undefined]));
		const kept = await db('sku_stock').where('sku', sku).first('quantity', 'price', 'unit_cost');
		const { unit_cost } = await db('sku_costs').where('sku', sku).first('unit_cost');
		expect(kept).toEqual({ quantity: 8, price: 1_000, unit_cost });
		expect(await findViolations(db)).toEqual({});
	});

	it('keeps the price ledger a chain when ten prices are set at once: each change starts from the one before, the last is the price', async () => {
		const { sku } = await createSku(admin, { price: 1_000 });
		const prices = Array.from({ length: 10 }, (_, i) => 2_000 + i);
		const results = await Promise.all(
			prices.map((price, i) => admin.on(i).request('POST', '/deckhand/prices/set', { sku, price })),
		);
		expect(results.map((r) => r.status)).toEqual(prices.map(() => 200));
		const ledger = await db('price_changes').where('sku', sku).orderBy('id').select('old_price', 'new_price');
		expect(ledger).toHaveLength(11);
		for (let i = 1; i < ledger.length; i++) expect(ledger[i]!.old_price).toBe(ledger[i - 1]!.new_price);
		expect((await skuState(admin, sku)).price).toBe(ledger.at(-1)!.new_price);
		expect(await findViolations(db)).toEqual({});
	});
});
