import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, expectOk, firstError } from '../harness/api.ts';
import { createSku } from '../harness/fixtures.ts';
import { putMarketPrice, reviewsOf } from '../harness/market-prices.ts';
import { openShop } from '../harness/shop.ts';

let admin: Caller;
let staff: Caller;
let db: Knex;
let ownerId: string;

beforeAll(async () => {
	({ admin, staff, db } = await openShop());
	ownerId = (await admin.get('/users/me?fields=id')).body.data.id;
});
afterAll(() => db.destroy());

const priceOf = async (sku: number) =>
	(await admin.get(`/items/skus/${sku}?fields=price`)).body.data.price as number | null;
const pricesOf = (skus: number[]) => Promise.all(skus.map(priceOf));
const reprice = (caller: Caller, body: unknown) => caller.request('POST', '/deckhand/prices/reprice', body);
const decide = (caller: Caller, ids: unknown, accept: unknown) =>
	caller.request('POST', '/deckhand/prices/reviews/decide', { ids, accept });
const byMarket = (skus: number[], extra: Record<string, unknown> = {}) => ({
	selection: { skus },
	rule: { kind: 'market', percent: 100 },
	...extra,
});
const skusOf = (list: Array<{ sku: number }>) => list.map((entry) => entry.sku);

/** Four SKUs, one of each kind a market reprice sorts: a small move, a large one, a stale market price, none; and an unpriced SKU with a market price. */
async function marketShelf() {
	const small = (await createSku(admin, { price: 1_000 })).sku;
	const large = (await createSku(admin, { price: 1_000 })).sku;
	const stale = (await createSku(admin, { price: 1_000 })).sku;
	const none = (await createSku(admin, { price: 1_000 })).sku;
	const unpriced = (await createSku(admin, { price: null })).sku;
	// Set-up: market prices as an import writes them.
	await putMarketPrice(db, small, 1_100);
	await putMarketPrice(db, large, 2_000);
	await putMarketPrice(db, stale, 900, 10);
	await putMarketPrice(db, unpriced, 500);
	return { small, large, stale, none, unpriced, all: [small, large, stale, none, unpriced] };
}

describe('POST /deckhand/prices/reprice by the market', () => {
	it('previews applied, queued, stale and no-market SKUs without writing anything', async () => {
		const shelf = await marketShelf();
		const response = await reprice(admin, byMarket(shelf.all, { staleDays: 7, reviewAbovePercent: 20 }));
		expect(response.status, JSON.stringify(response.body)).toBe(200);
		const data = response.body.data;
		expect(data.applied).toBe(false);
		expect(data.changes.map((c: any) => [c.sku, c.old, c.new])).toEqual([
			[shelf.small, 1_000, 1_100],
			[shelf.unpriced, null, 500],
		]);
		expect(data.reviews.map((r: any) => [r.sku, r.old, r.new, r.change_percent])).toEqual([
			[shelf.large, 1_000, 2_000, 100],
		]);
		expect(data.stale).toEqual([
			{
				sku: shelf.stale,
				label: expect.stringContaining('(NM, normal, EN)'),
				named: expect.objectContaining({ condition: 'NM', finish: 'normal', set_code: expect.any(String) }),
				market: 900,
				source: 'tcgplayer',
				priced_at: expect.any(String),
			},
		]);
		expect(skusOf(data.no_market)).toEqual([shelf.none]);
		expect(await pricesOf(shelf.all)).toEqual([1_000, 1_000, 1_000, 1_000, null]);
		expect(await reviewsOf(db, shelf.all)).toEqual([]);
	});

	it('applies the small moves and a first price, queues the large one under the same run, and leaves stale and unknown SKUs alone', async () => {
		const shelf = await marketShelf();
		const response = await reprice(
			admin,
			byMarket(shelf.all, { staleDays: 7, reviewAbovePercent: 20, preview: false }),
		);
		expect(response.status, JSON.stringify(response.body)).toBe(200);
		const { run } = response.body.data;
		expect(response.body.data.applied).toBe(true);
		expect(await pricesOf(shelf.all)).toEqual([1_100, 1_000, 1_000, 1_000, 500]);
		expect(await reviewsOf(db, shelf.all)).toEqual([
			{
				id: expect.any(Number),
				sku: shelf.large,
				status: 'pending',
				old_price: 1_000,
				proposed_price: 2_000,
				run,
				decided_by: null,
			},
		]);
		const history = await admin.get(`/deckhand/prices/history?skus=${shelf.small}&limit=1`);
		expect(history.body.data[0]).toMatchObject({ old_price: 1_000, new_price: 1_100, reason: 'reprice', run });
	});

	it('uses a market price up to the age it is told, and takes market × N %', async () => {
		const sku = (await createSku(admin, { price: 1_000 })).sku;
		await putMarketPrice(db, sku, 1_000, 10);
		const older = await reprice(admin, {
			...byMarket([sku], { staleDays: 14, preview: false }),
			rule: { kind: 'market', percent: 90 },
		});
		expect(older.body.data.stale).toEqual([]);
		expect(await priceOf(sku)).toBe(900);
		// Without staleDays, a market price older than 7 days is stale.
		const fixed = await reprice(admin, byMarket([sku]));
		expect(skusOf(fixed.body.data.stale)).toEqual([sku]);
	});

	it('never prices below cost plus the minimum margin; a SKU without a cost gets the fixed floor only', async () => {
		const costed = (await createSku(admin, { price: 1_000 })).sku;
		const uncosted = (await createSku(admin, { price: 1_000 })).sku;
		expect((await admin.request('POST', '/items/sku_costs', { sku: costed, unit_cost: 900 })).status).toBe(200);
		await putMarketPrice(db, costed, 800);
		await putMarketPrice(db, uncosted, 300);
		const response = await reprice(
			admin,
			byMarket([costed, uncosted], { marginFloor: 25, floor: 400, preview: false }),
		);
		expect(response.status, JSON.stringify(response.body)).toBe(200);
		expect(response.body.data.no_cost).toBe(1);
		expect(await pricesOf([costed, uncosted])).toEqual([1_125, 400]);
	});

	it.each([
		[{ rule: { kind: 'market', percent: 0 } }, 'rule.percent', 1, 1_000],
		[{ rule: { kind: 'market', percent: 1_001 } }, 'rule.percent', 1, 1_000],
		[{ rule: { kind: 'market', percent: 1.5 } }, 'rule.percent', 1, 1_000],
		[{ rule: { kind: 'market' } }, 'rule.percent', 1, 1_000],
		[{ marginFloor: -1 }, 'marginFloor', 0, 1_000],
		[{ marginFloor: 1_001 }, 'marginFloor', 0, 1_000],
		[{ marginFloor: '10' }, 'marginFloor', 0, 1_000],
		[{ staleDays: 0 }, 'staleDays', 1, 365],
		[{ staleDays: 366 }, 'staleDays', 1, 365],
		[{ reviewAbovePercent: -1 }, 'reviewAbovePercent', 0, 1_000],
		[{ reviewAbovePercent: 1_001 }, 'reviewAbovePercent', 0, 1_000],
		[{ reviewAbovePercent: [20] }, 'reviewAbovePercent', 0, 1_000],
	])('refuses %j naming %s and its bounds, changing nothing', async (body, field, min, max) => {
		const sku = (await createSku(admin, { price: 1_000 })).sku;
		await putMarketPrice(db, sku, 5_000);
		const response = await reprice(admin, {
			...byMarket([sku], { reviewAbovePercent: 10, preview: false }),
			...body,
		});
		expect(response.status).toBe(400);
		expect(firstError(response.body).extensions).toMatchObject({ code: 'VALIDATION_FAILED', field, min, max });
		expect(firstError(response.body).message).toContain(String(max));
		expect(await priceOf(sku)).toBe(1_000);
		expect(await reviewsOf(db, [sku])).toEqual([]);
	});
});

describe('the price review queue', () => {
	/** A SKU priced 1000 with a pending review to `proposed`, from a run of its own. */
	async function pendingReview(proposed = 2_000): Promise<{ sku: number; review: number; run: string }> {
		const sku = (await createSku(admin, { price: 1_000 })).sku;
		await putMarketPrice(db, sku, proposed);
		const response = await reprice(admin, byMarket([sku], { reviewAbovePercent: 10, preview: false }));
		const [review] = await reviewsOf(db, [sku]);
		return { sku, review: review!.id, run: response.body.data.run };
	}

	it('lists pending reviews with the card, the SKU, old → proposed, the move, the run and the date', async () => {
		const { sku, review, run } = await pendingReview(2_500);
		const response = await admin.get('/deckhand/prices/reviews?status=pending&offset=0&limit=100');
		expect(response.status, JSON.stringify(response.body)).toBe(200);
		const row = response.body.data.rows.find((entry: any) => entry.id === review);
		expect(row).toMatchObject({
			status: 'pending',
			run,
			old_price: 1_000,
			proposed_price: 2_500,
			current_price: 1_000,
			change_percent: 150,
			sku: { id: sku, condition: 'NM', finish: 'normal', language: 'EN', edition: null },
			card: { name: expect.stringContaining('Test card'), set_code: expect.any(String) },
			proposed_by: { email: expect.any(String) },
			decided_by: null,
		});
		expect(new Date(row.date_created).getTime()).toBeGreaterThan(Date.now() - 60_000);
		expect(response.body.data.total).toBeGreaterThanOrEqual(1);
		const paged = await admin.get('/deckhand/prices/reviews?limit=1');
		expect(paged.body.data.rows).toHaveLength(1);
	});

	it('accepts through the price ledger under the run, records who and when, and never decides a review twice', async () => {
		const { sku, review, run } = await pendingReview();
		const accepted = await decide(admin, [review], true);
		expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
		expect(accepted.body.data).toEqual({ accepted: [review], rejected: [], refused: [] });
		expect(await priceOf(sku)).toBe(2_000);
		const history = await admin.get(`/deckhand/prices/history?skus=${sku}&limit=1`);
		expect(history.body.data[0]).toMatchObject({ old_price: 1_000, new_price: 2_000, reason: 'reprice', run });
		expect(await reviewsOf(db, [sku])).toMatchObject([{ status: 'accepted', decided_by: ownerId }]);
		for (const accept of [true, false]) {
			const again = await decide(admin, [review], accept);
			expect(again.status).toBe(409);
			expect(firstError(again.body).extensions).toMatchObject({
				code: 'INVALID_TRANSITION',
				field: 'ids',
				review,
				status: 'accepted',
			});
			expect(firstError(again.body).message).toContain(`#${review}`);
		}
		expect(await priceOf(sku)).toBe(2_000);
		// Accepted moves belong to their run: undoing the run takes them back.
		expect((await admin.request('POST', '/deckhand/prices/undo-run', { run })).body.data.undone).toBe(1);
		expect(await priceOf(sku)).toBe(1_000);
	});

	it('rejects, recording who and when, with the price left as it was', async () => {
		const { sku, review } = await pendingReview();
		const rejected = await decide(admin, [review], false);
		expect(rejected.body.data).toEqual({ accepted: [], rejected: [review], refused: [] });
		expect(await priceOf(sku)).toBe(1_000);
		const [row] = await db('price_reviews').where('id', review).select('status', 'decided_by', 'date_decided');
		expect(row).toMatchObject({ status: 'rejected', decided_by: ownerId });
		expect(row.date_decided).not.toBeNull();
		const list = await admin.get('/deckhand/prices/reviews?status=rejected&limit=100');
		expect(list.body.data.rows.find((entry: any) => entry.id === review)).toMatchObject({
			decided_by: { email: expect.any(String) },
			date_decided: expect.any(String),
		});
	});

	it('refuses a review whose SKU was priced since, naming it and keeping it pending, and applies the others', async () => {
		const moved = await pendingReview();
		const kept = await pendingReview(3_000);
		expect((await admin.request('POST', '/deckhand/prices/set', { sku: moved.sku, price: 1_234 })).status).toBe(
			200,
		);
		const response = await decide(admin, [moved.review, kept.review], true);
		expect(response.status, JSON.stringify(response.body)).toBe(200);
		expect(response.body.data.accepted).toEqual([kept.review]);
		expect(response.body.data.refused).toEqual([
			{
				review: moved.review,
				sku: moved.sku,
				message: expect.stringMatching(
					new RegExp(`Test card .*\\(NM, normal, EN\\).*#${moved.review}.*stays pending`),
				),
			},
		]);
		expect(await pricesOf([moved.sku, kept.sku])).toEqual([1_234, 3_000]);
		expect((await reviewsOf(db, [moved.sku]))[0]!.status).toBe('pending');
	});

	it('supersedes a pending review when a newer run prices the same SKU', async () => {
		const { sku, review } = await pendingReview(2_000);
		await putMarketPrice(db, sku, 3_000);
		const preview = await reprice(admin, byMarket([sku], { reviewAbovePercent: 10 }));
		expect(preview.body.data.superseded).toBe(1);
		const newer = await reprice(admin, byMarket([sku], { reviewAbovePercent: 10, preview: false }));
		expect(newer.body.data.superseded).toBe(1);
		expect(await reviewsOf(db, [sku])).toMatchObject([
			{ id: review, status: 'superseded', decided_by: ownerId },
			{ status: 'pending', proposed_price: 3_000, run: newer.body.data.run },
		]);
		const stale = await decide(admin, [review], true);
		expect([stale.status, firstError(stale.body).extensions.status]).toEqual([409, 'superseded']);
		expect(await priceOf(sku)).toBe(1_000);
	});

	it('refuses unknown reviews and malformed decisions, naming the field, deciding nothing', async () => {
		const { sku, review } = await pendingReview();
		const cases: Array<[unknown, unknown, string]> = [
			[[review, 99_999_999], true, 'ids'],
			[[], true, 'ids'],
			[[String(review)], true, 'ids'],
			[Array.from({ length: 501 }, (_, i) => i + 1), true, 'ids'],
			[review, true, 'ids'],
			[[review], 'yes', 'accept'],
			[[review], undefined, 'accept'],
		];
		for (const [ids, accept, field] of cases) {
			const response = await decide(admin, ids, accept);
			expect(response.status, JSON.stringify([ids, accept])).toBe(400);
			expect(firstError(response.body).extensions).toMatchObject({ code: 'VALIDATION_FAILED', field });
		}
		expect(await priceOf(sku)).toBe(1_000);
		expect((await reviewsOf(db, [sku]))[0]!.status).toBe('pending');
	});

	it.each([
		['status=decided', 'status'],
		['limit=0', 'limit'],
		['limit=101', 'limit'],
		['offset=1000001', 'offset'],
		['limit[]=5', 'limit'],
	])('refuses the list query %s naming %s', async (query, field) => {
		const response = await admin.get(`/deckhand/prices/reviews?${query}`);
		expect(response.status).toBe(400);
		expect(firstError(response.body).extensions).toMatchObject({ code: 'VALIDATION_FAILED', field });
	});

	it.each(['offset=-1', 'offset=x'])(
		'refuses the list query %s with Directus’s own query check, which names the offset',
		async (query) => {
			// Directus reads `offset` itself for every route, before Deckhand does.
			const response = await admin.get(`/deckhand/prices/reviews?${query}`);
			expect(response.status).toBe(400);
			expect(firstError(response.body).extensions.code).toBe('INVALID_QUERY');
			expect(firstError(response.body).message).toContain('offset');
		},
	);
});

describe('GET /deckhand/prices/market', () => {
	it('gives each SKU of a card its market price, its date and whether it is stale (older than 7 days)', async () => {
		const { card, sku } = await createSku(admin, { price: 1_000 });
		const lp = (await admin.ok('POST', '/items/skus', { card, condition: 'LP', finish: 'normal', language: 'EN' }))
			.id;
		await putMarketPrice(db, sku, 1_500, 1);
		await putMarketPrice(db, lp, 1_200, 8);
		const response = await admin.get(`/deckhand/prices/market?card=${card}`);
		expect(response.status, JSON.stringify(response.body)).toBe(200);
		expect(response.body.data.skus).toEqual([
			{ sku, source: 'tcgplayer', price: 1_500, priced_at: expect.any(String), stale: false },
			{ sku: lp, source: 'tcgplayer', price: 1_200, priced_at: expect.any(String), stale: true },
		]);
		expect(Date.now() - new Date(response.body.data.skus[1].priced_at).getTime()).toBeGreaterThan(
			8 * 86_400_000 - 60_000,
		);
	});

	it.each(['', 'card=abc', 'card=0', 'card[]=1'])('refuses ?%s naming the card', async (query) => {
		const response = await admin.get(`/deckhand/prices/market?${query}`);
		expect(response.status).toBe(400);
		expect(firstError(response.body).extensions).toMatchObject({ code: 'VALIDATION_FAILED', field: 'card' });
	});
});

describe('staff', () => {
	it('are refused every way in (reprice by market, the queue, decisions, market prices), with nothing changed', async () => {
		const sku = (await createSku(admin, { price: 1_000 })).sku;
		await putMarketPrice(db, sku, 5_000);
		expectOk(await reprice(admin, byMarket([sku], { reviewAbovePercent: 10, preview: false })));
		const [review] = await reviewsOf(db, [sku]);
		const card = (await admin.get(`/items/skus/${sku}?fields=card`)).body.data.card;
		const refusals = [
			[await reprice(staff, byMarket([sku], { preview: false })), 'PRICE_CHANGE_FORBIDDEN'],
			[await decide(staff, [review!.id], true), 'PRICE_CHANGE_FORBIDDEN'],
			[await decide(staff, [review!.id], false), 'PRICE_CHANGE_FORBIDDEN'],
			// Refused before the input is read: a malformed decision gets the same answer.
			[await decide(staff, 'everything', 'yes'), 'PRICE_CHANGE_FORBIDDEN'],
			[await staff.get('/deckhand/prices/reviews'), 'FORBIDDEN'],
			[await staff.get('/deckhand/prices/reviews?limit=0'), 'FORBIDDEN'],
			[await staff.get(`/deckhand/prices/market?card=${card}`), 'FORBIDDEN'],
		] as const;
		for (const [response, code] of refusals) {
			expect(response.status).toBe(403);
			expect(firstError(response.body).extensions.code).toBe(code);
		}
		expect(await priceOf(sku)).toBe(1_000);
		expect(await reviewsOf(db, [sku])).toMatchObject([{ status: 'pending', decided_by: null }]);
	});
});
