import type { Knex } from 'knex';

/**
 * Cash a drawer was asked for and refused (a paid out or a cash buylist payout above what the
 * session's movements say it holds): written in a transaction of its own after the refused
 * command's has rolled back, so the owner sees each attempt in the till's report although
 * nothing moved. The cash the drawer should have held then is kept beside what was asked.
 */
export const refusedCash: Knex.Migration = {
	async up(knex) {
		await knex.schema.createTable('refused_cash', (table) => {
			table.increments('id');
			table.integer('session').notNullable().references('id').inTable('till_sessions');
			table.string('kind', 20).notNullable();
			table.integer('amount').notNullable();
			table.integer('buylist').nullable().references('id').inTable('buylists');
			table.string('reason', 200).nullable();
			table.string('why', 20).notNullable();
			table.integer('expected_cash').notNullable();
			table.uuid('user_created').nullable();
			table.timestamp('date_created').notNullable();
			table.index(['session', 'id']);
			table.index(['date_created', 'id']);
		});
	},
	async down(knex) {
		await knex.schema.dropTable('refused_cash');
	},
};
