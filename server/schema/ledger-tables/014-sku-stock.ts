import type { Knex } from 'knex';
import { isSqlite } from '../../extensions/deckhand/src/db.ts';
import { dropSkuStockTriggers } from '../../extensions/deckhand/src/ledger/sku-stock.ts';

/** The index the stock figures were read by before `sku_stock` kept them: nothing reads by it now, and every sale wrote it. */
const RETIRED_INDEX = { name: 'skus_stock_value', table: 'skus', columns: ['card', 'quantity', 'price'] };

/**
 * One narrow row per SKU for the stock figures (`ledger/sku-stock.ts`), kept by triggers and filled
 * from the books already there. On SQLite the figures per game are read from an index holding
 * every column in game order, so a game's SKUs are summed from the index alone and come grouped;
 * PostgreSQL reads the narrow table itself. The triggers that keep it, and its rows, are made by
 * the start that runs the migrations (`keepSkuStock`), as the code writes them then: a later
 * migration may add a column they copy (`031-sku-stock-condition`).
 */
export const skuStock: Knex.Migration = {
	async up(knex) {
		await knex.schema.createTable('sku_stock', (table) => {
			table.integer('sku').primary();
			table.integer('game').notNullable();
			table.integer('quantity').notNullable();
			table.integer('price');
			table.integer('unit_cost');
			table.timestamp('fresh_at', { useTz: true });
			if (isSqlite(knex))
				table.index(['game', 'quantity', 'price', 'unit_cost', 'fresh_at'], 'sku_stock_by_game');
		});
		// `if exists`: the tables of a unit test's database are made without it.
		await knex.raw('drop index if exists ??', [RETIRED_INDEX.name]);
	},
	async down(knex) {
		await knex.schema.alterTable(RETIRED_INDEX.table, (t) => t.index(RETIRED_INDEX.columns, RETIRED_INDEX.name));
		await dropSkuStockTriggers(knex);
		await knex.schema.dropTable('sku_stock');
	},
};
