import type { Knex } from 'knex';

/**
 * The cash ledger: every movement of money in or out of a till's drawer during one session
 * (its opening float, cash tendered and change given at a sale, cash refunds, buylist payouts,
 * paid in and paid out with their reason), signed: + into the drawer, − out of it. A session's
 * expected cash is the sum of its rows. Kept for good, like the other ledgers.
 *
 * And what Directus's schema cannot say about `till_sessions`: a till has at most one open
 * session, held by the database itself. `open_tills` has a row per open till (its primary key),
 * written when a session opens and removed when it closes, so of two clerks opening the same till
 * at once only one can succeed. (A unique index over the open sessions only would say the same,
 * but Directus reads any unique index on `till` as "unique" and would make every session unique.)
 */
export const tillCash: Knex.Migration = {
	async up(knex) {
		await knex.schema.createTable('cash_movements', (table) => {
			table.increments('id');
			table.integer('session').notNullable().references('id').inTable('till_sessions');
			table.string('kind', 20).notNullable();
			table.integer('amount').notNullable();
			table.integer('order').nullable().references('id').inTable('orders');
			table.integer('buylist').nullable().references('id').inTable('buylists');
			table.string('reason', 200).nullable();
			table.uuid('user_created').nullable();
			table.timestamp('date_created').notNullable();
			table.index(['session', 'id']);
			table.index(['order']);
			// The activity log reads every ledger newest first (`activity/`).
			table.index(['date_created', 'id']);
		});
		await knex.schema.createTable('open_tills', (table) => {
			table.integer('till').primary().references('id').inTable('tills');
			table.integer('session').notNullable().unique().references('id').inTable('till_sessions');
		});
	},
	async down(knex) {
		await knex.schema.dropTable('open_tills');
		await knex.schema.dropTable('cash_movements');
	},
};
