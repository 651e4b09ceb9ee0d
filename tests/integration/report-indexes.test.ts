import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUYLIST_COMPLETIONS_INDEX } from '../../server/schema/ledger-tables/016-buylist-completions-index.ts';
import { CARD_ORDER_INDEX } from '../../server/extensions/deckhand/src/reports/top-sellers.ts';
import { openTestDb } from '../harness/books.ts';
import { indexColumns } from '../harness/index-columns.ts';

/*
 * The indexes a year's figures are read by (docs/reports.md, "Speed"), on the running database
 * of either profile: the migrations that make them are each for one database or both, and what
 * they read is timed by `npm run bench:home`, not here.
 */

let db: Knex;
beforeAll(() => {
	db = openTestDb();
});
afterAll(async () => {
	await db.destroy();
});

describe('the indexes the reports read by', () => {
	it('keep the sales summary in card order with every figure, so a long span is summed card by card from the index alone', async () => {
		expect(await indexColumns(db, CARD_ORDER_INDEX)).toEqual([
			'card',
			'day',
			'units',
			'revenue',
			'cost',
			'uncosted_lines',
		]);
	});

	it('keep the buylists entering a status by the moment, with the buylist', async () => {
		expect(await indexColumns(db, BUYLIST_COMPLETIONS_INDEX)).toEqual(['to_status', 'date_created', 'buylist']);
	});
});
