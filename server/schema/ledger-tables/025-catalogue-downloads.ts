import type { Knex } from 'knex';

/**
 * Catalogue sources downloaded from their addresses, and run on a schedule:
 *
 * - `catalogue_sources`: a source's address (none: its folder only), schedule and hour, once the
 *   owner has saved them (a source without a row has the defaults). A table of Deckhand's own, not
 *   a collection: the Core tier's 25 are nearly spent. Its row is also what a scheduled start locks,
 *   so two instances never both start the day's run.
 * - `catalogue_runs.trigger`: how a run started (the owner, or the schedule); `download`: what it
 *   downloaded first (files, unchanged ones, bytes), as JSON.
 */
export const catalogueDownloads: Knex.Migration = {
	async up(knex) {
		await knex.schema.createTable('catalogue_sources', (table) => {
			table.string('source', 40).primary();
			table.string('address', 500).nullable();
			table.string('schedule', 10).notNullable();
			table.integer('hour').notNullable();
			table.timestamp('date_updated').notNullable();
		});
		await knex.schema.alterTable('catalogue_runs', (table) => {
			table.string('trigger', 10).notNullable().defaultTo('owner');
			table.text('download').nullable();
		});
	},
	async down(knex) {
		await knex.schema.alterTable('catalogue_runs', (table) => {
			table.dropColumn('download');
			table.dropColumn('trigger');
		});
		await knex.schema.dropTable('catalogue_sources');
	},
};
