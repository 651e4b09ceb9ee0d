import knex, { type Knex } from 'knex';
import { catalogue } from '../../../../../schema/ledger-tables/024-catalogue.ts';
import { catalogueDownloads } from '../../../../../schema/ledger-tables/025-catalogue-downloads.ts';

/** A throw-away SQLite database with the shop's catalog as the snapshot has it (the columns a run writes) and the catalogue's tables. */
export async function catalogueDatabase(): Promise<Knex> {
	const db = knex({ client: 'sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
	await db.schema.createTable('games', (t) => {
		t.increments('id');
		t.string('name', 100).notNullable();
		t.string('code', 20).notNullable().unique();
	});
	await db.schema.createTable('sets', (t) => {
		t.increments('id');
		t.integer('game').notNullable().references('id').inTable('games');
		t.string('code', 20).notNullable();
		t.string('name', 200).notNullable();
		t.date('release_date').nullable();
	});
	await db.schema.createTable('cards', (t) => {
		t.increments('id');
		t.integer('set').notNullable().references('id').inTable('sets');
		t.string('name', 200).notNullable();
		t.string('collector_number', 20).nullable();
		t.string('rarity', 40).nullable();
		t.string('kind', 20).notNullable().defaultTo('single');
		t.string('tcgplayer_id', 40).nullable().index();
		t.string('scryfall_id', 64).nullable().index();
		t.string('cardmarket_id', 40).nullable().index();
		t.string('search_text', 255).nullable();
	});
	await catalogue.up(db);
	await catalogueDownloads.up(db);
	return db;
}
