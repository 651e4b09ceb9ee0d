import type { Knex } from 'knex';

/**
 * The day a market price was taken, where an import's file gives it (Deckhand's own CSV writes
 * the day of each SKU's market price): its staging row keeps it as the moment `market_prices`
 * keeps, so a commit dates the price by it instead of by the import.
 */
export const importMarketPriceDates: Knex.Migration = {
	async up(knex) {
		await knex.schema.alterTable('import_rows', (table) => table.timestamp('market_priced_at').nullable());
	},
	async down(knex) {
		await knex.schema.alterTable('import_rows', (table) => table.dropColumn('market_priced_at'));
	},
};
