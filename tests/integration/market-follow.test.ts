import type { Knex } from 'knex';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../harness/api.ts';
import { createSku } from '../harness/fixtures.ts';
import { putMarketPrice, putQuote } from '../harness/market-prices.ts';
import { openShop } from '../harness/shop.ts';

/*
 * Repricing from the market follows the source the shop chose (Settings → Market prices from):
 * the card's followed quote × the SKU's condition share, else the SKU's own imported market price;
 * each row says which source and when; a stale quote is left alone as a stale imported price is.
 */

let admin: Caller;
let db: Knex;
let lpPercent: number;

beforeAll(async () => {
	({ admin, db } = await openShop());
	lpPercent = (await admin.ok('GET', '/items/shop_settings?fields=condition_lp_percent')).condition_lp_percent;
});
afterEach(() => admin.ok('PATCH', '/items/shop_settings', { market_source: null }));
afterAll(() => db.destroy());

const follow = (source: string | null) => admin.ok('PATCH', '/items/shop_settings', { market_source: source });
const preview = async (skus: number[], extra: Record<string, unknown> = {}) => {
	const answer = await admin.request('POST', '/deckhand/prices/reprice', {
		selection: { skus },
		rule: { kind: 'market', percent: 100 },
		...extra,
	});
	expect(answer.status, JSON.stringify(answer.body)).toBe(200);
	return answer.body.data;
};
const moves = (data: { changes: Array<{ sku: number; new: number; market: { source: string } | null }> }) =>
	data.changes.map((change) => [change.sku, change.new, change.market?.source]);

/** A card with an NM and an LP SKU (both 10.00), the NM one with an imported market price of 9.00. */
async function shelf() {
	const { card, sku: nm } = await createSku(admin, { price: 1_000 });
	const lp = (await admin.ok('POST', '/items/skus', { card, condition: 'LP', finish: 'normal', language: 'EN' })).id;
	await admin.ok('POST', '/deckhand/prices/set', { sku: lp, price: 1_000 });
	await putMarketPrice(db, nm, 900);
	return { card, nm, lp: lp as number };
}

describe('a reprice from the market', () => {
	it("prices from the quote of the source the shop follows, × the condition's share, and from another after the setting changes", async () => {
		const { card, nm, lp } = await shelf();
		await putQuote(db, { card, source: 'pokemon-tcg-data', market: 2_000 });
		await putQuote(db, { card, source: 'tcgcsv', market: 3_000 }, 1);

		await follow('pokemon-tcg-data');
		const followed = await preview([nm, lp]);
		expect(moves(followed)).toEqual([
			[nm, 2_000, 'pokemon-tcg-data'],
			[lp, Math.floor((2_000 * lpPercent) / 100), 'pokemon-tcg-data'],
		]);
		expect(followed.changes[0].market).toEqual({
			market: 2_000,
			source: 'pokemon-tcg-data',
			priced_at: expect.any(String),
		});

		await follow('tcgcsv');
		expect(moves(await preview([nm, lp]))).toEqual([
			[nm, 3_000, 'tcgcsv'],
			[lp, Math.floor((3_000 * lpPercent) / 100), 'tcgcsv'],
		]);

		// Any source: the newest quote in the shop's currency.
		await follow(null);
		expect(moves(await preview([nm]))).toEqual([[nm, 2_000, 'pokemon-tcg-data']]);
	});

	it("falls back to the SKU's imported market price where the shop follows no quote of the card", async () => {
		const { card, nm, lp } = await shelf();
		await putQuote(db, { card, source: 'tcgcsv', market: 3_000 });
		await follow('cardmarket');
		const data = await preview([nm, lp]);
		expect(moves(data)).toEqual([[nm, 900, 'tcgplayer']]);
		expect(data.no_market.map((entry: { sku: number }) => entry.sku)).toEqual([lp]);
	});

	it('leaves a SKU whose followed quote is stale as it is, listed with its source and when, and prices it when told an older one will do', async () => {
		const { card, nm } = await shelf();
		await putQuote(db, { card, source: 'pokemon-tcg-data', market: 2_000 }, 3);
		await follow('pokemon-tcg-data');
		const stale = await preview([nm], { staleDays: 2, preview: false });
		expect(stale.changes).toEqual([]);
		expect(stale.stale).toEqual([
			expect.objectContaining({
				sku: nm,
				market: 2_000,
				source: 'pokemon-tcg-data',
				priced_at: expect.any(String),
			}),
		]);
		expect((await db('skus').where({ id: nm }).first('price')).price).toBe(1_000);
		expect(moves(await preview([nm], { staleDays: 7 }))).toEqual([[nm, 2_000, 'pokemon-tcg-data']]);
	});
});
