import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueCardRow } from '@deckhand/contract/catalogue/catalogue-cards.ts';
import { firstError, type Caller } from '../harness/api.ts';
import { addLine, newBuylist, newCustomer, transition } from '../harness/buylists.ts';
import { ranSource, readSample, sourceFiles } from '../harness/catalogue.ts';
import { openShop } from '../harness/shop.ts';
import { openTestTill } from '../harness/tills.ts';

/*
 * A card of the catalogue the shop never stocked: found at the counter with the market price the
 * shop follows, bought in at an offer from that price, its SKU made by the purchase, first priced
 * from the market and sold. The search is read as strictly as the inventory's.
 */

type PokemonCard = Record<string, unknown> & { id: string };

let admin: Caller;
let staff: Caller;
let db: Knex;
/** A set of the test's own, of two cards the shop has never had: the first priced by TCGplayer (4.00, holo 12.50). */
const setId = `mkt${process.pid}`;
/** Its code as the shop keeps it: short enough for a search of "SET NUMBER" (six characters at most). */
const setCode = `MK${process.pid % 10_000}`;
const names = [`Marketless Moth ${process.pid}`, `Market Mantis ${process.pid}`] as const;
let mantis: CatalogueCardRow;

const cards = async (caller: Caller, query: string) => caller.request('GET', `/deckhand/catalogue/cards?${query}`);
const found = async (query: string): Promise<CatalogueCardRow[]> => (await cards(staff, query)).body.data.items;

beforeAll(async () => {
	({ admin, staff, db } = await openShop());
	const [set] = (await readSample<Array<Record<string, unknown>>>('pokemon-tcg-data/sets/en.json')).filter(
		(sample) => sample['id'] === 'sv3',
	);
	const [sample] = await readSample<PokemonCard[]>('pokemon-tcg-data/cards/en/sv3.json');
	const prices = { normal: { market: 4 }, holofoil: { market: 12.5 } };
	await sourceFiles('pokemon-tcg-data', {
		'sets/en.json': [{ ...set, id: setId, name: `Market set ${setId}`, ptcgoCode: setCode }],
		[`cards/en/${setId}.json`]: [
			{ ...sample, id: `${setId}-1`, number: '1', name: names[0], tcgplayer: undefined, cardmarket: undefined },
			{
				...sample,
				id: `${setId}-2`,
				number: '2',
				name: names[1],
				tcgplayer: { url: 'x', updatedAt: '2026/12/05', prices },
				cardmarket: undefined,
			},
		],
	});
	expect((await ranSource(admin, 'pokemon-tcg-data')).status).toBe('done');
	mantis = (await found(`q=${encodeURIComponent(names[1])}`))[0]!;
});
afterAll(() => db.destroy());

describe('GET /deckhand/catalogue/cards', () => {
	it('finds a card the shop never stocked, by name or set and number, with the market price it follows', async () => {
		expect(mantis).toMatchObject({
			name: names[1],
			collector_number: '2',
			set: { code: setCode },
			game: { code: 'PKM' },
			skus: 0,
			held: 0,
		});
		expect(mantis.market.map(({ finish, price, source, stale }) => ({ finish, price, source, stale }))).toEqual([
			{ finish: 'normal', price: 400, source: 'pokemon-tcg-data', stale: false },
			{ finish: 'foil', price: 1_250, source: 'pokemon-tcg-data', stale: false },
		]);
		expect((await found(`q=${setCode}%202`)).map((card) => card.id)).toEqual([mantis.id]);
		const [moth] = await found(`q=${encodeURIComponent(names[0])}`);
		expect(moth).toMatchObject({ skus: 0, market: [] });
	});

	it('leaves it out of what the shop has in stock or ever stocked', async () => {
		const query = `q=${encodeURIComponent(names[1])}`;
		expect(await found(`${query}&scope=in_stock`)).toEqual([]);
		expect(await found(`${query}&scope=ever_stocked`)).toEqual([]);
		const page = (await cards(staff, `${query}&scope=catalogue&limit=1`)).body.data;
		expect(page).toMatchObject({ total: 1, page: 1, limit: 1 });
	});

	it.each([
		['scope=everything', 'scope'],
		['limit=101', 'limit'],
		['page=0', 'page'],
		[`q=${'x'.repeat(201)}`, 'q'],
		['game=abc', 'game'],
	])('refuses %s, naming the parameter', async (query, field) => {
		const answer = await cards(staff, query);
		expect(answer.status).toBe(400);
		expect(firstError(answer.body).extensions).toMatchObject({ code: 'VALIDATION_FAILED', field });
	});
});

describe('a trade-in of a card the shop never stocked', () => {
	let buylist: number;

	it('offers from the market price the shop follows, saying so, and none from a source it does not follow', async () => {
		const customer = await newCustomer(admin, 'Market');
		buylist = (await newBuylist(staff, customer)).id;
		const view = await addLine(staff, buylist, {
			card: mantis.id,
			condition: 'LP',
			finish: 'normal',
			language: 'EN',
			quantity: 2,
		});
		const { condition_lp_percent: lp, buylist_credit_percent: credit } = await admin.ok(
			'GET',
			'/items/shop_settings?fields=condition_lp_percent,buylist_credit_percent',
		);
		const basis = Math.floor((400 * lp) / 100);
		expect(view.lines[0]).toMatchObject({
			sku: null,
			price_basis: basis,
			credit_unit: Math.floor((basis * credit) / 100),
			price_from: 'market',
			market: { source: 'pokemon-tcg-data', stale: false },
			rule: null,
		});
		const other = await newBuylist(staff, customer);
		await admin.ok('PATCH', '/items/shop_settings', { market_source: 'scryfall' });
		try {
			const unpriced = await addLine(staff, other.id, {
				card: mantis.id,
				condition: 'NM',
				finish: 'normal',
				language: 'EN',
				quantity: 1,
			});
			expect(unpriced.lines[0]).toMatchObject({ price_basis: null, price_from: null, rule: 'no_price' });
		} finally {
			await admin.ok('PATCH', '/items/shop_settings', { market_source: null });
		}
	});

	it('marks an offer from a price its source stopped refreshing as stale', async () => {
		const customer = await newCustomer(admin, 'Stale');
		const other = (await newBuylist(staff, customer)).id;
		const days = (n: number) => new Date(Date.now() - n * 86_400_000);
		await db('market_quotes')
			.where({ card: mantis.id, finish: 'foil' })
			.update({ quoted_at: days(3) });
		const view = await addLine(staff, other, {
			card: mantis.id,
			condition: 'NM',
			finish: 'foil',
			language: 'EN',
			quantity: 1,
		});
		expect(view.lines[0]).toMatchObject({ price_basis: 1_250, market: { stale: true } });
		expect((await found(`q=${encodeURIComponent(names[1])}`))[0]!.market[1]).toMatchObject({ stale: true });
	});

	it('makes the SKU when bought, starts its price from the market, and the till sells it', async () => {
		const completed = await transition(staff, buylist, { to: 'completed', payout: 'credit' });
		expect(completed.status, JSON.stringify(completed.body)).toBe(200);
		const [sku] = await db('skus').where({ card: mantis.id }).select('id', 'quantity', 'condition');
		expect(sku).toMatchObject({ quantity: 2, condition: 'LP' });
		const { skus } = await staff.ok('GET', `/deckhand/buylists/${buylist}/arrivals`);
		const { condition_lp_percent: lp } = await admin.ok('GET', '/items/shop_settings?fields=condition_lp_percent');
		expect(skus).toMatchObject([
			{ sku: sku.id, suggested: { price: Math.round((400 * lp) / 100), from: 'market' } },
		]);
		expect((await found(`q=${encodeURIComponent(names[1])}&scope=in_stock`))[0]).toMatchObject({
			skus: 1,
			held: 2,
		});

		await admin.ok('POST', '/deckhand/prices/set', { sku: sku.id, price: skus[0].suggested.price });
		const till = await openTestTill(admin);
		const sale = await staff.request('POST', '/deckhand/checkout', {
			channel: 'counter',
			lines: [{ sku: sku.id, quantity: 1 }],
			complete: true,
			till,
			payments: [{ method: 'cash', amount: 10_000 }],
		});
		expect(sale.status, JSON.stringify(sale.body)).toBe(200);
		expect(Number((await db('skus').where({ id: sku.id }).first('quantity')).quantity)).toBe(1);
	});
});

describe('the market price source setting', () => {
	it('takes a source the catalogue reads prices from, and refuses any other with nothing changed', async () => {
		const refused = await admin.request('PATCH', '/items/shop_settings', { market_source: 'ebay' });
		expect(refused.status).toBe(400);
		expect(firstError(refused.body).extensions).toMatchObject({ field: 'market_source' });
		const byClerk = await staff.request('PATCH', '/items/shop_settings', { market_source: 'tcgcsv' });
		expect(byClerk.status).toBe(403);
		expect((await db('shop_settings').first('market_source')).market_source).toBeNull();
	});
});
