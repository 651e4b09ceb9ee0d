import knex, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseDigest } from './database-digest.ts';

let db: Knex;

beforeAll(async () => {
	db = knex({ client: 'sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
	await db.schema.createTable('skus', (t) => (t.increments('id'), t.integer('quantity'), t.string('name')));
	await db.schema.createTable('directus_users', (t) => (t.uuid('id'), t.string('email'), t.timestamp('last_access')));
	await db.schema.createTable('directus_activity', (t) => (t.increments('id'), t.string('action')));
	await db.schema.createTable('sku_tally', (t) => (t.increments('id'), t.integer('game'), t.integer('skus')));
	await db('sku_tally').insert([
		{ game: 1, skus: 1 },
		{ game: 1, skus: 1 },
		{ game: 2, skus: 1 },
	]);
	await db('skus').insert([
		{ quantity: 1, name: 'Bolt' },
		{ quantity: 2, name: 'Island' },
	]);
	await db('directus_users').insert({
		id: '0b9c2f4e-6d1a-4c8e-9f3b-2a7d5e1c8b40',
		email: 'a@b.example',
		last_access: null,
	});
});

afterAll(async () => {
	await db.destroy();
});

describe('databaseDigest', () => {
	it('names every table except the logs, with its row count', async () => {
		const digest = await databaseDigest(db);
		expect(Object.keys(digest)).toEqual(['directus_users', 'sku_tally', 'skus']);
		expect(digest['skus']).toMatch(/^[0-9a-f]{16} \(2 rows\)$/);
	});

	it('changes with any value of a row, and not with the order rows come in', async () => {
		const before = await databaseDigest(db);
		await db('skus').where('id', 1).update({ name: 'Bolt ' });
		const edited = await databaseDigest(db);
		expect(edited['skus']).not.toBe(before['skus']);
		expect(edited['directus_users']).toBe(before['directus_users']);
		await db('skus').where('id', 1).update({ name: 'Bolt' });
		expect(await databaseDigest(db)).toEqual(before);
	});

	it("keeps still through what moves on its own: logs and a user's last access", async () => {
		const before = await databaseDigest(db);
		await db('directus_activity').insert({ action: 'login' });
		await db('directus_users').update({ last_access: new Date() });
		expect(await databaseDigest(db)).toEqual(before);
		await db('directus_users').update({ email: 'c@d.example' });
		expect((await databaseDigest(db))['directus_users']).not.toBe(before['directus_users']);
	});

	it("reads the SKUs' tally as what it adds up to for each game: a fold changes nothing, a new SKU does", async () => {
		const before = await databaseDigest(db);
		expect(before['sku_tally']).toMatch(/\(2 rows\)$/);
		await db('sku_tally').where('game', 1).delete();
		await db('sku_tally').insert({ game: 1, skus: 2 });
		expect(await databaseDigest(db)).toEqual(before);
		await db('sku_tally').insert({ game: 2, skus: 1 });
		expect((await databaseDigest(db))['sku_tally']).not.toBe(before['sku_tally']);
	});
});
