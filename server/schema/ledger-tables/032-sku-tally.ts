import type { Knex } from 'knex';
import { isSqlite } from '../../extensions/deckhand/src/db.ts';
import { dropSkuStockTriggers } from '../../extensions/deckhand/src/ledger/sku-stock.ts';

const GAME_INDEX = { name: 'sku_stock_game_copies', columns: ['game', 'quantity'] };

/**
 * How many SKUs each game has, kept as rows of changes that add up to it (`ledger/sku-tally.ts`):
 * the inventory's total of every SKU, or of a game's, is a sum of a few rows where counting a
 * million SKUs took PostgreSQL 40–130 ms. The triggers on `sku_stock` write it; they are dropped
 * here so that the start that runs the migrations makes every one of them again and fills the
 * tally from the SKUs there (`keepSkuStock`).
 */
export const skuTally: Knex.Migration = {
	async up(knex) {
		await knex.schema.createTable('sku_tally', (table) => {
			table.increments('id');
			table.integer('game').notNullable();
			table.bigInteger('skus').notNullable();
		});
		if (!isSqlite(knex))
			await knex.schema.alterTable('sku_stock', (table) => table.index(GAME_INDEX.columns, GAME_INDEX.name));
		await dropSkuStockTriggers(knex);
	},
	async down(knex) {
		await dropSkuStockTriggers(knex);
		if (!isSqlite(knex))
			await knex.schema.alterTable('sku_stock', (table) => table.dropIndex(GAME_INDEX.columns, GAME_INDEX.name));
		await knex.schema.dropTable('sku_tally');
	},
};
