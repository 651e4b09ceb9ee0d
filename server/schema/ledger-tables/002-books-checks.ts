import type { Knex } from 'knex';

/**
 * The books checker's results (at each instance's start, hourly once per cluster, and on "Check
 * now"), kept in the database so that every instance shows the same latest result and the
 * owner can see when the books last held. `report` is the whole result as JSON; `started_ms`
 * orders them (a check overtaken by a later one does not become the latest).
 */
export const booksChecks: Knex.Migration = {
	async up(knex) {
		await knex.schema.createTable('books_checks', (table) => {
			table.increments('id');
			table.string('trigger', 10).notNullable();
			table.string('status', 10).notNullable();
			table.bigInteger('started_ms').notNullable();
			table.text('report').notNullable();
			table.index(['started_ms']);
		});
	},
	async down(knex) {
		await knex.schema.dropTable('books_checks');
	},
};
