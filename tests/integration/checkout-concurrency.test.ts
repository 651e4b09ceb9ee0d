import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findViolations } from '../../server/extensions/deckhand/src/books/invariants.ts';
import { openTestTill } from '../harness/tills.ts';
import { firstError, signIn, stackInfo, callerWithToken, type Caller } from '../harness/api.ts';
import { createSku, skuState } from '../harness/fixtures.ts';
import { openShop } from '../harness/shop.ts';

let admin: Caller;
let staff: Caller;
let db: Knex;

beforeAll(async () => {
	({ admin, staff, db } = await openShop());
});
afterAll(() => db.destroy());

describe('POST /deckhand/checkout under concurrency', () => {
	it('sells exactly the 7 copies on hand when 50 tills race for them, refusing the other 43 with OUT_OF_STOCK', async () => {
		const { sku } = await createSku(admin, { price: 1_250, stock: 7, name: 'Charizard ex' });
		// Two registers and the online shop: a second staff session and the owner sell alongside.
		const { staff: clerk } = stackInfo();
		const secondTill = callerWithToken((await signIn(clerk.email, clerk.password)).access_token);
		const tills = [staff, secondTill, admin];
		// One drawer takes the cash of both counters' sales, so they also race for its session.
		const till = await openTestTill(admin);
		const sale = (i: number) =>
			i % 3 === 2
				? { channel: 'online', lines: [{ sku, quantity: 1 }], payments: [{ method: 'card', amount: 1_353 }] }
				: {
						channel: 'counter',
						lines: [{ sku, quantity: 1 }],
						payments: [{ method: 'cash', amount: 2_000 }],
						complete: true,
						till,
					};

		// Half the sales to each instance of the scale profile.
		const results = await Promise.all(
			Array.from({ length: 50 }, (_, i) => tills[i % 3]!.on(i).request('POST', '/deckhand/checkout', sale(i))),
		);

		const sold = results.filter((r) => r.status === 200);
		const refused = results.filter((r) => r.status !== 200);
		expect(sold).toHaveLength(7);
		expect(refused).toHaveLength(43);
		for (const r of refused) {
			expect(r.status).toBe(409);
			expect(firstError(r.body).extensions).toMatchObject({
				code: 'OUT_OF_STOCK',
				sku,
				available: 0,
				requested: 1,
			});
			expect(firstError(r.body).message).toBe('Only 0 of Charizard ex (NM) left.');
		}
		expect(new Set(sold.map((r) => r.body.data.number)).size).toBe(7);

		const state = await skuState(admin, sku);
		expect(state.quantity).toBe(0);
		const sales = await db('stock_movements')
			.where({ sku, reason: 'sale' })
			.sum({ n: 'delta' })
			.count({ c: '*' })
			.first();
		expect(Number(sales?.['n'])).toBe(-7);
		expect(Number(sales?.['c'])).toBe(7);
		expect(state.delta).toBe(0);
		const orders = await db('order_lines').where({ sku }).countDistinct({ n: 'order' }).first();
		expect(Number(orders?.['n'])).toBe(7);
		expect(await findViolations(db)).toEqual({});
	});
});
