import knex, { type Knex } from 'knex';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cardLanguageJa } from './021-card-language-ja.ts';

let db: Knex;

beforeEach(async () => {
	db = knex({ client: 'sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
	await db.schema.createTable('skus', (t) => {
		t.increments('id');
		t.integer('card');
		t.string('condition');
		t.string('finish');
		t.string('language');
		t.string('edition').nullable();
		t.string('sku_key').unique();
	});
	await db.schema.createTable('buylist_lines', (t) => (t.increments('id'), t.string('language')));
});
afterEach(async () => {
	await db.destroy();
});

const sku = (card: number, language: string, edition: string | null = null) => ({
	card,
	condition: 'NM',
	finish: 'normal',
	language,
	edition,
	sku_key: [card, 'NM', 'normal', language, ...(edition ? [edition] : [])].join('|'),
});

describe('the card language migration', () => {
	it('turns JP SKUs and lines into JA, keys with them, and leaves a JP SKU whose JA twin exists', async () => {
		await db('skus').insert([
			sku(1, 'JP'),
			sku(2, 'JP', 'first_edition'),
			sku(3, 'JP'),
			sku(3, 'JA'),
			sku(4, 'EN'),
		]);
		await db('buylist_lines').insert([{ language: 'JP' }, { language: 'EN' }]);
		await cardLanguageJa.up(db);
		expect(await db('skus').orderBy('id').pluck('sku_key')).toEqual([
			'1|NM|normal|JA',
			'2|NM|normal|JA|first_edition',
			'3|NM|normal|JP',
			'3|NM|normal|JA',
			'4|NM|normal|EN',
		]);
		expect(await db('skus').orderBy('id').pluck('language')).toEqual(['JA', 'JA', 'JP', 'JA', 'EN']);
		expect(await db('buylist_lines').orderBy('id').pluck('language')).toEqual(['JA', 'EN']);
	});
});
