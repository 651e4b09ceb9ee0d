import type { Knex } from 'knex';

/**
 * The shop's parked sales, kept by the server so every till sees and resumes them: the sale as
 * the till keeps it (`sale`, JSON bounded by the contract's `PARK_SALE`), with what the list
 * shows of it beside (lines, copies, subtotal, customer), who parked it, at which till and
 * session, and its sale key when it was sent before. A row is never deleted: resuming or
 * discarding it marks it (`status`, who and when), so the record says who took a sale another
 * clerk parked, and two tills taking the same one race on that one guarded update.
 * A till or session removed leaves its parked sales, naming no till.
 */
export const parkedSales: Knex.Migration = {
	async up(knex) {
		await knex.schema.createTable('parked_sales', (table) => {
			table.increments('id');
			table.text('sale').notNullable();
			table.integer('lines').notNullable();
			table.integer('copies').notNullable();
			// Up to 200 lines of 999 copies at the highest price: beyond PostgreSQL's integer.
			table.bigInteger('subtotal').notNullable();
			table.string('customer_name', 200).nullable();
			table.integer('till').nullable().references('id').inTable('tills').onDelete('SET NULL');
			table.integer('session').nullable().references('id').inTable('till_sessions').onDelete('SET NULL');
			table.uuid('sale_key').nullable();
			table.string('status', 20).notNullable();
			table.uuid('user_created').notNullable();
			table.timestamp('date_created').notNullable();
			table.uuid('user_updated').nullable();
			table.timestamp('date_updated').nullable();
			table.index(['status', 'id']);
			table.index(['date_created', 'id']);
		});
	},
	async down(knex) {
		await knex.schema.dropTable('parked_sales');
	},
};
