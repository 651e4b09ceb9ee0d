import type { Knex } from 'knex';

/**
 * The keys of requests recorded once (`Idempotency-Key`): per key, who sent it, to which route
 * (method and path), a digest of what was asked, and the answer the command gave (status and
 * JSON). A row is written in the transaction of the command it names, so a key is recorded exactly
 * when its command committed; `status` and `answer` are filled before that commit, so a row another
 * request can read always has both. The key is unique: a second request with it waits for the
 * first's transaction and then finds its row. Rows are kept a day (`idempotency/prune-keys.ts`), found by `date_created`.
 * No foreign key to the user: a person removed leaves keys that go with the next prune.
 */
export const idempotencyKeys: Knex.Migration = {
	async up(knex) {
		await knex.schema.createTable('idempotency_keys', (table) => {
			table.increments('id');
			table.string('key', 255).notNullable().unique();
			// Named as every ledger names who wrote a row (and `user` is a reserved word of PostgreSQL's).
			table.uuid('user_created').notNullable();
			table.string('route', 300).notNullable();
			table.string('fingerprint', 64).notNullable();
			table.integer('status').nullable();
			table.text('answer').nullable();
			table.timestamp('date_created').notNullable().index();
		});
	},
	async down(knex) {
		await knex.schema.dropTable('idempotency_keys');
	},
};
