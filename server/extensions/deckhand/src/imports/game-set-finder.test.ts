import knex, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFromName, GameSetFinder } from './game-set-finder.ts';

let db: Knex;

beforeAll(async () => {
	db = knex({ client: 'sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
	await db.schema.createTable('games', (t) => (t.increments('id'), t.string('code'), t.string('name')));
	await db.schema.createTable(
		'sets',
		(t) => (t.increments('id'), t.integer('game'), t.string('code'), t.string('name')),
	);
	await db.schema.createTable(
		'catalogue_entries',
		(t) => (
			t.string('source'),
			t.string('kind'),
			t.string('source_id'),
			t.integer('target'),
			t.string('applied_name')
		),
	);
	await db('games').insert([
		{ code: 'PKM', name: 'Pokémon' },
		{ code: 'MTG', name: 'Magic: The Gathering' },
		{ code: 'FLESHANDBLOOD', name: 'Flesh and Blood (old)' },
	]);
	await db('sets').insert([
		{ game: 1, code: 'OBF', name: 'Obsidian Flames' },
		{ game: 2, code: 'DMU', name: 'Dominaria United' },
		{ game: 2, code: 'OBF', name: 'Other Border Foils' },
		{ game: 1, code: 'MEW', name: '151' },
	]);
	// A price feed matched TCGplayer's group "SV: Scarlet & Violet 151" (abbreviation MEW) to the shop's 151.
	await db('catalogue_entries').insert({
		source: 'tcgplayer',
		kind: 'set',
		source_id: '23237',
		target: 4,
		applied_name: 'SV: Scarlet & Violet 151',
	});
});
afterAll(async () => {
	await db.destroy();
});

const names = (gameCode: string | null, gameName: string | null, setCode: string | null, setName: string | null) => ({
	gameCode,
	gameName,
	setCode,
	setName,
});

describe('codes made from names', () => {
	it('keeps letters and digits, upper-case, accents off, at most 20', () => {
		expect(codeFromName('Flesh and Blood TCG')).toBe('FLESHANDBLOODTCG');
		expect(codeFromName('Pokémon: Scarlet & Violet — 151 Special Collection')).toBe('POKEMONSCARLETVIOLET');
		expect(codeFromName('ワンピース')).toBe('NEW');
	});
});

describe('finding a row’s game and set', () => {
	it('finds a set by code (else name), case aside, within the game the row names', async () => {
		const finder = await GameSetFinder.load(db);
		expect(finder.match(names('pkm', null, 'obf', null))).toEqual({
			gameId: 1,
			setId: 1,
			newGameCode: null,
			newSetCode: null,
			reason: null,
		});
		expect(finder.match(names('MTG', null, 'OBF', null))).toMatchObject({ gameId: 2, setId: 3 });
		expect(finder.match(names(null, 'magic: the gathering', null, 'DOMINARIA UNITED'))).toMatchObject({
			gameId: 2,
			setId: 2,
		});
		// A code the shop lacks falls back to the name.
		expect(finder.match(names('PKM', null, 'XYZ', 'obsidian flames'))).toMatchObject({ setId: 1 });
		// No game named: any game's set.
		expect(finder.match(names(null, null, 'DMU', null))).toMatchObject({ gameId: 2, setId: 2 });
	});

	it("finds a set by its name at TCGplayer: a group the catalogue matched, or the name after TCGplayer's code", async () => {
		const finder = await GameSetFinder.load(db);
		expect(finder.match(names('PKM', null, null, 'SV: Scarlet & Violet 151'))).toMatchObject({
			setId: 4,
			reason: null,
		});
		// No catalogue needed where TCGplayer's name is the set's after a code of its own.
		expect(finder.match(names('PKM', null, null, 'SV03: Obsidian Flames'))).toMatchObject({
			setId: 1,
			reason: null,
		});
		// A prefix that is a word is part of the name: a set the shop lacks.
		expect(finder.match(names('MTG', null, null, 'Commander: Dominaria United'))).toMatchObject({
			setId: null,
			reason: 'no_set',
		});
	});

	it('gives a missing set and game the codes they will be created with, once for every spelling, never a code taken', async () => {
		const finder = await GameSetFinder.load(db);
		expect(finder.match(names('PKM', null, null, 'Paldea Evolved'))).toEqual({
			gameId: 1,
			setId: null,
			newGameCode: null,
			newSetCode: 'PALDEAEVOLVED',
			reason: 'no_set',
		});
		expect(finder.match(names('pkm', null, null, 'PALDEA EVOLVED'))).toMatchObject({ newSetCode: 'PALDEAEVOLVED' });
		expect(finder.match(names(null, 'Flesh and Blood', null, 'Welcome to Rathe'))).toEqual({
			gameId: null,
			setId: null,
			newGameCode: 'FLESHANDBLOOD-2',
			newSetCode: 'WELCOMETORATHE',
			reason: 'no_game',
		});
		expect(finder.match(names(null, 'flesh and blood', 'WTR', null))).toMatchObject({
			newGameCode: 'FLESHANDBLOOD-2',
			newSetCode: 'WTR',
		});
		// A set whose name makes a code the game already has gets a number.
		expect(finder.match(names('MTG', null, null, 'O.B.F.'))).toMatchObject({ newSetCode: 'OBF-2' });
	});

	it('says why a card cannot be created: no set named, or a set in no game named', async () => {
		const finder = await GameSetFinder.load(db);
		expect(finder.match(names('PKM', null, null, null))).toMatchObject({
			gameId: 1,
			newSetCode: null,
			reason: 'no_set_named',
		});
		expect(finder.match(names(null, null, 'NEW', 'A new set'))).toMatchObject({
			gameId: null,
			newGameCode: null,
			newSetCode: null,
			reason: 'no_game_named',
		});
	});
});

describe('meeting a job’s names before its rounds', () => {
	it('gives new names their codes in the order they first appear in the file, whichever round asks first', async () => {
		await db.schema.createTable(
			'import_rows',
			(t) => (
				t.increments('id'),
				t.integer('job'),
				t.string('game_code'),
				t.string('game_name'),
				t.string('set_code'),
				t.string('set_name'),
				t.text('errors')
			),
		);
		await db('import_rows').insert([
			{ job: 7, game_name: 'Sorcery', set_name: 'Alpha!' },
			{ job: 7, game_name: 'Sorcery', set_name: 'Alpha?' },
			{ job: 7, game_name: 'Sorcery', set_name: 'Alpha!' },
			{ job: 8, game_name: 'Sorcery', set_name: 'Alpha?' },
		]);
		const finder = await GameSetFinder.load(db);
		await finder.meetNames(db, 7);
		// The later name asked first (a round of the file's end done before one of its start) still gets the number.
		expect(finder.match(names(null, 'Sorcery', null, 'Alpha?'))).toMatchObject({
			newGameCode: 'SORCERY',
			newSetCode: 'ALPHA-2',
		});
		expect(finder.match(names(null, 'Sorcery', null, 'Alpha!'))).toMatchObject({
			newGameCode: 'SORCERY',
			newSetCode: 'ALPHA',
		});
	});
});
