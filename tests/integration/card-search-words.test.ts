import { createInspector } from '@directus/schema';
import knex, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchText, searchWords } from '@deckhand/contract/domain/search-text.ts';
import { knexConfig } from '../../server/config/knex-config.ts';
import { dropPgDatabase, envOfDatabase, onPgServer } from '../../server/backup/database-copy.ts';
import { cardsByWords } from '../../server/extensions/deckhand/src/inventory/card-search.ts';
import { POSTGRES_WORDS_INDEX } from '../../server/extensions/deckhand/src/inventory/card-words.ts';
import { cardWords } from '../../server/schema/ledger-tables/027-card-words.ts';
import { cardWordsOnPostgresql } from '../../server/schema/ledger-tables/029-card-words-on-postgresql.ts';
import { stackInfo } from '../harness/api.ts';
import { openTestDb } from '../harness/books.ts';
import { readSample } from '../harness/catalogue.ts';
import { TEST_PROFILE } from '../harness/profile.ts';

/*
 * PostgreSQL's index of the cards' name words (migration 029) against SQLite's (027), on the same
 * 20 000 cards made of the catalogue samples' real names: a database of the test's own on the
 * profile's PostgreSQL server, and an in-memory SQLite.
 */

const CARDS = 20_000;
/** Names that test what the words are: accents, punctuation, digits, letters outside Latin. */
const TRICKY = [
	'Flabébé',
	'Éowyn, Fearless Knight',
	'Blue-Eyes White Dragon',
	'ピカチュウ ex',
	'Nidoran♀',
	'Hammer 10',
];

async function sampleNames(): Promise<string[]> {
	const scryfall = await readSample<Array<{ name: string }>>('scryfall/default_cards.json');
	const ygoprodeck = await readSample<{ data: Array<{ name: string }> }>('ygoprodeck/cardinfo.json');
	const lorcana = await readSample<{ cards: Array<{ fullName: string }> }>('lorcanajson/allCards.json');
	const pokemon = await readSample<Array<{ name: string }>>('pokemon-tcg-data/cards/en/sv3.json');
	const onePiece = await readSample<Array<{ card_name: string }>>('one-piece/cards.json');
	return [
		...new Set([
			...TRICKY,
			...scryfall.map((card) => card.name),
			...ygoprodeck.data.map((card) => card.name),
			...lorcana.cards.map((card) => card.fullName),
			...pokemon.map((card) => card.name),
			...onePiece.map((card) => card.card_name),
		]),
	];
}

/** Each real name once, then printings of them with a word of another name after (as "Charizard ex"). */
function madeUpCards(names: string[]): Array<{ id: number; name: string; search_text: string }> {
	return Array.from({ length: CARDS }, (_, index) => {
		const name =
			index < names.length
				? names[index]!
				: `${names[index % names.length]} ${names[(index * 7919) % names.length]!.split(' ')[0]}`;
		return { id: index + 1, name, search_text: searchText(name) };
	});
}

/** Search boxes: fixed ones, then the starts of the words of every 400th card, one word and two. */
function searchBoxes(cards: Array<{ name: string }>): string[] {
	const boxes = [
		'e',
		'ex',
		'char',
		'pyro ex',
		'blue eyes',
		'FLABEBE',
		'éowyn',
		'ピカ',
		'nidoran',
		'10',
		'izard',
		'zzzq',
	];
	for (const { name } of cards.filter((_, index) => index % 400 === 0)) {
		const words = searchWords(name);
		for (const word of words) boxes.push(word.slice(0, 1), word.slice(0, 3));
		if (words.length > 1) boxes.push(`${words[0]!.slice(0, 2)} ${words[1]!.slice(0, 2)}`);
	}
	return [...new Set(boxes)];
}

const ids = (rows: Array<Record<string, unknown>>, key: string) =>
	rows.map((row) => Number(row[key])).sort((a, b) => a - b);

describe.runIf(TEST_PROFILE === 'scale')("PostgreSQL's index of the cards' name words", () => {
	const env = envOfDatabase(stackInfo().env, `deckhand_card_words_${process.pid}`);
	const database = env['DB_DATABASE']!;
	let pg: Knex;
	let sqlite: Knex;
	let cards: Array<{ id: number; name: string; search_text: string }>;

	beforeAll(async () => {
		await dropPgDatabase(env, database);
		await onPgServer(env, (server) => server.raw('create database ??', [database]));
		pg = knex(knexConfig(env));
		sqlite = knex({ client: 'sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
		cards = madeUpCards(await sampleNames());
		for (const db of [pg, sqlite]) {
			// As Directus makes the collection's table: `string` fields are varchar(255).
			await db.schema.createTable('cards', (table) => {
				table.increments('id');
				table.string('name');
				table.string('search_text');
			});
			await db.batchInsert('cards', cards, 400);
			await cardWords.up(db);
			await cardWordsOnPostgresql.up(db);
		}
	}, 120_000);

	afterAll(async () => {
		await pg?.destroy();
		await sqlite?.destroy();
		await dropPgDatabase(env, database);
	});

	it("is on the test server's cards, made by its migrations", async () => {
		const shop = openTestDb();
		try {
			const made = await shop('pg_indexes').where({ tablename: 'cards', indexname: POSTGRES_WORDS_INDEX });
			expect(made).toHaveLength(1);
		} finally {
			await shop.destroy();
		}
	});

	it('is what the planner reads a search by name from', async () => {
		for (const box of ['pyro ex', 'char', 'blue eyes']) {
			const { sql, bindings } = cardsByWords(pg, searchWords(box)).toSQL();
			const [{ 'QUERY PLAN': plan }] = (await pg.raw(`explain (format json) ${sql}`, bindings)).rows;
			expect(JSON.stringify(plan), box).toContain(`"Index Name":"${POSTGRES_WORDS_INDEX}"`);
		}
	});

	it("finds the same cards as SQLite's FTS5 index, whatever the box holds", async () => {
		const boxes = searchBoxes(cards);
		expect(boxes.length).toBeGreaterThan(200);
		for (const box of boxes) {
			const words = searchWords(box);
			const onPostgres = ids(await cardsByWords(pg, words), 'id');
			const onSqlite = ids(await cardsByWords(sqlite, words), 'rowid');
			expect(onPostgres, box).toEqual(onSqlite);
		}
		// A name in letters outside Latin is found too, and a word's middle finds nothing.
		expect(ids(await cardsByWords(pg, searchWords('ピカ')), 'id')).toContain(TRICKY.indexOf('ピカチュウ ex') + 1);
		expect(await cardsByWords(pg, searchWords('izard'))).toEqual([]);
	});

	it('follows the cards written, renamed and deleted after it was made', async () => {
		const found = async (box: string) => ids(await cardsByWords(pg, searchWords(box)), 'id');
		await pg('cards').insert({ id: CARDS + 1, name: 'Zapdos', search_text: searchText('Zapdos') });
		await pg('cards')
			.where('id', 1)
			.update({ name: 'Moltres', search_text: searchText('Moltres') });
		await pg('cards').where('id', 2).delete();
		expect(await found('zapdos')).toContain(CARDS + 1);
		expect(await found('moltres')).toContain(1);
		expect(await found(TRICKY[0]!)).not.toContain(1);
		expect(await found(TRICKY[1]!)).not.toContain(2);
	});

	it("is no index of search_text to Directus's schema inspector, so its snapshot leaves it alone", async () => {
		expect((await createInspector(pg).columnInfo('cards', 'search_text')).is_indexed).toBe(false);
		// An index of the bare column is read as one of the field's, which snapshot.yaml says it has not.
		await pg.raw('create index cards_search_text_bare on cards using gin (search_text gin_trgm_ops)');
		expect((await createInspector(pg).columnInfo('cards', 'search_text')).is_indexed).toBe(true);
		await pg.raw('drop index cards_search_text_bare');
	});
});
