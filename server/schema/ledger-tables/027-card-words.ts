import type { Knex } from 'knex';
import { createCardWords, dropCardWords } from '../../extensions/deckhand/src/inventory/card-words.ts';

/** The index of the cards' name words that search reads (`inventory/card-words.ts`), built from the cards already there. */
export const cardWords: Knex.Migration = {
	async up(knex) {
		await createCardWords(knex);
	},
	async down(knex) {
		await dropCardWords(knex);
	},
};
