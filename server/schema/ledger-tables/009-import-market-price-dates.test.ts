import type { Knex } from 'knex';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importsTablesDatabase } from './imports-tables.test-db.ts';
import { importMarketPriceDates } from './009-import-market-price-dates.ts';

let db: Knex;

beforeEach(async () => {
	db = await importsTablesDatabase();
});
afterEach(async () => {
	await db.destroy();
});

const job = {
	status: 'staged',
	format: 'deckhand',
	file_name: 'stock.csv',
	file_digest: 'digest',
	file_bytes: 10,
	date_created: 1,
	date_updated: 1,
};

describe('the market price dates migration', () => {
	it('gives staging rows the moment a market price was taken, keeping the rows staged before it, and takes it back', async () => {
		await db('import_jobs').insert(job);
		await db('import_rows').insert({ job: 1, line: 2, card_name: 'Opt', market_price: 125 });
		await importMarketPriceDates.up(db);
		const day = Date.parse('2026-11-20T00:00:00Z');
		await db('import_rows').insert({ job: 1, line: 3, card_name: 'Opt', market_price: 150, market_priced_at: day });
		expect(await db('import_rows').orderBy('line').select('line', 'market_price', 'market_priced_at')).toEqual([
			{ line: 2, market_price: 125, market_priced_at: null },
			{ line: 3, market_price: 150, market_priced_at: day },
		]);

		await importMarketPriceDates.down?.(db);
		expect(await db.schema.hasColumn('import_rows', 'market_priced_at')).toBe(false);
		expect(await db('import_rows').orderBy('line').pluck('market_price')).toEqual([125, 150]);
	});
});
