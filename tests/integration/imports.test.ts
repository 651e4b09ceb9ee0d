import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findViolations } from '../../server/extensions/deckhand/src/books/invariants.ts';
import { callers, type Caller } from '../harness/api.ts';
import { openTestDb } from '../harness/books.ts';
import { createSku } from '../harness/fixtures.ts';
import { deckhandCsv, uploaders, waitForJob, type DeckhandCells, type Uploader } from '../harness/imports.ts';

let admin: Caller;
let owner: Uploader;
let db: Knex;
/** The first seeded set and its game, where these tests' cards live. */
let set: { code: string; name: string; game: { code: string; name: string } };

let made = 0;
const unique = (label: string) => `${label} ${process.pid}-${Date.now().toString(36)}-${++made}`;

beforeAll(async () => {
	({ admin } = await callers());
	({ owner } = await uploaders());
	db = openTestDb();
	set = (await admin.get('/items/sets/1?fields=code,name,game.code,game.name')).body.data;
});
afterAll(async () => {
	await db.destroy();
});

/** A row naming a card of the first seeded set, as Deckhand's export writes it. */
const inSet = (cells: DeckhandCells): DeckhandCells => ({ game_code: set.game.code, game_name: set.game.name, set_code: set.code, set_name: set.name, condition: 'NM', finish: 'normal', language: 'EN', ...cells });

async function skuRow(sku: number) {
	const row = await db('skus').where('id', sku).first();
	const cost = await db('sku_costs').where('sku', sku).first();
	const market = await db('market_prices').where('sku', sku).first();
	return { quantity: Number(row.quantity), price: row.price === null ? null : Number(row.price), bin: row.bin, cost: cost ? Number(cost.unit_cost) : null, market: market ? Number(market.price) : null };
}

const movements = (sku: number) => db('stock_movements').where('sku', sku).orderBy('id').select('delta', 'reason', 'note');
const priceChanges = (sku: number) => db('price_changes').where('sku', sku).orderBy('id').select('old_price', 'new_price', 'reason', 'run');

describe('an import of Deckhand’s CSV', () => {
	it('stages the file, plans it, and commits stock, movements, prices, costs and market prices in one go', async () => {
		const name = unique('Imported card');
		const { sku } = await createSku(admin, { name, price: 1_000, stock: 3 });
		const newName = unique('New card');
		const csv = deckhandCsv([
			inSet({ card_name: name, collector_number: '1', quantity: 5, price: '12.50', cost: '4.00', market_price: '11.00', bin: 'A-1' }),
			inSet({ card_name: newName, collector_number: '77', finish: 'foil', quantity: 2, price: '3.00', cost: '1.00' }),
		]);

		const uploaded = await owner.upload(csv, { name: 'stock.csv' });
		expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
		const staged = uploaded.body.data;
		expect(staged).toMatchObject({ status: 'staged', format: 'deckhand', fileName: 'stock.csv', fileBytes: Buffer.byteLength(csv), rowCount: 2, errorCount: 0, plan: null, failure: null, committedAt: null });
		expect(staged.columns).toContainEqual({ column: 'card_name', field: 'cardName' });
		expect(staged.columns).toContainEqual({ column: 'sku_id', field: null });
		expect(staged.preview[0]).toMatchObject({ line: 2, errors: [], row: { cardName: name, setCode: set.code, quantity: 5, price: 1_250, cost: 400, marketPrice: 1_100, bin: 'A-1' } });

		const planned = await admin.request('POST', `/deckhand/imports/${staged.id}/plan`, { quantities: 'replace', createMissing: true });
		expect(planned.status, JSON.stringify(planned.body)).toBe(200);
		expect(planned.body.data).toEqual({ options: { quantities: 'replace', createMissing: true }, create: 1, update: 1, skip: 0, errors: 0, alreadyImported: null, problems: [] });
		const toCreate = await admin.get(`/deckhand/imports/${staged.id}/rows?kind=create`);
		expect(toCreate.body.data).toMatchObject({ total: 1, rows: [{ line: 3, action: 'create', reason: null, row: { cardName: newName, finish: 'foil' } }] });
		// A dry run writes nothing of the shop.
		expect(await skuRow(sku)).toEqual({ quantity: 3, price: 1_000, bin: null, cost: null, market: null });

		const committing = await admin.request('POST', `/deckhand/imports/${staged.id}/commit`);
		expect(committing.status, JSON.stringify(committing.body)).toBe(202);
		expect(committing.body.data.status).toBe('committing');
		const job = await waitForJob(admin, staged.id);
		expect(job).toMatchObject({ status: 'committed', progress: { done: 2, total: 2 }, failure: null });
		expect(job.committedAt).toEqual(expect.any(String));

		expect(await skuRow(sku)).toEqual({ quantity: 5, price: 1_250, bin: 'A-1', cost: 400, market: 1_100 });
		expect(await movements(sku)).toEqual([
			{ delta: 3, reason: 'count', note: null },
			{ delta: 2, reason: 'import', note: `Import #${staged.id}: stock.csv` },
		]);
		const created = await db('cards').where({ name: newName }).first();
		expect(created).toMatchObject({ set: 1, collector_number: '77', kind: 'single' });
		expect(created.search_text).toBe(` ${newName.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim()}`);
		const newSku = await db('skus').where({ card: created.id }).first();
		expect(newSku).toMatchObject({ condition: 'NM', finish: 'foil', language: 'EN', edition: null, sku_key: `${created.id}|NM|foil|EN` });
		expect(await skuRow(newSku.id)).toEqual({ quantity: 2, price: 300, bin: null, cost: 100, market: null });
		const runs = [...(await priceChanges(sku)), ...(await priceChanges(newSku.id))].filter((change) => change.reason === 'import');
		expect(runs.map((change) => [change.old_price, change.new_price])).toEqual([
			[1_000, 1_250],
			[null, 300],
		]);
		expect(new Set(runs.map((change) => change.run)).size).toBe(1);
		expect(await db('market_prices').where('sku', sku).first()).toMatchObject({ source: 'tcgplayer', import_job: staged.id });
		// The staging rows go once committed; the books hold.
		expect(await db('import_rows').where('job', staged.id).count({ n: '*' })).toEqual([{ n: 0 }]);
		expect(await findViolations(db)).toEqual({});
	});
});
