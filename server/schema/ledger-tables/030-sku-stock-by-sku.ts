import type { Knex } from 'knex';
import { isSqlite } from '../../extensions/deckhand/src/db.ts';
import { dropSkuStockTriggers } from '../../extensions/deckhand/src/ledger/sku-stock.ts';

/**
 * `sku_stock`'s triggers on SQLite look a SKU's last fresh movement up by the SKU
 * (`ledger/sku-stock.ts`, `lastFresh`): they are dropped here, and the start that runs the
 * migrations makes them again as the code writes them (`keepSkuStock`, which also fills the table
 * again from what it copies). PostgreSQL's are unchanged.
 */
export const skuStockBySku: Knex.Migration = {
	async up(knex) {
		if (isSqlite(knex)) await dropSkuStockTriggers(knex);
	},
	async down() {
		// The triggers are the code's: the start after a downgrade finds them as they are and keeps them.
	},
};
