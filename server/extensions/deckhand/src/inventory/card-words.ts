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
 * - PostgreSQL: a trigram index (`pg_trgm`, GIN) of `POSTGRES_WORDS`, which serves `LIKE '% pyro%'`
 *   on that expression; the database keeps it.
 */

/** The FTS5 index and the tables SQLite keeps it in: hidden from Directus, never exported (it is rebuilt from `cards`). */
export const CARD_WORDS_TABLES = [
	'card_words',
	'card_words_data',
	'card_words_idx',
	'card_words_docsize',
	'card_words_config',
];

/**
 * What PostgreSQL's index holds, and what a search must compare to be served by it. `coalesce` changes
 * nothing a search finds (a card without `search_text` has no words either way) and costs next to
 * nothing where the planner reads every card: it makes the index one of an expression, whose key
 * Directus's schema inspector does not take for `search_text` (it reads an index as a field's when
 * every key column is that field; an expression's is 0). An index of the bare column was read as
 * `is_indexed`, against `snapshot.yaml`, and every start tried to drop it.
 */
export const POSTGRES_WORDS = "coalesce(search_text, '')";
export const POSTGRES_WORDS_INDEX = 'cards_search_words';

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

/** Makes SQLite's index (the migration that brought it; PostgreSQL's came later, `createPostgresCardWords`). */
export async function createCardWords(database: Knex): Promise<void> {
	if (!isSqlite(database)) return;
	// Single letters and pairs are indexed as prefixes of their own: "a"* would otherwise read every word from a.
	await database.raw(
		`create virtual table card_words using fts5(search_text, content='cards', content_rowid='id', tokenize='unicode61 remove_diacritics 0', prefix='1 2')`,
	);
	await keepCardWords(database);
}

/** Drops it (the migration's `down`). */
export async function dropCardWords(database: Knex): Promise<void> {
	if (!isSqlite(database)) return;
	for (const name of TRIGGER_NAMES) await database.raw(`drop trigger if exists ${name}`);
	await database.raw('drop table if exists card_words');
}

/** Makes PostgreSQL's index, from the cards already there. */
export async function createPostgresCardWords(database: Knex): Promise<void> {
	// A trusted extension since PostgreSQL 13: the database's owner may create it without being a superuser.
	await database.raw('create extension if not exists pg_trgm');
	await database.raw(`create index ${POSTGRES_WORDS_INDEX} on cards using gin ((${POSTGRES_WORDS}) gin_trgm_ops)`);
	// An expression's statistics are gathered by ANALYZE alone: without them the planner guesses how many cards a word finds.
	await database.raw('analyze cards');
}

/** Drops it; the extension stays, as anything else of the database may use it. */
export async function dropPostgresCardWords(database: Knex): Promise<void> {
	await database.raw(`drop index if exists ${POSTGRES_WORDS_INDEX}`);
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
