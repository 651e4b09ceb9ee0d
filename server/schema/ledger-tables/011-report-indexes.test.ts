import knex, { type Knex } from 'knex';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { reportIndexes } from './011-report-indexes.ts';

let db: Knex;

/** The three tables as Directus makes them, with the columns the indexes take and their one-column indexes. */
beforeEach(async () => {
	db = knex({ client: 'sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
	await db.schema.createTable(
		'orders',
		(t) => (
			t.increments('id'),
			t.string('status').index(),
			t.timestamp('date_created').index(),
			t.integer('subtotal'),
			t.integer('discount'),
			t.integer('tax')
		),
	);
	await db.schema.createTable(
		'stock_movements',
		(t) => (t.increments('id'), t.integer('sku').index(), t.string('reason'), t.timestamp('date_created')),
	);
	await db.schema.createTable(
		'skus',
		(t) => (
			t.increments('id'),
			t.integer('card').index(),
			t.integer('quantity').index(),
			t.integer('price').index()
		),
	);
});
afterEach(async () => {
	await db.destroy();
});

/** Every index of the three tables with its columns, in order. */
async function indexes(): Promise<Record<string, string[]>> {
	const names = (await db('sqlite_master')
		.where({ type: 'index' })
		.whereIn('tbl_name', ['orders', 'stock_movements', 'skus'])
		.whereNotNull('sql')
		.orderBy('name')
		.pluck('name')) as string[];
	const columns = async (name: string) =>
		((await db.raw(`pragma index_info(${name})`)) as Array<{ seqno: number; name: string }>)
			.sort((a, b) => a.seqno - b.seqno)
			.map((column) => column.name);
	return Object.fromEntries(await Promise.all(names.map(async (name) => [name, await columns(name)] as const)));
}

describe('the report indexes migration', () => {
	it('adds the sales, fresh stock and stock value indexes beside the others, keeping the rows, and takes them back', async () => {
		await db('orders').insert({ status: 'paid', date_created: 1 });
		const before = await indexes();

		await reportIndexes.up(db);
		expect(await indexes()).toEqual({
			...before,
			orders_sales_time: ['status', 'date_created', 'subtotal', 'discount', 'tax'],
			stock_movements_fresh_stock: ['reason', 'date_created', 'sku'],
			skus_stock_value: ['card', 'quantity', 'price'],
		});
		expect(await db('orders').pluck('status')).toEqual(['paid']);

		await reportIndexes.down?.(db);
		expect(await indexes()).toEqual(before);
	});
});
