import knex, { type Knex } from 'knex';
import { imports } from './008-imports.ts';

/** A throw-away SQLite database with the imports' tables as `008-imports` made them, over the collections they refer to: the migrations after it are tested on it. */
export async function importsTablesDatabase(): Promise<Knex> {
	const db = knex({ client: 'sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
	await db.schema.createTable('cards', (t) => (t.increments('id'), t.integer('set'), t.string('collector_number')));
	await db.schema.createTable('skus', (t) => t.increments('id'));
	await imports.up(db);
	return db;
}
