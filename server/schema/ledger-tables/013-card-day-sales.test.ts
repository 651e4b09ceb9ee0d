import type { Knex } from 'knex';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { utcDayOf } from '../../extensions/deckhand/src/reports/utc-days.ts';
import { cardDaySales } from './013-card-day-sales.ts';
import { addOrder, salesTablesDatabase, skusOfCards, summaryRows } from './sales-tables.test-db.ts';

let db: Knex;
beforeEach(async () => {
	db = await salesTablesDatabase();
});
afterEach(async () => {
	await db.destroy();
});

const day = (iso: string) => utcDayOf(Date.parse(iso));

describe('the card day sales migration', () => {
	it('fills the summary from the sales already in the books, keyed by UTC day and card, and takes it back', async () => {
		const [a, b] = await skusOfCards(db, [7, 8]);
		await addOrder(db, 'completed', '2026-03-01T23:30:00Z', [
			{ sku: a!, quantity: 2, unitPrice: 500, unitCost: 300 },
		]);
		await addOrder(db, 'paid', '2026-03-02T00:30:00Z', [
			{ sku: a!, quantity: 1, unitPrice: 500, unitCost: null },
			{ sku: b!, quantity: 1, unitPrice: 900, unitCost: 100 },
		]);
		await addOrder(db, 'refunded', '2026-03-02T01:00:00Z', [
			{ sku: b!, quantity: 5, unitPrice: 900, unitCost: 100 },
		]);

		await cardDaySales.up(db);
		expect(await summaryRows(db)).toEqual([
			{ day: day('2026-03-01'), card: 7, units: 2, revenue: 1_000, cost: 600, uncosted_lines: 0 },
			{ day: day('2026-03-02'), card: 7, units: 1, revenue: 500, cost: 0, uncosted_lines: 1 },
			{ day: day('2026-03-02'), card: 8, units: 1, revenue: 900, cost: 100, uncosted_lines: 0 },
		]);
		await expect(
			db('card_day_sales').insert({
				day: day('2026-03-02'),
				card: 8,
				units: 1,
				revenue: 1,
				cost: 0,
				uncosted_lines: 0,
			}),
		).rejects.toThrow(/UNIQUE/);
		// The rows live in the key's own tree: no second index to write or to look rows up through.
		expect((await db('sqlite_master').where({ type: 'table', name: 'card_day_sales' }).first('sql')).sql).toMatch(
			/primary key \(`day`, `card`\)\) without rowid$/,
		);
		expect(await db('sqlite_master').where({ type: 'index', tbl_name: 'card_day_sales' }).pluck('name')).toEqual(
			[],
		);

		await cardDaySales.down?.(db);
		expect(await db.schema.hasTable('card_day_sales')).toBe(false);
	});
});
