import type { Knex } from 'knex';

/**
 * The inventory sorted by price (unpriced lowest, `inventory-list.ts`) read in an index's order
 * on PostgreSQL, whose plain index on `skus.price` keeps NULLs highest: it serves
 * `price DESC NULLS LAST` and `price ASC NULLS FIRST` (read backwards) with no sort of every SKU.
 * SQLite keeps NULLs lowest, so the plain index Directus makes (`is_indexed`) already serves both
 * (and SQLite's index definitions cannot say NULLS LAST).
 */
export const inventorySortIndex: Knex.Migration = {
	async up(knex) {
		if (knex.client.config.client === 'pg')
			await knex.raw('create index skus_price_blank_lowest on skus (price desc nulls last, id desc)');
	},
	async down(knex) {
		if (knex.client.config.client === 'pg') await knex.raw('drop index skus_price_blank_lowest');
	},
};
