import type { Knex } from 'knex';
import { isSqlite } from '../db.ts';

/*
 * The index a card's name is searched by, so a search word is looked up instead of every card's
 * `search_text` being read (180 000 cards with the whole catalogue; docs/decisions/catalogue-sources.md,
 * "Performance"). The words are `search_text`'s, already without case and accents.
 *
 * - SQLite: `card_words`, an FTS5 index over `cards.search_text` (the table is its content, so it
 *   holds the words alone), kept by triggers on `cards`: every writer (the items API, an import's
 *   and a catalogue run's set-based statements, the seeders) keeps it in its own transaction. A word
 *   searched is a prefix query (`"pyro"*`), as `LIKE '% pyro%'` is.
 * - PostgreSQL: none yet (a trigram index on `cards.search_text` made Directus's snapshot find the field changed at every start);
 */

/** The FTS5 index and the tables SQLite keeps it in: hidden from Directus, never exported (it is rebuilt from `cards`). */
export const CARD_WORDS_TABLES = [
	'card_words',
	'card_words_data',
	'card_words_idx',
	'card_words_docsize',
	'card_words_config',
];

const SQLITE_TRIGGERS: Record<string, string> = {
	card_words_card_added: `after insert on cards begin
		insert into card_words (rowid, search_text) values (new.id, new.search_text);
	end`,
	card_words_card_renamed: `after update of search_text on cards begin
		insert into card_words (card_words, rowid, search_text) values ('delete', old.id, old.search_text);
		insert into card_words (rowid, search_text) values (new.id, new.search_text);
	end`,
	card_words_card_deleted: `after delete on cards begin
		insert into card_words (card_words, rowid, search_text) values ('delete', old.id, old.search_text);
	end`,
};
const TRIGGER_NAMES = Object.keys(SQLITE_TRIGGERS);

/** Makes the index (the migration that brought it). */
export async function createCardWords(database: Knex): Promise<void> {
	// PostgreSQL: no index yet. A trigram index on `cards.search_text` is a second index on a field
	// Directus's schema describes, which its snapshot then finds changed at every start.
	if (!isSqlite(database)) return;
	// Single letters and pairs are indexed as prefixes of their own: "a"* would otherwise read every word from a.
	await database.raw(
		`create virtual table card_words using fts5(search_text, content='cards', content_rowid='id', tokenize='unicode61 remove_diacritics 0', prefix='1 2')`,
	);
	await keepCardWords(database);
}

/** Drops it (the migration's `down`). */
export async function dropCardWords(database: Knex): Promise<void> {
	if (!isSqlite(database)) {
		await database.raw('drop index if exists cards_search_text_trigrams');
		return;
	}
	for (const name of TRIGGER_NAMES) await database.raw(`drop trigger if exists ${name}`);
	await database.raw('drop table if exists card_words');
}

/**
 * SQLite's triggers in place, at every start: Directus rebuilds a SQLite table whose fields its
 * schema changes, and the rebuilt `cards` has no triggers; they are made again and the index
 * rebuilt from `cards`, so no card written meanwhile is missing from it.
 */
export async function keepCardWords(database: Knex): Promise<void> {
	if (!isSqlite(database)) return;
	const present = await database('sqlite_master')
		.where('type', 'trigger')
		.whereIn('name', TRIGGER_NAMES)
		.pluck('name');
	if (present.length === TRIGGER_NAMES.length) return;
	await database.transaction(async (trx) => {
		for (const [name, body] of Object.entries(SQLITE_TRIGGERS)) {
			await trx.raw(`drop trigger if exists ${name}`);
			await trx.raw(`create trigger ${name} ${body}`);
		}
		await trx.raw(`insert into card_words (card_words) values ('rebuild')`);
	});
}
