import type { Knex } from 'knex';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catalogueDatabase } from '../../extensions/deckhand/src/catalogue/run/catalogue-tables.test-db.ts';
import { catalogueStagingWrites } from './033-catalogue-staging-writes.ts';

let db: Knex;
beforeEach(async () => {
	db = await catalogueDatabase();
});
afterEach(async () => {
	await db.destroy();
});

const foreignKeys = async () => (await db.raw('PRAGMA foreign_key_list(catalogue_rows)')) as unknown[];
const indexes = async () =>
	((await db.raw('PRAGMA index_list(catalogue_rows)')) as Array<{ name: string }>).map(({ name }) => name).sort();

describe('the staging rows without a key to their run, with their quotes in batches (033)', () => {
	it('keeps every row and index, takes rows of a run that is not there, and has a column for a batch of quotes', async () => {
		await catalogueStagingWrites.down!(db);
		expect(await foreignKeys()).toHaveLength(1);
		const before = await indexes();
		const [{ id }] = await db('catalogue_runs')
			.insert({ source: 'scryfall', status: 'reading', date_created: 0, date_updated: 0 })
			.returning('id');
		await db('catalogue_rows').insert([0, 1].map((seq) => ({ run: id, seq, kind: 'card', name: `row ${seq}` })));

		await catalogueStagingWrites.up(db);
		expect(await foreignKeys()).toEqual([]);
		expect(await indexes()).toEqual(before);
		const columns = (await db.raw('PRAGMA table_info(catalogue_rows)')) as Array<{ name: string; type: string }>;
		expect(columns.find(({ name }) => name === 'batch')).toMatchObject({ type: 'TEXT' });
		expect(await db('catalogue_rows').orderBy('seq').pluck('name')).toEqual(['row 0', 'row 1']);
		await db('catalogue_rows').insert({ run: Number(id) + 1, seq: 0, kind: 'card' });
		expect(
			await db('catalogue_rows')
				.where('run', Number(id) + 1)
				.count({ n: '*' })
				.first(),
		).toEqual({ n: 1 });
	});
});
