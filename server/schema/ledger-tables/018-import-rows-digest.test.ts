import type { Knex } from 'knex';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importsTablesDatabase } from './imports-tables.test-db.ts';
import { importRowsDigest } from './018-import-rows-digest.ts';

let db: Knex;

beforeEach(async () => {
	db = await importsTablesDatabase();
});
afterEach(async () => {
	await db.destroy();
});

const job = (file_digest: string) => ({
	status: 'committed',
	format: 'deckhand',
	file_name: 'stock.csv',
	file_digest,
	file_bytes: 10,
	date_created: 1,
	date_updated: 1,
});

describe('the import rows digest migration', () => {
	it('gives imports a digest of their rows, none for those recorded before it, and takes it back', async () => {
		await db('import_jobs').insert(job('a'.repeat(64)));
		await importRowsDigest.up(db);
		await db('import_jobs').insert({ ...job('b'.repeat(64)), rows_digest: 'c'.repeat(64) });
		expect(await db('import_jobs').orderBy('id').select('file_digest', 'rows_digest')).toEqual([
			{ file_digest: 'a'.repeat(64), rows_digest: null },
			{ file_digest: 'b'.repeat(64), rows_digest: 'c'.repeat(64) },
		]);

		await importRowsDigest.down?.(db);
		expect(await db.schema.hasColumn('import_jobs', 'rows_digest')).toBe(false);
		expect(await db('import_jobs').count({ n: '*' })).toEqual([{ n: 2 }]);
	});
});
