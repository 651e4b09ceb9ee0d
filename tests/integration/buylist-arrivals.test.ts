import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, type Caller } from '../harness/api.ts';
import { addLine, newBuylist, newCustomer, transition } from '../harness/buylists.ts';
import { createSku, skuState } from '../harness/fixtures.ts';
import { putMarketPrice } from '../harness/market-prices.ts';
import { openShop } from '../harness/shop.ts';

/*
 * Copies bought in wait for a price and a bin: the completed buylist lists them with a first
 * price to start from, and Home's queue counts them with the inventory's own filter. They leave
 * both once priced (the price command) and shelved (the SKU's bin), and a clerk shelves but never prices.
 */

let admin: Caller;
let staff: Caller;
let db: Knex;
let buylist: number;
/** A card priced 10.00 in NM; the trade-in brings two LP copies, a SKU the shop did not have. */
let laddered: { card: number; nm: number; lp: number };
/** An unpriced NM SKU with a fresh market price of 7.00, bought with an owner's offer. */
let marketed: number;
/** A SKU already priced and shelved: its copies go straight on the shelf. */
let shelved: number;

const arrivals = async (caller: Caller, id = buylist) => caller.ok('GET', `/deckhand/buylists/${id}/arrivals`);
const arrivedSkus = async (caller: Caller) => (await arrivals(caller)).skus.map((row: { sku: number }) => row.sku);
const waitingInInventory = async () =>
	(await admin.ok('GET', '/deckhand/inventory?bought_in_waiting=true&limit=200')).items.map(
		(row: { id: number }) => row.id,
	);

beforeAll(async () => {
	({ admin, staff, db } = await openShop());
	const { card, sku } = await createSku(admin, { price: 1_000 });
	marketed = (await createSku(admin, { price: null })).sku;
	await putMarketPrice(db, marketed, 700);
	shelved = (await createSku(admin, { price: 500 })).sku;
	await admin.ok('PATCH', `/items/skus/${shelved}`, { bin: 'A-01' });

	buylist = (await newBuylist(admin, await newCustomer(admin, 'Arrivals'))).id;
	await addLine(admin, buylist, { card, condition: 'LP', finish: 'normal', language: 'EN', quantity: 2 });
	await addLine(admin, buylist, { sku: shelved, quantity: 1 });
	const view = await addLine(admin, buylist, { sku: marketed, quantity: 1 });
	const line = view.lines.find((row: { sku: number | null }) => row.sku === marketed).id;
	await admin.ok('PATCH', `/deckhand/buylists/${buylist}/lines/${line}`, {
		offer: { cash_unit: 300, credit_unit: 400 },
	});
	expect((await arrivals(admin)).skus).toEqual([]);
	const completed = await transition(admin, buylist, { to: 'completed', payout: 'credit' });
	expect(completed.status, JSON.stringify(completed.body)).toBe(200);
	const lp = Number((await db('skus').where({ card, condition: 'LP' }).first('id')).id);
	laddered = { card, nm: sku, lp };
});
afterAll(() => db.destroy());

describe('GET /deckhand/buylists/:id/arrivals', () => {
	it('lists the copies still without a price or a bin, each with a first price to start from', async () => {
		const { condition_lp_percent: lpPercent } = await admin.ok(
			'GET',
			'/items/shop_settings?fields=condition_lp_percent',
		);
		const { skus } = await arrivals(admin);
		expect(skus).toHaveLength(2);
		expect(skus).toContainEqual(
			expect.objectContaining({
				sku: laddered.lp,
				condition: 'LP',
				quantity: 2,
				price: null,
				bin: null,
				suggested: { price: Math.round((1_000 * lpPercent) / 100), from: 'ladder' },
			}),
		);
		expect(skus).toContainEqual(
			expect.objectContaining({ sku: marketed, price: null, suggested: { price: 700, from: 'market' } }),
		);
	});

	it('answers a clerk the same list: a price is no secret at the counter', async () => {
		expect(await arrivals(staff)).toEqual(await arrivals(admin));
	});

	it('costs the copies paid in store credit at the credit, at face value', async () => {
		const lines = await db('buylist_lines').where('buylist', buylist).select('sku', 'offer_unit');
		for (const sku of [laddered.lp, marketed]) {
			const offer = lines.find((line) => Number(line.sku) === sku)!.offer_unit;
			expect(Number((await db('sku_costs').where('sku', sku).first('unit_cost')).unit_cost)).toBe(Number(offer));
		}
		expect(lines.find((line) => Number(line.sku) === marketed)!.offer_unit).toBe(400);
	});

	it('refuses an id that is no buylist, naming the field', async () => {
		for (const id of ['999999999', 'abc']) {
			const response = await admin.get(`/deckhand/buylists/${id}/arrivals`);
			expect(response.status).toBe(400);
			expect(firstError(response.body).extensions).toMatchObject({ code: 'VALIDATION_FAILED', field: 'id' });
		}
	});
});

describe("Home's queue of copies bought in", () => {
	const queueCount = async () => (await admin.ok('GET', '/deckhand/reports/work-queues')).bought_in_waiting_skus;
	const listTotal = async () => (await admin.ok('GET', '/deckhand/inventory?bought_in_waiting=true')).total;

	it('counts the rows of the inventory filter it opens, copies from a trade-in only', async () => {
		expect(await queueCount()).toBe(await listTotal());
		const waiting = await waitingInInventory();
		expect(waiting).toEqual(expect.arrayContaining([laddered.lp, marketed]));
		expect(waiting).not.toContain(shelved);
		// Never bought in: an unpriced SKU is the unpriced queue's, not this one's.
		expect(waiting).not.toContain(laddered.nm);
	});

	it('lets a clerk shelve what arrived, never price it, and keeps a copy until it is priced and shelved', async () => {
		const before = await skuState(admin, marketed);
		const priced = await staff.request('POST', '/deckhand/prices/set', { sku: marketed, price: 700 });
		expect(priced.status).toBe(403);
		expect(firstError(priced.body).extensions.code).toBe('PRICE_CHANGE_FORBIDDEN');
		expect(await skuState(admin, marketed)).toEqual(before);

		await staff.ok('PATCH', `/items/skus/${marketed}`, { bin: 'B-02' });
		expect(await waitingInInventory()).toContain(marketed);
		await admin.ok('POST', '/deckhand/prices/set', { sku: marketed, price: 700 });
		expect(await waitingInInventory()).not.toContain(marketed);
		expect(await arrivedSkus(admin)).toEqual([laddered.lp]);
		expect(await queueCount()).toBe(await listTotal());
	});

	it('asks a shop that keeps no bins only for prices', async () => {
		expect(await waitingInInventory()).toContain(laddered.lp);
		const bins = await db('skus').whereNotNull('bin').select('id', 'bin');
		await db('skus').update({ bin: null });
		try {
			await admin.ok('POST', '/deckhand/prices/set', { sku: laddered.lp, price: 800 });
			expect(await waitingInInventory()).not.toContain(laddered.lp);
			expect(await arrivedSkus(admin)).toEqual([]);
			expect(await queueCount()).toBe(await listTotal());
		} finally {
			const idsOf = new Map<string, number[]>();
			for (const { id, bin } of bins) idsOf.set(bin, [...(idsOf.get(bin) ?? []), id]);
			await db.transaction(async (trx) => {
				for (const [bin, ids] of idsOf) await trx('skus').whereIn('id', ids).update({ bin });
			});
		}
		expect(await waitingInInventory()).toContain(laddered.lp);
	});

	it('refuses a filter value it does not know, naming it', async () => {
		const response = await admin.get('/deckhand/inventory?bought_in_waiting=maybe');
		expect(response.status).toBe(400);
		expect(firstError(response.body).extensions).toMatchObject({
			code: 'VALIDATION_FAILED',
			field: 'bought_in_waiting',
		});
	});
});
