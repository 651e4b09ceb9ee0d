import type { Knex } from 'knex';

/** The ledgers the activity screen reads newest first, a page at a time (`activity/activity-source.ts`). */
const LEDGERS = ['stock_movements', 'credit_ledger', 'price_changes', 'order_events', 'order_payments'] as const;

/** Ledgers whose `order` column Directus does not index (the others' is), read when the activity is filtered to one order. */
const BY_ORDER = ['stock_movements', 'credit_ledger'] as const;

/**
 * An index on (date_created, id) for each ledger the activity screen reads: a page is the newest
 * rows before a moment, in that order, so each ledger answers from the index's end instead of
 * sorting all its rows (the benchmark shop has a few hundred thousand of them); and (order,
 * date_created) where an order's lines would otherwise be found by reading every row. Two
 * columns, so Directus's schema, which sees only one-column indexes, neither shows nor removes them.
 */
export const activityTimeIndexes: Knex.Migration = {
	async up(knex) {
		for (const table of LEDGERS)
			await knex.schema.alterTable(table, (t) => t.index(['date_created', 'id'], `${table}_activity_time`));
		for (const table of BY_ORDER)
			await knex.schema.alterTable(table, (t) => t.index(['order', 'date_created'], `${table}_activity_order`));
	},
	async down(knex) {
		for (const table of LEDGERS)
			await knex.schema.alterTable(table, (t) => t.dropIndex(['date_created', 'id'], `${table}_activity_time`));
		for (const table of BY_ORDER)
			await knex.schema.alterTable(table, (t) =>
				t.dropIndex(['order', 'date_created'], `${table}_activity_order`),
			);
	},
};
