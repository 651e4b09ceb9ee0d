import type { Knex } from 'knex';
import { isSqlite } from '../../extensions/deckhand/src/db.ts';
import { dropSkuStockTriggers, keepSkuStock } from '../../extensions/deckhand/src/ledger/sku-stock.ts';

/** The indexes the stock figures were read by before `sku_stock` kept them: nothing reads by them now, and every sale wrote them. */
const RETIRED_INDEXES = [
	{ name: 'stock_movements_fresh_stock', table: 'stock_movements', columns: ['reason', 'date_created', 'sku'] },
	{ name: 'skus_stock_value', table: 'skus', columns: ['card', 'quantity', 'price'] },
] as const;

/**
 * One narrow row per SKU for the stock figures (`ledger/sku-stock.ts`), kept by triggers and filled
 * from the books already there. On SQLite the figures per game are read from an index holding
 * every column in game order, so a game's SKUs are summed from the index alone and come grouped;
 * PostgreSQL reads the narrow table itself.
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
			if (isSqlite(knex)) table.index(['game', 'quantity', 'price', 'unit_cost', 'fresh_at'], 'sku_stock_by_game');
		});
		await keepSkuStock(knex);
		for (const { name, table, columns } of RETIRED_INDEXES) await knex.schema.alterTable(table, (t) => t.dropIndex([...columns], name));
	},
	async down(knex) {
		for (const { name, table, columns } of RETIRED_INDEXES) await knex.schema.alterTable(table, (t) => t.index([...columns], name));
		await dropSkuStockTriggers(knex);
		await knex.schema.dropTable('sku_stock');
	},
};
