import knex, { type Knex } from 'knex';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tableRows } from './table-rows.ts';

let db: Knex;

beforeEach(async () => {
	db = knex({ client: 'sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
	await db.schema.createTable('games', (t) => t.increments('id'));
	await db.schema.createTable('skus', (t) => t.increments('id'));
	await db('games').insert(Array.from({ length: 3 }, (_, at) => ({ id: at + 1 })));
	await db('skus').insert(Array.from({ length: 11 }, (_, at) => ({ id: at + 1 })));
});
afterEach(async () => {
	await db.destroy();
});

describe('table rows', () => {
	it('counts a table holding no more than the bound, and says nothing of one holding more', async () => {
		const rowsIn = tableRows(10);
		expect(await rowsIn('games', db)).toBe(3);
		expect(await rowsIn('skus', db)).toBeUndefined();
		await db('skus').where('id', '>', 1).delete();
		expect(await tableRows(10)('skus', db)).toBe(1);
	});

	it('reuses a count for a few seconds, and knows nothing of a table that cannot be counted', async () => {
		const rowsIn = tableRows(10);
		expect(await rowsIn('games', db)).toBe(3);
		await db('games').insert({ id: 4 });
		expect(await rowsIn('games', db)).toBe(3);
		expect(await rowsIn('no_such_table', db)).toBeUndefined();
	});
});
