import type { Knex } from 'knex';
import { isSqlite } from '../../extensions/deckhand/src/db.ts';
import { createPostgresCardWords, dropPostgresCardWords } from '../../extensions/deckhand/src/inventory/card-words.ts';

/**
 * The index of the cards' name words on PostgreSQL too (SQLite's is `027-card-words`): a trigram
 * index of an expression of `cards.search_text`, which Directus's schema snapshot does not see
 * (`inventory/card-words.ts`, `POSTGRES_WORDS`). A name's lookup over 200 000 cards goes from
 * reading every card to an index scan.
 */
export const cardWordsOnPostgresql: Knex.Migration = {
	async up(knex) {
		if (!isSqlite(knex)) await createPostgresCardWords(knex);
	},
	async down(knex) {
		if (!isSqlite(knex)) await dropPostgresCardWords(knex);
	},
};
