import type { Knex } from 'knex';
import { isSqlite } from '../../extensions/deckhand/src/db.ts';
import { CARD_ORDER_INDEX } from '../../extensions/deckhand/src/reports/top-sellers.ts';

/**
 * The sales summary in card order, holding every figure, for SQLite to read a span holding most of
 * its days (a custom year) card by card without sorting it (`reports/top-sellers.ts`,
 * `summaryOrder`). PostgreSQL hashes the cards and has no use for it.
 */
export const cardDaySalesByCard: Knex.Migration = {
	async up(knex) {
		if (isSqlite(knex)) await knex.schema.alterTable('card_day_sales', (table) => table.index(['card', 'day', 'units', 'revenue', 'cost', 'uncosted_lines'], CARD_ORDER_INDEX));
	},
	async down(knex) {
		if (isSqlite(knex)) await knex.schema.alterTable('card_day_sales', (table) => table.dropIndex([], CARD_ORDER_INDEX));
	},
};
