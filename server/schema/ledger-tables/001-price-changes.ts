import type { Knex } from 'knex';

/**
 * The price ledger: every price a SKU was given, old → new, why (edit, reprice run, restore,
 * import), by whom and when. Directus keeps revisions 30 days on Core; this is kept for good.
 * Rows go with their SKU when a SKU that never held stock is deleted.
 */
export const priceChanges: Knex.Migration = {
	async up(knex) {
		await knex.schema.createTable('price_changes', (table) => {
			table.increments('id');
			table.integer('sku').notNullable().references('id').inTable('skus').onDelete('CASCADE');
			table.integer('old_price').nullable();
			table.integer('new_price').nullable();
			table.string('reason', 20).notNullable();
			table.string('run', 36).nullable();
			table.integer('restored_from').nullable().references('id').inTable('price_changes');
			table.uuid('user_created').nullable();
			table.timestamp('date_created').notNullable();
			table.index(['sku', 'id']);
			table.index(['run']);
		});
	},
	async down(knex) {
		await knex.schema.dropTable('price_changes');
	},
};
