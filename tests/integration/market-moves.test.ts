import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, type Caller } from '../harness/api.ts';
import { ranSource, readSample, sourceFiles } from '../harness/catalogue.ts';
import { reviewsOf } from '../harness/market-prices.ts';
import { openShop } from '../harness/shop.ts';

/*
 * A catalogue run moves the market the shop follows: each change of a quote of a card the shop
 * has SKUs for is kept (only when it changes), and a move beyond the shop's review threshold on
 * a card it stocks queues a review of its SKUs, in the run's own transaction; nothing of the
 * shop's prices changes until the owner accepts.
 */

type PokemonCard = Record<string, unknown> & { id: string };

let admin: Caller;
let staff: Caller;
let db: Knex;
const setId = `mv${process.pid}`;
const names = ['Stocked', 'Sold out', 'Never had'].map((name) => `${name} mover ${process.pid}`);
let lpPercent: number;
let ids: { stocked: number; soldOut: number; neverHad: number };
let skus: { nm: number; lp: number; soldOut: number };

/** A run of the set with each card's TCGplayer market price (dollars), in the order of `names`. */
async function runPriced(prices: readonly number[]) {
	const [set] = (await readSample<Array<Record<string, unknown>>>('pokemon-tcg-data/sets/en.json')).filter(
		(sample) => sample['id'] === 'sv3',
	);
	const [sample] = await readSample<PokemonCard[]>('pokemon-tcg-data/cards/en/sv3.json');
	await sourceFiles('pokemon-tcg-data', {
		'sets/en.json': [{ ...set, id: setId, name: `Movers ${setId}`, ptcgoCode: `MV${process.pid % 10_000}` }],
		[`cards/en/${setId}.json`]: names.map((name, i) => ({
			...sample,
			id: `${setId}-${i + 1}`,
			number: String(i + 1),
			name,
			tcgplayer: { url: 'x', updatedAt: '2026/12/05', prices: { normal: { market: prices[i] } } },
			cardmarket: undefined,
		})),
	});
	const run = await ranSource(admin, 'pokemon-tcg-data');
	expect(run.status, run.failure ?? '').toBe('done');
	return run;
}

const cardId = async (name: string) => Number((await db('cards').where({ name }).first('id')).id);
async function newSku(card: number, condition: string, copies: number, price: number) {
	const sku = (await admin.ok('POST', '/items/skus', { card, condition, finish: 'normal', language: 'EN' })).id;
	await admin.ok('POST', '/deckhand/prices/set', { sku, price });
	if (copies > 0) await admin.ok('POST', '/deckhand/stock/adjust', { sku, delta: copies, reason: 'count' });
	return Number(sku);
}
const changesOf = async (card: number) =>
	(await db('market_quote_changes').where({ card }).orderBy('id').select('previous', 'market', 'source')).map(
		(row) => ({
			...row,
			previous: row.previous === null ? null : Number(row.previous),
			market: Number(row.market),
		}),
	);
const priceOf = async (sku: number) => Number((await db('skus').where({ id: sku }).first('price')).price);

beforeAll(async () => {
	({ admin, staff, db } = await openShop());
	lpPercent = (await admin.ok('GET', '/items/shop_settings?fields=condition_lp_percent')).condition_lp_percent;
	await runPriced([4, 4, 4]);
	ids = { stocked: await cardId(names[0]!), soldOut: await cardId(names[1]!), neverHad: await cardId(names[2]!) };
	skus = {
		nm: await newSku(ids.stocked, 'NM', 2, 500),
		lp: await newSku(ids.stocked, 'LP', 1, 400),
		soldOut: await newSku(ids.soldOut, 'NM', 0, 500),
	};
	await admin.ok('PATCH', '/items/shop_settings', { market_source: 'pokemon-tcg-data', review_above_percent: 20 });
});
afterAll(async () => {
	await admin.ok('PATCH', '/items/shop_settings', { market_source: null, review_above_percent: null });
	await db.destroy();
});

describe('a catalogue run that moves the market', () => {
	it('keeps the changes of the quotes of cards the shop has SKUs for, and none of a card it never had', async () => {
		const run = await runPriced([6, 6, 6]);
		expect(run.counts?.moves).toEqual({ recorded: 2, reviews: 2 });
		const moved = [{ previous: 400, market: 600, source: 'pokemon-tcg-data' }];
		expect(await changesOf(ids.stocked)).toEqual(moved);
		expect(await changesOf(ids.soldOut)).toEqual(moved);
		expect(await changesOf(ids.neverHad)).toEqual([]);
	});

	it('queues a review of each SKU of the stocked card, with the market before and after, and changes no price', async () => {
		expect(
			(await reviewsOf(db, [skus.nm, skus.lp, skus.soldOut])).map((review) => [
				review.sku,
				review.status,
				review.old_price,
				review.proposed_price,
			]),
		).toEqual([
			[skus.nm, 'pending', 500, 600],
			[skus.lp, 'pending', 400, Math.floor((600 * lpPercent) / 100)],
		]);
		expect([await priceOf(skus.nm), await priceOf(skus.lp)]).toEqual([500, 400]);
		const { rows } = await admin.ok('GET', '/deckhand/prices/reviews?status=pending&limit=100');
		expect(rows.find((row: { sku: { id: number } }) => row.sku.id === skus.nm)).toMatchObject({
			kind: 'market',
			old_price: 500,
			proposed_price: 600,
			market: { before: 400, price: 600, source: 'pokemon-tcg-data', stale: false },
		});
	});

	it('keeps nothing and queues nothing when a run brings the same prices again', async () => {
		const run = await runPriced([6, 6, 6]);
		expect(run.counts?.moves).toEqual({ recorded: 0, reviews: 0 });
		expect(await changesOf(ids.stocked)).toHaveLength(1);
	});

	it('keeps a small move without a review, and queues none for a source the shop does not follow', async () => {
		expect((await runPriced([6.5, 6, 6])).counts?.moves).toEqual({ recorded: 1, reviews: 0 });
		await admin.ok('PATCH', '/items/shop_settings', { market_source: 'tcgcsv' });
		try {
			expect((await runPriced([9, 6, 6])).counts?.moves).toEqual({ recorded: 1, reviews: 0 });
		} finally {
			await admin.ok('PATCH', '/items/shop_settings', { market_source: 'pokemon-tcg-data' });
		}
		expect((await changesOf(ids.stocked)).map((change) => change.market)).toEqual([600, 650, 900]);
		expect((await reviewsOf(db, [skus.nm])).filter((review) => review.status === 'pending')).toHaveLength(1);
	});

	it("shows the card's followed market and its changes beside its price history, to the owner only", async () => {
		const market = await admin.ok('GET', `/deckhand/prices/market?card=${ids.stocked}`);
		expect(market.followed).toEqual([
			{ finish: 'normal', price: 900, source: 'pokemon-tcg-data', quoted_at: expect.any(String), stale: false },
		]);
		expect(market.history.map((change: { previous: number | null; market: number }) => change.market)).toEqual([
			900, 650, 600,
		]);
		expect(market.history[0]).toMatchObject({ finish: 'normal', edition: '', previous: 650 });
		expect((await staff.request('GET', `/deckhand/prices/market?card=${ids.stocked}`)).status).toBe(403);
	});

	it('reprices the SKU to the proposal when the owner accepts, and the clerk may not', async () => {
		const [review] = (await reviewsOf(db, [skus.nm])).filter((row) => row.status === 'pending');
		const refused = await staff.request('POST', '/deckhand/prices/reviews/decide', {
			ids: [review!.id],
			accept: true,
		});
		expect(refused.status).toBe(403);
		await admin.ok('POST', '/deckhand/prices/reviews/decide', { ids: [review!.id], accept: true });
		expect(await priceOf(skus.nm)).toBe(600);
	});
});

describe('the review threshold setting', () => {
	it('is refused past its bounds, naming the field, and to a clerk, with nothing changed', async () => {
		const refused = await admin.request('PATCH', '/items/shop_settings', { review_above_percent: 1_001 });
		expect(refused.status).toBe(400);
		expect(firstError(refused.body).extensions).toMatchObject({ field: 'review_above_percent' });
		const byClerk = await staff.request('PATCH', '/items/shop_settings', { review_above_percent: 5 });
		expect(byClerk.status).toBe(403);
		expect(Number((await db('shop_settings').first('review_above_percent')).review_above_percent)).toBe(20);
	});
});
