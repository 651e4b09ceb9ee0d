import knex, { type Knex } from 'knex';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keysetPages, recordsOf } from './keyset-pages.ts';

let db: Knex;

beforeEach(async () => {
	db = knex({ client: 'sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
	await db.schema.createTable('skus', (t) => (t.increments('id'), t.integer('quantity')));
	await db('skus').insert(Array.from({ length: 25 }, (_, i) => ({ quantity: i % 2 })));
});
afterEach(async () => {
	await db.destroy();
});

async function all<T>(items: AsyncIterable<T>): Promise<T[]> {
	const out: T[] = [];
	for await (const item of items) out.push(item);
	return out;
}

describe('keyset pages', () => {
	it('reads every row once, in id order, a page at a time', async () => {
		const pages = await all(keysetPages(() => db('skus').select('skus.id'), 'skus.id', 10));
		expect(pages.map((page) => page.length)).toEqual([10, 10, 5]);
		expect(pages.flat().map((row) => row['id'])).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
	});

	it('keeps the query’s own filter on every page, and stops on a short page', async () => {
		const pages = await all(keysetPages(() => db('skus').select('skus.id').where('quantity', 1), 'skus.id', 4));
		expect(pages.flat().map((row) => row['id'])).toEqual([2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24]);
		expect(pages.map((page) => page.length)).toEqual([4, 4, 4]);
	});

	it('asks the next page only when the records before it are taken', async () => {
		let asked = 0;
		const records = recordsOf(
			keysetPages(() => (asked++, db('skus').select('skus.id')), 'skus.id', 10),
			(page) => page.map((row) => [String(row['id'])]),
		);
		const iterator = records[Symbol.asyncIterator]();
		await iterator.next();
		expect(asked).toBe(1);
		for (let i = 0; i < 10; i++) await iterator.next();
		expect(asked).toBe(2);
		await iterator.return?.(undefined);
	});
});
