import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbTime } from '../../server/extensions/deckhand/src/db.ts';
import { type Caller } from '../harness/api.ts';
import { addLine, newBuylist, newCustomer, transition } from '../harness/buylists.ts';
import { createSku } from '../harness/fixtures.ts';
import { putMarketPrice } from '../harness/market-prices.ts';
import { createTill, openTestTill, openTill } from '../harness/tills.ts';
import { openShop } from '../harness/shop.ts';

/*
 * Each work queue's count against the list it opens, asked the way the dashboard asks for that
 * list (the orders and buylists through the items API with the list's filter, the inventory and
 * the price reviews through Deckhand's own list routes): the two must always agree. The file first
 * puts at least one row in every queue.
 */

let admin: Caller;
let staff: Caller;
let db: Knex;
let staleTill: number;
let staleSession: number;

const ok = (response: { status: number; body: any }) => {
	expect(response.status, JSON.stringify(response.body)).toBe(200);
	return response.body.data;
};
const itemCount = async (path: string) => Number(ok(await admin.get(`${path}&aggregate[count]=id`))[0].count.id);

beforeAll(async () => {
	({ admin, staff, db } = await openShop());
	// Today, for the tills left open, starts at midnight UTC: the shop's default time zone.
	expect(ok(await admin.get('/items/shop_settings?fields=time_zone')).time_zone).toBe('UTC');
	const till = await openTestTill(admin);

	// An order paid and not yet shipped.
	const { sku } = await createSku(admin, { price: 1_000, stock: 5 });
	const order = ok(
		await admin.request('POST', '/deckhand/checkout', { till, channel: 'online', lines: [{ sku, quantity: 1 }] }),
	);
	ok(
		await admin.request('POST', `/deckhand/orders/${order.id}/transition`, {
			to: 'paid',
			payments: [{ method: 'cash', amount: order.total }],
			till,
		}),
	);

	// A paid phone order waits too; a counter sale paid and not marked completed went with its customer.
	for (const channel of ['phone', 'counter'])
		ok(
			await admin.request('POST', '/deckhand/checkout', {
				till,
				channel,
				lines: [{ sku, quantity: 1 }],
				payments: [{ method: 'card', amount: order.total }],
			}),
		);

	// A clerk's trade-in above the staff limit (26 000 in credit against 20 000): it waits for an administrator.
	const dear = await createSku(admin, { price: 40_000 });
	const buylist = (await newBuylist(staff, await newCustomer(admin, 'Queues'))).id;
	await addLine(staff, buylist, { sku: dear.sku, quantity: 1 });
	expect((await transition(staff, buylist, { to: 'completed', payout: 'credit' })).status).toBe(422);

	// A low sealed SKU and a single with as few copies (not restocked, so not low), an unpriced one, and a market move waiting for review.
	await createSku(admin, { price: 500, stock: 1, kind: 'sealed' });
	await createSku(admin, { price: 500, stock: 1 });
	await createSku(admin, { price: null, stock: 3 });
	const moved = (await createSku(admin, { price: 1_000 })).sku;
	await putMarketPrice(db, moved, 2_000);
	ok(
		await admin.request('POST', '/deckhand/prices/reprice', {
			selection: { skus: [moved] },
			rule: { kind: 'market', percent: 100 },
			reviewAbovePercent: 20,
			preview: false,
		}),
	);

	// A till opened two days ago and never closed (set-up: its opening moved back in the database).
	staleTill = await createTill(admin);
	staleSession = (await openTill(admin, staleTill)).id;
	await db('till_sessions')
		.where('id', staleSession)
		.update({ opened_at: dbTime(db, Date.now() - 2 * 86_400_000) });
});

afterAll(async () => {
	ok(await admin.request('POST', `/deckhand/tills/${staleTill}/sessions/${staleSession}/close`, { counted: 0 }));
	await db.destroy();
});

describe('GET /deckhand/reports/work-queues', () => {
	it('counts as many rows as each list it opens holds', async () => {
		const queues = ok(await admin.get('/deckhand/reports/work-queues'));
		const paid = '/items/orders?filter[status][_eq]=paid';
		expect(queues.online_orders_to_fulfil).toBe(await itemCount(`${paid}&filter[channel][_eq]=online`));
		expect(queues.phone_orders_to_fulfil).toBe(await itemCount(`${paid}&filter[channel][_eq]=phone`));
		expect(queues.buylists_awaiting_approval).toBe(
			await itemCount('/items/buylists?filter[status][_eq]=awaiting_approval'),
		);
		expect(queues.low_stock_skus).toBe(ok(await admin.get('/deckhand/inventory?stock=low&kind=sealed')).total);
		expect(queues.unpriced_skus).toBe(ok(await admin.get('/deckhand/inventory?unpriced=true')).total);
		expect(queues.bought_in_waiting_skus).toBe(
			ok(await admin.get('/deckhand/inventory?bought_in_waiting=true')).total,
		);
		expect(queues.price_reviews_pending).toBe(ok(await admin.get('/deckhand/prices/reviews?status=pending')).total);
		for (const count of [
			'online_orders_to_fulfil',
			'phone_orders_to_fulfil',
			'buylists_awaiting_approval',
			'low_stock_skus',
			'unpriced_skus',
			'price_reviews_pending',
		])
			expect(queues[count], count).toBeGreaterThan(0);
	});

	it('leaves out paid counter sales, which need no fulfilment, and singles, which the shop does not restock', async () => {
		const queues = ok(await admin.get('/deckhand/reports/work-queues'));
		const paidAtCounter = await itemCount('/items/orders?filter[status][_eq]=paid&filter[channel][_eq]=counter');
		expect(paidAtCounter).toBeGreaterThan(0);
		expect(await itemCount('/items/orders?filter[status][_eq]=paid')).toBe(
			queues.online_orders_to_fulfil + queues.phone_orders_to_fulfil + paidAtCounter,
		);
		const lowSingles = ok(await admin.get('/deckhand/inventory?stock=low&kind=single')).total;
		expect(lowSingles).toBeGreaterThan(0);
		expect(ok(await admin.get('/deckhand/inventory?stock=low')).total).toBe(queues.low_stock_skus + lowSingles);
	});

	it('refuses a kind the catalog does not have, naming it', async () => {
		const response = await admin.get('/deckhand/inventory?stock=low&kind=booster');
		expect(response.status).toBe(400);
		expect(response.body.errors[0].extensions).toMatchObject({ code: 'VALIDATION_FAILED', field: 'kind' });
	});

	it('names the tills left open since an earlier day, and not one opened today', async () => {
		const queues = ok(await admin.get('/deckhand/reports/work-queues'));
		const midnight = new Date();
		midnight.setUTCHours(0, 0, 0, 0);
		const open = ok(
			await admin.get(
				`/items/till_sessions?filter[status][_eq]=open&filter[opened_at][_lt]=${midnight.toISOString()}&fields=id&limit=-1`,
			),
		);
		expect(queues.tills_open_from_earlier_days).toBe(open.length);
		expect(queues.stale_tills.map((stale: { session: number }) => stale.session).sort()).toEqual(
			open.map((session: { id: number }) => session.id).sort(),
		);
		expect(queues.stale_tills).toContainEqual({
			till: staleTill,
			name: expect.stringContaining('Test till'),
			session: staleSession,
			opened_at: expect.any(String),
		});
	});

	it('gives a clerk the same counts, without the price reviews only administrators decide', async () => {
		const owner = ok(await admin.get('/deckhand/reports/work-queues'));
		const clerk = ok(await staff.get('/deckhand/reports/work-queues'));
		const { price_reviews_pending: _reviews, ...shared } = owner;
		expect(clerk).toEqual(shared);
	});
});
