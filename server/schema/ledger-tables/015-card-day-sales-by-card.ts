import type { Knex } from 'knex';
import { isSqlite } from '../../extensions/deckhand/src/db.ts';
import { CARD_ORDER_INDEX } from '../../extensions/deckhand/src/reports/top-sellers.ts';

/** The sales summary in card order, holding every figure, so a span's rows are summed card by card from the index alone. */
export const cardOrderIndex = {
	add: (knex: Knex) =>
		knex.schema.alterTable('card_day_sales', (table) =>
			table.index(['card', 'day', 'units', 'revenue', 'cost', 'uncosted_lines'], CARD_ORDER_INDEX),
		),
	drop: (knex: Knex) => knex.schema.alterTable('card_day_sales', (table) => table.dropIndex([], CARD_ORDER_INDEX)),
};

/**
 * The summary in card order on SQLite, for it to read a span holding most of its days (a custom
 * year) card by card without sorting it (`reports/top-sellers.ts`, `summaryOrder`). PostgreSQL's
 * came later (`017-card-day-sales-by-card-on-postgresql`).
 */
export const cardDaySalesByCard: Knex.Migration = {
	async up(knex) {
		if (isSqlite(knex)) await cardOrderIndex.add(knex);
	},
	async down(knex) {
		if (isSqlite(knex)) await cardOrderIndex.drop(knex);
	},
};
