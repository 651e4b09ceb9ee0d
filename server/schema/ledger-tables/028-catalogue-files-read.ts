import type { Knex } from 'knex';

/**
 * `catalogue_runs.files_read`: the files a run read, each one's SHA-256 by the name its source
 * opened it by, as JSON; a run whose source's files are all still the ones its last run read has
 * nothing to read or apply, and ends at once.
 */
export const catalogueFilesRead: Knex.Migration = {
	async up(knex) {
		await knex.schema.alterTable('catalogue_runs', (table) => {
			table.text('files_read').nullable();
		});
	},
	async down(knex) {
		await knex.schema.alterTable('catalogue_runs', (table) => {
			table.dropColumn('files_read');
		});
	},
};
