import knex, { type Knex } from 'knex';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { searchText, searchWords } from '@deckhand/contract/domain/search-text.ts';
import { cardsByWords } from '../../extensions/deckhand/src/inventory/card-search.ts';
import { keepCardWords } from '../../extensions/deckhand/src/inventory/card-words.ts';
import { cardWords } from './027-card-words.ts';

let db: Knex;
beforeEach(async () => {
	db = knex({ client: 'sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
	await db.schema.createTable('cards', (t) => (t.increments('id'), t.string('name'), t.string('search_text')));
});
afterEach(async () => {
	await db.destroy();
});

const card = (id: number, name: string) => ({ id, name, search_text: searchText(name) });
/** The ids the search box's words find, in order. */
const found = async (box: string): Promise<number[]> => {
	const rows: Array<{ rowid: number }> = await cardsByWords(db, searchWords(box));
	return rows.map((row) => row.rowid).sort((a, b) => a - b);
};

describe("the index of the cards' name words (card_words)", () => {
	it('finds every word by its start, as LIKE did, for the cards there before it and those written after', async () => {
		await db('cards').insert([card(1, 'Charizard ex'), card(2, 'Blue-Eyes White Dragon')]);
		await cardWords.up(db);
		await db('cards').insert([card(3, 'Flabébé'), card(4, 'Pyroar ex')]);

		expect(await found('char')).toEqual([1]);
		expect(await found('ex')).toEqual([1, 4]);
		expect(await found('pyro ex')).toEqual([4]);
		expect(await found('eyes drag')).toEqual([2]);
		expect(await found('FLABEBE')).toEqual([3]);
		// A word inside another is not its start.
		expect(await found('izard')).toEqual([]);
		expect(await found('e')).toEqual([1, 2, 4]);
	});

	it('follows a renamed and a deleted card, and is rebuilt at a start that finds its triggers gone', async () => {
		await cardWords.up(db);
		await db('cards').insert([card(1, 'Charizard ex'), card(2, 'Pikachu')]);
		await db('cards')
			.where('id', 1)
			.update({ name: 'Moltres', search_text: searchText('Moltres') });
		await db('cards').where('id', 2).delete();
		expect(await found('char')).toEqual([]);
		expect(await found('molt')).toEqual([1]);
		expect(await found('pika')).toEqual([]);

		// As Directus's rebuild of a SQLite table leaves it: the triggers gone, a card written without them.
		await db.raw('drop trigger card_words_card_added');
		await db('cards').insert(card(3, 'Zapdos'));
		await keepCardWords(db);
		expect(await found('zap')).toEqual([3]);
		await db('cards').insert(card(4, 'Zapfish'));
		expect(await found('zap')).toEqual([3, 4]);

		await cardWords.down?.(db);
		expect(
			await db('sqlite_master')
				.whereIn('type', ['table', 'trigger'])
				.whereNot('name', 'like', 'sqlite_%')
				.pluck('name'),
		).toEqual(['cards']);
	});
});
