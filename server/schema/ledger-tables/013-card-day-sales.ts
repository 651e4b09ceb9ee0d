import type { Knex } from 'knex';
import { isSqlite } from '../../extensions/deckhand/src/db.ts';
import { rebuildCardDaySales } from '../../extensions/deckhand/src/ledger/card-day-sales.ts';

/**
 * The sales summed per UTC day and card (`ledger/card-day-sales.ts`), which the rankings by
 * revenue and margin read instead of a period's lines; filled from the sales already in the books.
 * One row per day and card, keyed by both: the key is the index a period's days are read by, and
 * what a sale's upsert finds its row with. On SQLite the rows are kept in the key's own tree
 * (`WITHOUT ROWID`), so a period's days are read in one pass rather than a key lookup and a row
 * lookup each (a year's 165 000 rows: 47 → 43 ms of CPU), and a sale writes one tree, not two.
 */
export const cardDaySales: Knex.Migration = {
	async up(knex) {
		const create = knex.schema.createTable('card_day_sales', (table) => {
			/** Days since 1970-01-01, UTC. */
			table.integer('day').notNullable();
			table.integer('card').notNullable().references('id').inTable('cards');
			table.integer('units').notNullable();
			table.bigInteger('revenue').notNullable();
			table.bigInteger('cost').notNullable();
			table.integer('uncosted_lines').notNullable();
			table.primary(['day', 'card']);
		});
		if (isSqlite(knex)) {
			const [statement] = create.toSQL();
			await knex.raw(`${statement!.sql} without rowid`);
		} else await create;
		await rebuildCardDaySales(knex);
	},
	async down(knex) {
		await knex.schema.dropTable('card_day_sales');
	},
};
