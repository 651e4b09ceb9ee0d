import type { Knex } from 'knex';

/**
 * The fingerprint of the schema the database was last brought to (the snapshot, Directus's version
 * and Deckhand's migrations; `server/backup/migration-guard.ts`), one row: a start whose
 * fingerprint differs is about to migrate, and backs the database up first.
 */
export const schemaFingerprint: Knex.Migration = {
	async up(knex) {
		await knex.schema.createTable('schema_fingerprint', (table) => {
			table.integer('id').primary();
			table.string('value', 64).notNullable();
			table.timestamp('migrated_at').notNullable();
		});
	},
	async down(knex) {
		await knex.schema.dropTable('schema_fingerprint');
	},
};
