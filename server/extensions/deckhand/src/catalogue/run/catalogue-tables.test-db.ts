import knex, { type Knex } from 'knex';
import { catalogue } from '../../../../../schema/ledger-tables/024-catalogue.ts';
import { catalogueDownloads } from '../../../../../schema/ledger-tables/025-catalogue-downloads.ts';
import { marketMoves } from '../../../../../schema/ledger-tables/026-market-moves.ts';
import { catalogueFilesRead } from '../../../../../schema/ledger-tables/028-catalogue-files-read.ts';
import { catalogueStagingWrites } from '../../../../../schema/ledger-tables/033-catalogue-staging-writes.ts';

/**
 * A throw-away SQLite database with the shop's catalog as the snapshot has it (the columns a run
 * writes or reads: SKUs and settings for the market's moves, the review queue) and the catalogue's tables.
 */
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
	await db.schema.createTable('skus', (t) => {
		t.increments('id');
		t.integer('card').notNullable().references('id').inTable('cards');
		t.string('condition', 3).notNullable();
		t.string('finish', 20).notNullable();
		t.string('edition', 20).nullable();
		t.integer('quantity').notNullable().defaultTo(0);
		t.integer('price').nullable();
	});
	await db.schema.createTable('shop_settings', (t) => {
		t.increments('id');
		t.string('market_source', 40).nullable();
		t.integer('review_above_percent').nullable();
	});
	await db.schema.createTable('price_reviews', (t) => {
		t.increments('id');
		t.integer('sku').notNullable();
		t.string('run', 36).notNullable();
		t.integer('old_price').nullable();
		t.integer('proposed_price').notNullable();
		t.string('status', 10).notNullable();
		t.uuid('user_created').nullable();
		t.timestamp('date_created').notNullable();
		t.uuid('decided_by').nullable();
		t.timestamp('date_decided').nullable();
	});
	await catalogue.up(db);
	await catalogueDownloads.up(db);
	await marketMoves.up(db);
	await catalogueFilesRead.up(db);
	await catalogueStagingWrites.up(db);
	return db;
}
