import type { Knex } from 'knex';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cardDaySales } from './013-card-day-sales.ts';
import { cardDaySalesByCard } from './015-card-day-sales-by-card.ts';
import { salesTablesDatabase } from './sales-tables.test-db.ts';

let db: Knex;
beforeEach(async () => {
	db = await salesTablesDatabase();
	await cardDaySales.up(db);
});
afterEach(async () => {
	await db.destroy();
});

const columnsOf = async (index: string) =>
	(await db.raw(`pragma index_info(${index})`)).map((column: { name: string }) => column.name);

describe('the sales summary in card order', () => {
	it('holds every figure after the card and the day, so a span is summed from the index alone, and is taken away again', async () => {
		await cardDaySalesByCard.up(db);
		expect(await columnsOf('card_day_sales_by_card')).toEqual([
			'card',
			'day',
			'units',
			'revenue',
			'cost',
			'uncosted_lines',
		]);
		const plan = await db.raw(
			'explain query plan select card, sum(units), sum(revenue) from card_day_sales indexed by card_day_sales_by_card where day >= 1 and day < 9 group by card',
		);
		expect(plan.map((step: { detail: string }) => step.detail)).toEqual([
			'SCAN card_day_sales USING COVERING INDEX card_day_sales_by_card',
		]);

		await cardDaySalesByCard.down?.(db);
		expect(await db('sqlite_master').where({ type: 'index', tbl_name: 'card_day_sales' }).pluck('name')).toEqual(
			[],
		);
	});
});
