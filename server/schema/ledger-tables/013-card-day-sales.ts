import type { Knex } from 'knex';
import { rebuildCardDaySales } from '../../extensions/deckhand/src/ledger/card-day-sales.ts';

/**
 * The sales summed per UTC day and card (`ledger/card-day-sales.ts`), which the rankings by
 * revenue and margin read instead of a period's lines; filled from the sales already in the books.
 * One row per day and card, keyed by both: the key is the index a period's days are read by, and
 * what a sale's upsert finds its row with.
 */
export const cardDaySales: Knex.Migration = {
	async up(knex) {
		await knex.schema.createTable('card_day_sales', (table) => {
			/** Days since 1970-01-01, UTC. */
			table.integer('day').notNullable();
			table.integer('card').notNullable().references('id').inTable('cards');
			table.integer('units').notNullable();
			table.bigInteger('revenue').notNullable();
			table.bigInteger('cost').notNullable();
			table.integer('uncosted_lines').notNullable();
			table.primary(['day', 'card']);
		});
		await rebuildCardDaySales(knex);
	},
	async down(knex) {
		await knex.schema.dropTable('card_day_sales');
	},
};
