import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Knex } from 'knex';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { folderFiles } from '../folder-files.ts';
import { folderOf, SAMPLES } from '../read-sample.ts';
import type { CatalogueSource } from '../source-records.ts';
import { scryfall } from '../sources/scryfall.ts';
import { tcgcsvOf } from '../sources/tcgcsv.ts';
import { catalogueDatabase } from './catalogue-tables.test-db.ts';
import { carryOutRun, createRun } from './run-source.ts';

const TCGCSV = join(SAMPLES, 'tcgcsv');
const options = { log: () => undefined, stopped: new AbortController().signal };

let db: Knex;
beforeEach(async () => {
	db = await catalogueDatabase();
});
afterEach(async () => {
	await db.destroy();
});

const runSource = async (source: CatalogueSource, folder: string) =>
	carryOutRun(
		db,
		await createRun(db, source.id, null, 'owner'),
		source,
		folderFiles(folder),
		options.log,
		options.stopped,
	);
const groupEntries = () =>
	db('catalogue_entries')
		.where({ source: 'tcgplayer', kind: 'set' })
		.orderBy('source_id')
		.select('source_id', 'target', 'applied_name');
const setOf = async (game: number, code: string, name: string) =>
	Number((await db('sets').insert({ game, code, name }).returning('id'))[0].id);

describe("TCGplayer's groups, from a price feed", () => {
	it("are the shop's sets of their abbreviation, or of their name after TCGplayer's code, and make none", async () => {
		const pokemon = tcgcsvOf([3]);
		const none = await runSource(pokemon, TCGCSV);
		expect(none).toMatchObject({ status: 'done', counts: { sets: { created: 0, linked: 0 } } });
		expect(await groupEntries()).toEqual([]);
		expect(await db('sets').count({ n: '*' }).first()).toEqual({ n: 0 });

		const game = Number((await db('games').insert({ code: 'PKM', name: 'Pokémon' }).returning('id'))[0].id);
		const obsidianFlames = await setOf(game, 'OBF', 'Obsidian Flames');
		const silverTempest = await setOf(game, 'SIT', 'Silver Tempest');
		const matched = await runSource(pokemon, TCGCSV);
		expect(matched).toMatchObject({ status: 'done', counts: { sets: { linked: 2 } } });
		expect(await groupEntries()).toEqual([
			{ source_id: '23228', target: obsidianFlames, applied_name: 'SV03: Obsidian Flames' },
			{ source_id: '3170', target: silverTempest, applied_name: 'SWSH12: Silver Tempest' },
		]);
		// Run again: nothing new to match.
		expect(await runSource(pokemon, TCGCSV)).toMatchObject({ counts: { sets: { linked: 0 } } });
	});

	it("are the set a source gave the group's id to, before any name", async () => {
		const [card] = JSON.parse(await readFile(join(SAMPLES, 'scryfall', 'default_cards.json'), 'utf8')) as object[];
		const eldraine = { object: 'set', code: 'woe', name: 'Wilds of Eldraine', released_at: '2023-09-08' };
		await runSource(
			scryfall,
			await folderOf({
				'sets.json': JSON.stringify({ object: 'list', data: [{ ...eldraine, tcgplayer_id: 23019 }] }),
				'default_cards.json': JSON.stringify([{ ...card, set: 'woe', set_name: 'Wilds of Eldraine' }]),
			}),
		);
		const woe = Number((await db('sets').where('code', 'WOE').first()).id);
		expect(await groupEntries()).toEqual([{ source_id: '23019', target: woe, applied_name: null }]);

		// The feed names the group otherwise: its id finds the set all the same.
		const groups = JSON.parse(await readFile(join(TCGCSV, '1', 'groups.json'), 'utf8')) as { results: object[] };
		const renamed = await folderOf({
			'1/groups.json': JSON.stringify({
				...groups,
				results: [{ ...groups.results[0], name: 'Eldraine', abbreviation: 'ELD' }],
			}),
			'1/23019/prices.json': await readFile(join(TCGCSV, '1', '23019', 'prices.json'), 'utf8'),
		});
		expect(await runSource(tcgcsvOf([1]), renamed)).toMatchObject({ counts: { sets: { linked: 1 } } });
		expect(await groupEntries()).toEqual([{ source_id: '23019', target: woe, applied_name: 'Eldraine' }]);
	});
});
