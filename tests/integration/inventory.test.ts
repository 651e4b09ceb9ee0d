import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchText } from '@deckhand/contract/domain/search-text.ts';
import { foldSkuTally } from '../../server/extensions/deckhand/src/ledger/sku-tally.ts';
import { callers, firstError, type Caller } from '../harness/api.ts';
import { openTestDb } from '../harness/books.ts';

let admin: Caller;
let staff: Caller;
let anonymous: Caller;
let db: Knex;

beforeAll(async () => {
	({ admin, staff, anonymous } = await callers());
	db = openTestDb();
});
afterAll(() => db.destroy());

async function inventory(params: Record<string, string>, caller = staff) {
	const response = await caller.get(`/deckhand/inventory?${new URLSearchParams(params)}`);
	expect(response.status, JSON.stringify(response.body)).toBe(200);
	const { items, total, page, limit } = response.body.data as {
		items: any[];
		total: number;
		page: number;
		limit: number;
	};
	return { data: items, meta: { total, page, limit } };
}

describe('GET /deckhand/inventory', () => {
	it('finds a card by the starts of the words of its name, with card, set and game joined', async () => {
		const { data, meta } = await inventory({ q: 'char ex' });
		expect(meta.total).toBeGreaterThanOrEqual(2);
		expect(new Set(data.map((row) => row.card.name))).toEqual(new Set(['Charizard ex']));
		expect(data[0]).toMatchObject({ set: { code: 'OBF', name: 'Obsidian Flames' }, game: { name: 'Pokémon' } });
	});

	it.each([
		['flabebe', 'Flabébé'],
		['ÉOWYN', 'Éowyn, Fearless Knight'],
		['blue eyes', 'Blue-Eyes White Dragon'],
	])('ignores accents and case: %s finds %s', async (q, name) => {
		const { data } = await inventory({ q });
		expect(data.map((row) => row.card.name)).toContain(name);
		// Other tests of the run add cards with such names too ("Flabébé Ümlaut"): every row found starts its words so.
		expect(data.every((row) => searchText(row.card.name).includes(searchText(q)))).toBe(true);
	});

	it('does not match inside a word', async () => {
		expect((await inventory({ q: 'izard' })).meta.total).toBe(0);
	});

	it.each(['OBF 125', 'obf-125', 'OBF 0125'])('finds "%s" by set code and collector number', async (q) => {
		const { data } = await inventory({ q });
		expect(data.length).toBeGreaterThan(0);
		expect(data.every((row) => row.set.code === 'OBF' && row.card.collector_number === '125')).toBe(true);
	});

	it('finds a scanned barcode', async () => {
		const [sku] = (await admin.get('/items/skus?filter[barcode][_nnull]=true&fields=id,barcode&limit=1')).body.data;
		const { data, meta } = await inventory({ q: sku.barcode });
		expect(meta.total).toBe(1);
		expect(data[0].id).toBe(sku.id);
	});

	it('combines filters and counts exactly what Directus counts', async () => {
		const { data, meta } = await inventory({ condition: 'NM', finish: 'normal', stock: 'in', limit: '200' });
		expect(data.every((row) => row.condition === 'NM' && row.finish === 'normal' && row.quantity > 0)).toBe(true);
		const directus = await admin.get(
			'/items/skus?filter[condition][_eq]=NM&filter[finish][_eq]=normal&filter[quantity][_gt]=0&aggregate[count]=id',
		);
		expect(meta.total).toBe(Number(directus.body.data[0].count.id));
	});

	it('lists a game in one condition in stock by name, page after page, as Directus lists and counts it', async () => {
		const [game] = (await admin.get('/items/games?fields=id&sort=id&limit=1')).body.data;
		const filter = { game: String(game.id), condition: 'NM', stock: 'in' };
		const directus = await admin.get(
			`/items/skus?filter[card][set][game][_eq]=${game.id}&filter[condition][_eq]=NM&filter[quantity][_gt]=0&sort=card.name,id&fields=id&limit=-1`,
		);
		const expected = directus.body.data.map((row: { id: number }) => row.id);
		expect(expected.length).toBeGreaterThan(10);
		// Small pages: the first are read walking the cards by name, the later ones by sorting the matches.
		const listed: number[] = [];
		for (let page = 1; listed.length < expected.length; page++) {
			const { data, meta } = await inventory({ ...filter, limit: '4', page: String(page) });
			expect(meta.total).toBe(expected.length);
			expect(data.length).toBeGreaterThan(0);
			listed.push(...data.map((row) => row.id));
		}
		expect(listed).toEqual(expected);
	});

	it("counts every SKU, and each game's, as Directus counts them, before and after the tally is folded", async () => {
		const games: Array<{ id: number }> = (await admin.get('/items/games?fields=id&limit=-1')).body.data;
		const counted = async (filter: string) =>
			Number((await admin.get(`/items/skus?aggregate[count]=id${filter}`)).body.data[0].count.id);
		const expected = [await counted('')];
		for (const game of games) expected.push(await counted(`&filter[card][set][game][_eq]=${game.id}`));
		const listed = async () => [
			(await inventory({ limit: '1' })).meta.total,
			...(await Promise.all(games.map(async (game) => (await inventory({ game: String(game.id) })).meta.total))),
		];
		expect(expected[0]).toBeGreaterThan(10);
		expect(await listed()).toEqual(expected);
		await foldSkuTally(db);
		expect(Number((await db('sku_tally').count({ rows: '*' }).first())?.['rows'])).toBeLessThanOrEqual(
			games.length,
		);
		expect(await listed()).toEqual(expected);
	});

	it('lists unpriced SKUs', async () => {
		const { data } = await inventory({ unpriced: 'true' });
		expect(data.every((row) => row.price === null)).toBe(true);
	});

	it('sorts by price, highest first, unpriced last', async () => {
		const { data } = await inventory({ sort: '-price', limit: '200' });
		const prices = data.map((row) => row.price);
		const priced = prices.filter((price) => price !== null);
		expect(priced).toEqual([...priced].sort((a, b) => b - a));
		expect(prices.slice(priced.length).every((price) => price === null)).toBe(true);
	});

	it('pages without overlap and keeps the total', async () => {
		const first = await inventory({ limit: '5', page: '1' });
		const second = await inventory({ limit: '5', page: '2' });
		expect(second.meta.total).toBe(first.meta.total);
		expect(first.data.map((row) => row.id).filter((id) => second.data.some((row) => row.id === id))).toEqual([]);
	});

	it.each([
		[{ limit: '500' }, 'limit'],
		[{ sort: 'unit_cost' }, 'sort'],
		[{ condition: 'MINT' }, 'condition'],
	])('refuses %j naming %s', async (params, field) => {
		const response = await staff.get(`/deckhand/inventory?${new URLSearchParams(params)}`);
		expect(response.status).toBe(400);
		expect(firstError(response.body).extensions).toMatchObject({ code: 'VALIDATION_FAILED', field });
	});

	it('refuses a visitor who is not signed in', async () => {
		expect((await anonymous.get('/deckhand/inventory')).status).toBe(401);
	});
});

describe('card search text', () => {
	it('is kept by the server from the name, whatever a client sends', async () => {
		const created = await staff.request('POST', '/items/cards', {
			set: 1,
			name: 'Mëw Twö',
			search_text: 'tampered',
		});
		expect(created.body.data.search_text).toBe(' mew two');
		const renamed = await staff.request('PATCH', `/items/cards/${created.body.data.id}`, { name: 'Mewtwo ex' });
		expect(renamed.body.data.search_text).toBe(' mewtwo ex');
	});
});
