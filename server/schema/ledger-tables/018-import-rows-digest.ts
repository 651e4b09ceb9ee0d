import type { Knex } from 'knex';

/**
 * An import's rows as Deckhand read them, as one digest (`imports/rows-digest.ts`): a file saved
 * again by a spreadsheet (other line endings, quoting, a byte order mark) holds the same rows in
 * other bytes, and its quantities are not added again either. Imports recorded before have none:
 * their rows were deleted at their commit, so only their file's own digest recognises them.
 */
export const importRowsDigest: Knex.Migration = {
	async up(knex) {
		await knex.schema.alterTable('import_jobs', (table) => {
			table.string('rows_digest', 64).nullable();
			table.index(['rows_digest', 'status']);
		});
	},
	async down(knex) {
		await knex.schema.alterTable('import_jobs', (table) => {
			table.dropIndex(['rows_digest', 'status']);
			table.dropColumn('rows_digest');
		});
	},
};
