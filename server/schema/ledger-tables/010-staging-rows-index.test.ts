import type { Knex } from 'knex';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importsTablesDatabase } from './imports-tables.test-db.ts';
import { stagingRowsIndex } from './010-staging-rows-index.ts';

let db: Knex;

beforeEach(async () => {
	db = await importsTablesDatabase();
});
afterEach(async () => {
	await db.destroy();
});

const indexesOfStagingRows = async () =>
	(await db('sqlite_master')
		.where({ type: 'index', tbl_name: 'import_rows' })
		.whereNotNull('sql')
		.orderBy('name')
		.pluck('name')) as string[];

describe('the staging rows index migration', () => {
	it('drops the index by job and action, keeping the others and the rows, and takes it back', async () => {
		await db('import_jobs').insert({
			status: 'staged',
			format: 'deckhand',
			file_name: 'stock.csv',
			file_digest: 'digest',
			file_bytes: 10,
			date_created: 1,
			date_updated: 1,
		});
		await db('import_rows').insert({ job: 1, line: 2, card_name: 'Opt', action: 'create' });
		const before = await indexesOfStagingRows();
		expect(before).toContain('import_rows_job_action_id_index');

		await stagingRowsIndex.up(db);
		expect(await indexesOfStagingRows()).toEqual(
			before.filter((name) => name !== 'import_rows_job_action_id_index'),
		);
		expect(await db('import_rows').pluck('action')).toEqual(['create']);

		await stagingRowsIndex.down?.(db);
		expect(await indexesOfStagingRows()).toEqual(before);
	});
});
