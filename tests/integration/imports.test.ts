import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findViolations } from '../../server/extensions/deckhand/src/books/invariants.ts';
import { isoTime } from '../../server/extensions/deckhand/src/db.ts';
import { type Caller, callers, expectOk } from '../harness/api.ts';
import { openTestDb } from '../harness/books.ts';
import { createSku } from '../harness/fixtures.ts';
import {
	deckhandCsv,
	importFile,
	TCGPLAYER_HEADER,
	uploaders,
	waitForJob,
	type DeckhandCells,
	type Uploader,
} from '../harness/imports.ts';

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
const inSet = (cells: DeckhandCells): DeckhandCells => ({
	game_code: set.game.code,
	game_name: set.game.name,
	set_code: set.code,
	set_name: set.name,
	condition: 'NM',
	finish: 'normal',
	language: 'EN',
	...cells,
});

async function skuRow(sku: number) {
	const row = await db('skus').where('id', sku).first();
	const cost = await db('sku_costs').where('sku', sku).first();
	const market = await db('market_prices').where('sku', sku).first();
	return {
		quantity: Number(row.quantity),
		price: row.price === null ? null : Number(row.price),
		bin: row.bin,
		cost: cost ? Number(cost.unit_cost) : null,
		market: market ? Number(market.price) : null,
	};
}

/** The SKU's TCGplayer market price as kept: the price, when it was taken and the import that wrote it. */
async function keptMarket(sku: number) {
	const row = await db('market_prices').where({ sku, source: 'tcgplayer' }).first();
	return { price: Number(row.price), pricedAt: isoTime(row.priced_at), importJob: Number(row.import_job) };
}

const movements = (sku: number) =>
	db('stock_movements').where('sku', sku).orderBy('id').select('delta', 'reason', 'note');
const priceChanges = (sku: number) =>
	db('price_changes').where('sku', sku).orderBy('id').select('old_price', 'new_price', 'reason', 'run');

describe('an import of Deckhand’s CSV', () => {
	it('stages the file, plans it, and commits stock, movements, prices and costs in one go', async () => {
		const name = unique('Imported card');
		const { sku } = await createSku(admin, { name, price: 1_000, stock: 3 });
		const newName = unique('New card');
		const csv = deckhandCsv([
			inSet({ card_name: name, collector_number: '1', quantity: 5, price: '12.50', cost: '4.00', bin: 'A-1' }),
			inSet({
				card_name: newName,
				collector_number: '77',
				finish: 'foil',
				quantity: 2,
				price: '3.00',
				cost: '1.00',
			}),
		]);

		const uploaded = await owner.upload(csv, { name: 'stock.csv' });
		expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
		const staged = uploaded.body.data;
		expect(staged).toMatchObject({
			status: 'staged',
			format: 'deckhand',
			fileName: 'stock.csv',
			fileBytes: Buffer.byteLength(csv),
			rowCount: 2,
			errorCount: 0,
			plan: null,
			failure: null,
			committedAt: null,
		});
		expect(staged.columns).toContainEqual({ column: 'card_name', field: 'cardName' });
		expect(staged.columns).toContainEqual({ column: 'sku_id', field: null });
		expect(staged.preview[0]).toMatchObject({
			line: 2,
			errors: [],
			row: { cardName: name, setCode: set.code, quantity: 5, price: 1_250, cost: 400, bin: 'A-1' },
		});

		const planned = await admin.request('POST', `/deckhand/imports/${staged.id}/plan`, {
			quantities: 'replace',
			createMissing: true,
		});
		expect(planned.status, JSON.stringify(planned.body)).toBe(200);
		expect(planned.body.data).toEqual({
			options: { quantities: 'replace', createMissing: true },
			create: 1,
			update: 1,
			skip: 0,
			errors: 0,
			alreadyImported: null,
			problems: [],
		});
		const toCreate = await admin.get(`/deckhand/imports/${staged.id}/rows?kind=create`);
		expect(toCreate.body.data).toMatchObject({
			total: 1,
			rows: [{ line: 3, action: 'create', reason: null, row: { cardName: newName, finish: 'foil' } }],
		});
		// A dry run writes nothing of the shop.
		expect(await skuRow(sku)).toEqual({ quantity: 3, price: 1_000, bin: null, cost: null, market: null });

		const committing = await admin.request('POST', `/deckhand/imports/${staged.id}/commit`);
		expect(committing.status, JSON.stringify(committing.body)).toBe(202);
		expect(committing.body.data.status).toBe('committing');
		const job = await waitForJob(admin, staged.id);
		expect(job).toMatchObject({ status: 'committed', progress: { done: 2, total: 2 }, failure: null });
		expect(job.committedAt).toEqual(expect.any(String));

		expect(await skuRow(sku)).toEqual({ quantity: 5, price: 1_250, bin: 'A-1', cost: 400, market: null });
		expect(await movements(sku)).toEqual([
			{ delta: 3, reason: 'count', note: null },
			{ delta: 2, reason: 'import', note: `Import #${staged.id}: stock.csv` },
		]);
		const created = await db('cards').where({ name: newName }).first();
		expect(created).toMatchObject({ set: 1, collector_number: '77', kind: 'single' });
		expect(created.search_text).toBe(
			` ${newName
				.toLowerCase()
				.replace(/[^a-z0-9]+/g, ' ')
				.trim()}`,
		);
		const newSku = await db('skus').where({ card: created.id }).first();
		expect(newSku).toMatchObject({
			condition: 'NM',
			finish: 'foil',
			language: 'EN',
			edition: null,
			sku_key: `${created.id}|NM|foil|EN`,
		});
		expect(await skuRow(newSku.id)).toEqual({ quantity: 2, price: 300, bin: null, cost: 100, market: null });
		const runs = [...(await priceChanges(sku)), ...(await priceChanges(newSku.id))].filter(
			(change) => change.reason === 'import',
		);
		expect(runs.map((change) => [change.old_price, change.new_price])).toEqual([
			[1_000, 1_250],
			[null, 300],
		]);
		expect(new Set(runs.map((change) => change.run)).size).toBe(1);
		// The staging rows go once committed; the books hold.
		expect(Number((await db('import_rows').where('job', staged.id).count({ n: '*' }))[0]?.['n'])).toBe(0);
		expect(await findViolations(db)).toEqual({});
	});
});

describe('an import of TCGplayer’s pricing export', () => {
	it('keeps market prices with the commit’s time, creates a SKU with TCGplayer’s id of it, and adds the same file’s quantities once', async () => {
		const name = unique('Market card');
		const { card, sku } = await createSku(admin, { name, price: 1_000, stock: 1 });
		const skuId = `${Date.now()}1`;
		const foilId = `${Date.now()}2`;
		expect((await admin.request('PATCH', `/items/skus/${sku}`, { tcgplayer_id: skuId })).status).toBe(200);
		const csv = [
			TCGPLAYER_HEADER,
			`${skuId},Pokemon,${set.name},${name},,1,Rare,Near Mint,11.00,,,,3,2,12.50,`,
			`${foilId},Pokemon,${set.name},${name},,1,Rare,Lightly Played Foil,20.00,,,,1,0,0.00,`,
		].join('\r\n');

		const first = await importFile(
			owner,
			admin,
			csv,
			{ quantities: 'add', createMissing: true },
			'TCGplayer_pricing.csv',
		);
		expect(first.uploaded).toMatchObject({ format: 'tcgplayer', rowCount: 2, errorCount: 0 });
		expect(first.plan).toMatchObject({ update: 1, create: 1, skip: 0 });
		const foil = await db('skus').where({ card, condition: 'LP', finish: 'foil' }).first();
		expect(foil).toMatchObject({ tcgplayer_id: foilId, quantity: 1, price: null });
		expect(await skuRow(sku)).toMatchObject({ quantity: 6, price: 1_250, market: 1_100 });
		expect(await skuRow(foil.id)).toMatchObject({ market: 2_000 });
		const kept = await db('market_prices')
			.whereIn('sku', [sku, foil.id])
			.orderBy('sku')
			.select('sku', 'source', 'price', 'priced_at', 'import_job');
		expect(
			kept.map((row) => ({
				...row,
				priced_at: new Date(typeof row.priced_at === 'number' ? row.priced_at : row.priced_at).toISOString(),
			})),
		).toEqual([
			{ sku, source: 'tcgplayer', price: 1_100, priced_at: first.job.committedAt, import_job: first.job.id },
			{
				sku: foil.id,
				source: 'tcgplayer',
				price: 2_000,
				priced_at: first.job.committedAt,
				import_job: first.job.id,
			},
		]);

		const again = await importFile(
			owner,
			admin,
			csv,
			{ quantities: 'add', createMissing: true },
			'TCGplayer_pricing (1).csv',
		);
		expect(again.plan).toMatchObject({ update: 0, create: 0, skip: 2, alreadyImported: { job: first.job.id } });
		expect(await skuRow(sku)).toMatchObject({ quantity: 6, price: 1_250 });
		expect((await skuRow(foil.id)).quantity).toBe(1);
		expect(await db('market_prices').where('sku', sku).first()).toMatchObject({ import_job: again.job.id });
		expect(await findViolations(db)).toEqual({});
	});
});

describe('market prices with their day (Deckhand’s CSV)', () => {
	it('are dated by the file; one older than the price kept never replaces it, one of the same day or later does, and TCGplayer’s export is dated at its commit', async () => {
		const name = unique('Dated market card');
		const { sku } = await createSku(admin, { name, price: 1_000 });
		const skuId = `${Date.now()}3`;
		expect((await admin.request('PATCH', `/items/skus/${sku}`, { tcgplayer_id: skuId })).status).toBe(200);
		const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
		const dayStart = (daysAgo: number) => `${day(daysAgo)}T00:00:00.000Z`;
		const marketFile = (marketPrice: string, daysAgo: number) =>
			deckhandCsv([
				inSet({
					card_name: name,
					collector_number: '1',
					market_price: marketPrice,
					market_price_date: day(daysAgo),
				}),
			]);
		const add = { quantities: 'add', createMissing: false } as const;

		const first = await importFile(owner, admin, marketFile('5.00', 10), add, 'ten-days-ago.csv');
		expect(first.plan).toMatchObject({ update: 1, errors: 0 });
		expect(await keptMarket(sku)).toEqual({ price: 500, pricedAt: dayStart(10), importJob: first.job.id });

		await importFile(owner, admin, marketFile('9.00', 20), add, 'twenty-days-ago.csv');
		expect(await keptMarket(sku)).toEqual({ price: 500, pricedAt: dayStart(10), importJob: first.job.id });

		const sameDay = await importFile(owner, admin, marketFile('6.00', 10), add, 'ten-days-ago-again.csv');
		expect(await keptMarket(sku)).toEqual({ price: 600, pricedAt: dayStart(10), importJob: sameDay.job.id });

		const tcgplayer = await importFile(
			owner,
			admin,
			[TCGPLAYER_HEADER, `${skuId},Pokemon,${set.name},${name},,1,Rare,Near Mint,7.00,,,,,,,`].join('\r\n'),
			add,
			'TCGplayer_pricing.csv',
		);
		const fromTcgplayer = { price: 700, pricedAt: tcgplayer.job.committedAt, importJob: tcgplayer.job.id };
		expect(await keptMarket(sku)).toEqual(fromTcgplayer);

		// Yesterday's file, exported before TCGplayer's came in, does not undo it.
		await importFile(owner, admin, marketFile('5.50', 1), add, 'yesterday.csv');
		expect(await keptMarket(sku)).toEqual(fromTcgplayer);
		// Neither stock nor the shop's price moved: the files gave neither.
		expect(await skuRow(sku)).toMatchObject({ quantity: 0, price: 1_000 });
		expect(await findViolations(db)).toEqual({});
	});
});

describe('quantities', () => {
	it('replaces what is on hand or adds to it, and averages costs as copies arrive', async () => {
		const name = unique('Counted card');
		const { sku } = await createSku(admin, { name, price: 1_000 });
		const row = (cells: DeckhandCells) => inSet({ card_name: name, collector_number: '1', ...cells });
		const step = (cells: DeckhandCells[], quantities: 'replace' | 'add') =>
			importFile(owner, admin, deckhandCsv(cells), { quantities, createMissing: false });

		await step([row({ quantity: 3, cost: '1.00' })], 'replace');
		expect(await skuRow(sku)).toMatchObject({ quantity: 3, cost: 100 });
		await step([row({ quantity: 1, cost: '5.00' })], 'add');
		expect(await skuRow(sku)).toMatchObject({ quantity: 4, cost: 200 });
		// Replacing with fewer copies takes them out; no cost in the file leaves the cost as it was.
		await step([row({ quantity: 2 })], 'replace');
		expect(await skuRow(sku)).toMatchObject({ quantity: 2, cost: 200 });
		// Two rows of one SKU: their copies are summed, their costs weighted by copies, then averaged with what is on hand: (2 × 2.00 + 1 × 1.00 + 3 × 3.00) / 6.
		await step([row({ quantity: 1, cost: '1.00' }), row({ quantity: 3, cost: '3.00' })], 'add');
		expect(await skuRow(sku)).toMatchObject({ quantity: 6, cost: 233 });
		expect((await movements(sku)).map((movement) => movement.delta)).toEqual([3, 1, -2, 4]);
		expect(await findViolations(db)).toEqual({});
	});

	it('adds the quantities of one file once: the same file again adds nothing, and its prices still apply', async () => {
		const name = unique('Twice card');
		const { sku } = await createSku(admin, { name, price: 1_000, stock: 1 });
		const csv = deckhandCsv([inSet({ card_name: name, collector_number: '1', quantity: 4, price: '5.00' })]);
		const first = await importFile(owner, admin, csv, { quantities: 'add', createMissing: false });
		expect(await skuRow(sku)).toMatchObject({ quantity: 5, price: 500 });
		expect((await admin.request('POST', '/deckhand/prices/set', { sku, price: 900 })).status).toBe(200);

		const again = await importFile(owner, admin, csv, { quantities: 'add', createMissing: false });
		expect(again.plan).toMatchObject({
			create: 0,
			update: 0,
			skip: 1,
			errors: 0,
			alreadyImported: { job: first.job.id, date: first.job.committedAt, repeats: 'file' },
		});
		expect(again.plan.problems).toEqual([
			{
				line: 2,
				kind: 'skip',
				reason: `This file was imported before (import #${first.job.id} on ${first.job.committedAt.slice(0, 10)}): its quantities are not added again; its prices still apply.`,
			},
		]);
		expect(await skuRow(sku)).toMatchObject({ quantity: 5, price: 500 });
		expect((await movements(sku)).map((movement) => [movement.delta, movement.reason])).toEqual([
			[1, 'count'],
			[4, 'import'],
		]);
		expect((await priceChanges(sku)).map((change) => [change.old_price, change.new_price, change.reason])).toEqual([
			[null, 1_000, 'edit'],
			[1_000, 500, 'import'],
			[500, 900, 'edit'],
			[900, 500, 'import'],
		]);

		// Replacing is the same whatever the file did before: the earlier import is not said.
		const uploaded = expectOk(await owner.upload(csv), 201);
		const replacing = await admin.request('POST', `/deckhand/imports/${uploaded.id}/plan`, {
			quantities: 'replace',
			createMissing: false,
		});
		expect(replacing.body.data).toMatchObject({ update: 1, skip: 0, alreadyImported: null });
	});
});

describe('matching', () => {
	it('finds a SKU by TCGplayer’s id of it, a card by its Scryfall id, and a card by set name, number and name as search compares them', async () => {
		const bySkuId = await createSku(admin, { name: unique('Tcg card'), stock: 1 });
		const tcgplayerId = `${Date.now()}${made}`;
		expect((await admin.request('PATCH', `/items/skus/${bySkuId.sku}`, { tcgplayer_id: tcgplayerId })).status).toBe(
			200,
		);
		const byScryfall = await createSku(admin, { name: unique('Scryfall card'), stock: 1 });
		const scryfallId = crypto.randomUUID();
		expect(
			(await admin.request('PATCH', `/items/cards/${byScryfall.card}`, { scryfall_id: scryfallId })).status,
		).toBe(200);
		const accented = unique('Flabébé Ümlaut');
		const byName = await createSku(admin, { name: accented, stock: 1 });

		const { job, plan } = await importFile(
			owner,
			admin,
			deckhandCsv([
				// The SKU's own id wins over every other column.
				{
					card_name: 'Not its name',
					set_code: 'NOPE',
					condition: 'LP',
					finish: 'foil',
					language: 'JA',
					sku_tcgplayer_id: tcgplayerId,
					quantity: 7,
				},
				{
					card_name: 'Another name',
					set_name: 'No such set',
					collector_number: '999',
					condition: 'NM',
					finish: 'normal',
					language: 'EN',
					scryfall_id: scryfallId,
					quantity: 8,
				},
				{
					set_name: set.name.toUpperCase(),
					card_name: accented.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase(),
					collector_number: '1',
					condition: 'NM',
					finish: 'normal',
					language: 'EN',
					quantity: 9,
				},
			]),
			{ quantities: 'replace', createMissing: false },
		);
		expect(plan).toMatchObject({ update: 3, create: 0, skip: 0, errors: 0 });
		expect(job.status).toBe('committed');
		expect((await skuRow(bySkuId.sku)).quantity).toBe(7);
		expect((await skuRow(byScryfall.sku)).quantity).toBe(8);
		expect((await skuRow(byName.sku)).quantity).toBe(9);
	});

	it('skips what the shop lacks with the reason, unless asked to create it: game, set, card and SKU', async () => {
		const gameCode = `G${Date.now().toString(36).toUpperCase()}`.slice(0, 20);
		const existing = await createSku(admin, { name: unique('Has NM only'), stock: 1 });
		const existingName = (await db('cards').where('id', existing.card).first()).name;
		const newGameName = unique('Brand New Game');
		const csv = deckhandCsv([
			{
				game_code: gameCode,
				game_name: 'A new game',
				set_code: 'NEW1',
				set_name: 'The first set',
				card_name: 'Newcomer',
				collector_number: '001',
				rarity: 'Rare',
				condition: 'NM',
				finish: 'normal',
				language: 'EN',
				quantity: 2,
				price: '1.50',
			},
			inSet({
				card_name: existingName,
				collector_number: '1',
				condition: 'LP',
				edition: 'first_edition',
				quantity: 1,
			}),
			inSet({ card_name: unique('Unknown card'), collector_number: '500', quantity: 1 }),
			{
				game_name: newGameName,
				set_name: 'Named only',
				card_name: 'By names',
				condition: 'NM',
				finish: 'normal',
				language: 'EN',
				quantity: 1,
			},
			{ card_name: 'Nowhere', condition: 'NM', finish: 'normal', language: 'EN', quantity: 1 },
		]);
		const { id } = expectOk(await owner.upload(csv), 201);

		const skipping = await admin.request('POST', `/deckhand/imports/${id}/plan`, {
			quantities: 'replace',
			createMissing: false,
		});
		expect(skipping.body.data).toMatchObject({ create: 0, update: 0, skip: 5, errors: 0 });
		const skipped = await admin.get(`/deckhand/imports/${id}/rows?kind=skip`);
		expect(skipped.body.data.rows.map((row: any) => [row.line, row.reason])).toEqual([
			[2, `The shop has no game "${gameCode}". Choose to create missing cards to add it.`],
			[
				3,
				`The shop has no LP · normal · EN · 1st Edition SKU of "${existingName}" #1. Choose to create missing cards to add it.`,
			],
			[
				4,
				expect.stringMatching(
					/^The shop has no card "Unknown card .*" #500 in set ".*"\. Choose to create missing cards to add it\.$/,
				),
			],
			[5, `The shop has no game "${newGameName}". Choose to create missing cards to add it.`],
			[6, 'No card of the shop matches "Nowhere", and the file names no set to create it in.'],
		]);

		const creating = await admin.request('POST', `/deckhand/imports/${id}/plan`, {
			quantities: 'replace',
			createMissing: true,
		});
		expect(creating.body.data).toMatchObject({ create: 4, update: 0, skip: 1, errors: 0 });
		expect((await admin.request('POST', `/deckhand/imports/${id}/commit`)).status).toBe(202);
		expect((await waitForJob(admin, id)).status).toBe('committed');

		const game = await db('games').where('code', gameCode).first();
		expect(game).toMatchObject({ name: 'A new game' });
		const newSet = await db('sets').where({ game: game.id }).first();
		expect(newSet).toMatchObject({ code: 'NEW1', name: 'The first set' });
		const card = await db('cards').where({ set: newSet.id }).first();
		expect(card).toMatchObject({
			name: 'Newcomer',
			collector_number: '001',
			rarity: 'Rare',
			search_text: ' newcomer',
		});
		const sku = await db('skus').where({ card: card.id }).first();
		expect(await skuRow(sku.id)).toMatchObject({ quantity: 2, price: 150 });
		const edition = await db('skus').where({ card: existing.card, condition: 'LP' }).first();
		expect(edition).toMatchObject({
			edition: 'first_edition',
			sku_key: `${existing.card}|LP|normal|EN|first_edition`,
			quantity: 1,
		});
		// A game named only by its name gets a code made from it.
		const named = await db('games').where('name', newGameName).first();
		expect(named.code).toBe(
			newGameName
				.toUpperCase()
				.replace(/[^A-Z0-9]/g, '')
				.slice(0, 20),
		);
		expect(await db('sets').where({ game: named.id }).first()).toMatchObject({
			code: 'NAMEDONLY',
			name: 'Named only',
		});
		expect(await db('cards').where({ name: 'Nowhere' }).first()).toBeUndefined();
		expect(await findViolations(db)).toEqual({});
	});
});
