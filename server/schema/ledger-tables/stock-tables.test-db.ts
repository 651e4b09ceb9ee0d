import knex, { type Knex } from 'knex';
import { keepSkuStock } from '../../extensions/deckhand/src/ledger/sku-stock.ts';
import { skuStock } from './014-sku-stock.ts';
import { skuStockCondition } from './031-sku-stock-condition.ts';
import { skuTally } from './032-sku-tally.ts';

/**
 * A throw-away SQLite database with the catalog and stock tables `sku_stock` copies, as Directus
 * makes them (moments in milliseconds), and the index the stock figures were read by before.
 */
export async function stockTablesDatabase(): Promise<Knex> {
	const db = knex({ client: 'sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
	await db.schema.createTable('games', (t) => (t.increments('id'), t.string('name')));
	await db.schema.createTable('sets', (t) => (t.increments('id'), t.integer('game').notNullable()));
	await db.schema.createTable('cards', (t) => (t.increments('id'), t.integer('set').notNullable()));
	await db.schema.createTable(
		'skus',
		(t) => (
			t.increments('id'),
			t.integer('card').notNullable(),
			t.string('condition', 20).notNullable().defaultTo('NM'),
			t.integer('price'),
			t.integer('quantity').notNullable().defaultTo(0),
			t.string('bin'),
			t.index(['card', 'quantity', 'price'], 'skus_stock_value')
		),
	);
	await db.schema.createTable(
		'sku_costs',
		(t) => (t.increments('id'), t.integer('sku').notNullable().unique(), t.integer('unit_cost').notNullable()),
	);
	await db.schema.createTable(
		'stock_movements',
		(t) => (
			t.increments('id'),
			t.integer('sku').notNullable(),
			t.integer('delta'),
			t.string('reason'),
			t.datetime('date_created')
		),
	);
	return db;
}

/** Two games, a set of each, a card in each set: the ids of the cards, by game. */
export async function twoGames(db: Knex): Promise<{ cardA: number; cardB: number; setA: number; setB: number }> {
	await db('games').insert([
		{ id: 1, name: 'A' },
		{ id: 2, name: 'B' },
	]);
	await db('sets').insert([
		{ id: 10, game: 1 },
		{ id: 20, game: 2 },
	]);
	await db('cards').insert([
		{ id: 100, set: 10 },
		{ id: 200, set: 20 },
	]);
	return { cardA: 100, cardB: 200, setA: 10, setB: 20 };
}

/** `sku_stock` as a start leaves it: made by its migrations, then its triggers made and its rows filled (`keepSkuStock`). */
export async function migrateSkuStock(db: Knex): Promise<void> {
	await skuStock.up(db);
	await skuStockCondition.up(db);
	await skuTally.up(db);
	await keepSkuStock(db);
}

/** `sku_stock`'s rows in SKU order. */
export async function keptRows(db: Knex): Promise<Array<Record<string, number | string | null>>> {
	return db('sku_stock')
		.orderBy('sku')
		.select('sku', 'game', 'condition', 'quantity', 'price', 'unit_cost', 'fresh_at');
}
