import type { Knex } from 'knex';
import { dropSkuStockTriggers } from '../../extensions/deckhand/src/ledger/sku-stock.ts';

const INDEX = 'sku_stock_by_condition';

/**
 * Each SKU's condition in the kept stock figures, and an index by condition, game and copies: the
 * inventory's count of a game's SKUs in one condition and in stock (the clerk's usual filters) is
 * read from that index alone, not from a walk of the game's SKUs through their cards
 * (`inventory-list.ts`). The triggers are dropped here; the start that runs the migrations makes
 * them again as the code writes them, copying the condition, and fills the table again
 * (`keepSkuStock`).
 */
export const skuStockCondition: Knex.Migration = {
	async up(knex) {
		await knex.schema.alterTable('sku_stock', (table) => {
			table.string('condition', 20);
			table.index(['condition', 'game', 'quantity'], INDEX);
		});
		await dropSkuStockTriggers(knex);
	},
	async down(knex) {
		await dropSkuStockTriggers(knex);
		await knex.schema.alterTable('sku_stock', (table) => {
			table.dropIndex(['condition', 'game', 'quantity'], INDEX);
			table.dropColumn('condition');
		});
	},
};
