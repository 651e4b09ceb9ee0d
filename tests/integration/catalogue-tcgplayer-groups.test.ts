import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callers, type Caller } from '../harness/api.ts';
import { openTestDb } from '../harness/books.ts';
import { ranSource, readSample, sourceFiles } from '../harness/catalogue.ts';
import { importFile, TCGPLAYER_HEADER, uploaders, type Uploader } from '../harness/imports.ts';

let admin: Caller;
let owner: Uploader;
let db: Knex;
let obsidianFlames: { id: number };
let charizard: { id: number; name: string };

let made = 0;

/** A TCGplayer export of one copy of the shop's Charizard ex 125 in a condition of its own, its set named `setName`. */
async function importCharizard(setName: string, condition: string) {
	const skuId = `${Date.now()}${++made}`;
	const csv = [
		TCGPLAYER_HEADER,
		`${skuId},Pokemon,${setName},${charizard.name},,125,Double Rare,${condition},30.00,,,,1,1,35.00,`,
	].join('\r\n');
	const { plan } = await importFile(owner, admin, csv, { quantities: 'add', createMissing: true }, 'TCGplayer.csv');
	return { plan, sku: await db('skus').where('tcgplayer_id', skuId).first() };
}
const pokemonSets = async () =>
	(await db('sets').join('games', 'games.id', 'sets.game').where('games.code', 'PKM').select('sets.code')).map(
		(set) => set.code,
	);

beforeAll(async () => {
	({ admin } = await callers());
	({ owner } = await uploaders());
	db = openTestDb();
	obsidianFlames = await db('sets')
		.join('games', 'games.id', 'sets.game')
		.where({ 'games.code': 'PKM', 'sets.code': 'OBF' })
		.first('sets.id');
	charizard = await db('cards').where({ set: obsidianFlames.id, collector_number: '125' }).first('id', 'name');
});
afterAll(async () => {
	await db.destroy();
});

describe("an import of TCGplayer's export names its sets as TCGplayer does", () => {
	it('"SV03: Obsidian Flames" is the shop\'s Obsidian Flames (OBF) and its card, no second set', async () => {
		const setsBefore = await pokemonSets();
		const { plan, sku } = await importCharizard('SV03: Obsidian Flames', 'Moderately Played');
		// Its SKU is updated or made (the shop may have a copy in that condition): no row skipped for want of a set.
		expect(plan).toMatchObject({ skip: 0, errors: 0 });
		expect(plan.create + plan.update).toBe(1);
		expect(sku).toMatchObject({ card: charizard.id, condition: 'MP' });
		expect(await pokemonSets()).toEqual(setsBefore);
	});

	it("a group's name a price feed matched to the shop's set by its abbreviation finds that set", async () => {
		const groups = await readSample<{ results: object[] }>('tcgcsv/3/groups.json');
		const renamed = { ...groups.results[0], name: 'Scarlet & Violet: Obsidian Flames' };
		await sourceFiles('tcgcsv', {
			'3/groups.json': { ...groups, totalItems: 1, results: [renamed] },
			'3/23228/prices.json': await readSample('tcgcsv/3/23228/prices.json'),
		});
		const run = await ranSource(admin, 'tcgcsv');
		expect(run).toMatchObject({ status: 'done', counts: { sets: { linked: 1, created: 0 } } });
		expect(
			await db('catalogue_entries').where({ source: 'tcgplayer', kind: 'set', source_id: '23228' }).first(),
		).toMatchObject({ target: obsidianFlames.id, applied_name: 'Scarlet & Violet: Obsidian Flames' });

		const setsBefore = await pokemonSets();
		const { sku } = await importCharizard('Scarlet & Violet: Obsidian Flames', 'Heavily Played');
		expect(sku).toMatchObject({ card: charizard.id, condition: 'HP' });
		expect(await pokemonSets()).toEqual(setsBefore);
	});
});
