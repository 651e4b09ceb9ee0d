import type { Knex } from 'knex';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cardDaySales } from '../../../../schema/ledger-tables/013-card-day-sales.ts';
import {
	addOrder,
	salesTablesDatabase,
	skusOfCards,
	summaryRows,
	type TestLine,
} from '../../../../schema/ledger-tables/sales-tables.test-db.ts';
import { utcDayOf } from '../reports/utc-days.ts';
import { rebuildCardDaySales, recountSale } from './card-day-sales.ts';
import { Books } from './command.ts';

let db: Knex;
let p: number;
let q: number;
beforeEach(async () => {
	db = await salesTablesDatabase();
	await cardDaySales.up(db);
	const skus = await skusOfCards(db, [1, 2]);
	[p, q] = [skus[0]!, skus[1]!];
});
afterEach(async () => {
	await db.destroy();
});

const day = utcDayOf(Date.parse('2026-05-04T12:00:00Z'));
const line = (sku: number, quantity: number, unitCost: number | null = 400): TestLine => ({
	sku,
	quantity,
	unitPrice: 1_000,
	unitCost,
});

/** An order's status changed, in one command, as checkout (from null) and the order transitions do. */
async function changed(order: number, from: string | null, to: string): Promise<void> {
	await db.transaction(async (trx) => {
		if (from !== null) await trx('orders').where('id', order).update({ status: to });
		await recountSale(new Books(trx, { user: 'test', admin: true }), order, from, to);
	});
}

/** A sale taken now at checkout with `status`. */
async function taken(status: string, lines: TestLine[], iso = '2026-05-04T12:00:00Z'): Promise<number> {
	const order = await addOrder(db, status, iso, lines);
	await changed(order, null, status);
	return order;
}

/** The summary as the commands left it, and the same worked out again from the lines. */
async function keptAndRebuilt() {
	const kept = await summaryRows(db);
	await rebuildCardDaySales(db);
	return { kept, rebuilt: await summaryRows(db) };
}

describe("a sale's lines in the card day sales", () => {
	it('adds a sale taken at checkout to its day and card, a second sale of the card to the same row, and an open order not at all', async () => {
		await taken('completed', [line(p, 2), line(q, 1, null)]);
		await taken('paid', [line(p, 1)]);
		await taken('open', [line(p, 5)]);
		const { kept, rebuilt } = await keptAndRebuilt();
		expect(kept).toEqual([
			{ day, card: 1, units: 3, revenue: 3_000, cost: 1_200, uncosted_lines: 0 },
			{ day, card: 2, units: 1, revenue: 1_000, cost: 0, uncosted_lines: 1 },
		]);
		expect(kept).toEqual(rebuilt);
	});

	it('adds two SKUs of one card in one order to one row', async () => {
		const [other] = await skusOfCards(db, [1]);
		await taken('completed', [line(p, 1), line(other!, 2, null)]);
		expect(await summaryRows(db)).toEqual([
			{ day, card: 1, units: 3, revenue: 3_000, cost: 400, uncosted_lines: 1 },
		]);
	});

	it('dates a sale by its UTC day: 23:59 and 00:00 UTC are two rows', async () => {
		await taken('completed', [line(p, 1)], '2026-05-03T23:59:59Z');
		await taken('completed', [line(p, 1)], '2026-05-04T00:00:00Z');
		expect((await summaryRows(db)).map((row) => [row['day'], row['units']])).toEqual([
			[day - 1, 1],
			[day, 1],
		]);
	});

	it('adds an open order once it is paid, and leaves it as it is shipped and completed', async () => {
		const order = await taken('open', [line(p, 2)]);
		expect(await summaryRows(db)).toEqual([]);
		await changed(order, 'open', 'paid');
		await changed(order, 'paid', 'shipped');
		await changed(order, 'shipped', 'completed');
		expect(await summaryRows(db)).toEqual([
			{ day, card: 1, units: 2, revenue: 2_000, cost: 800, uncosted_lines: 0 },
		]);
	});

	it("takes a refunded or cancelled sale out, keeping the card's other sales, and deletes a row its last sale left", async () => {
		const first = await taken('completed', [line(p, 2), line(q, 1)]);
		const second = await taken('paid', [line(p, 1, null)]);
		await changed(first, 'completed', 'refunded');
		const { kept, rebuilt } = await keptAndRebuilt();
		expect(kept).toEqual([{ day, card: 1, units: 1, revenue: 1_000, cost: 0, uncosted_lines: 1 }]);
		expect(kept).toEqual(rebuilt);
		await changed(second, 'paid', 'cancelled');
		expect(await summaryRows(db)).toEqual([]);
	});

	it('cancels an open order without touching the summary', async () => {
		await taken('completed', [line(p, 1)]);
		const open = await taken('open', [line(p, 1)]);
		await changed(open, 'open', 'cancelled');
		expect(await summaryRows(db)).toEqual([
			{ day, card: 1, units: 1, revenue: 1_000, cost: 400, uncosted_lines: 0 },
		]);
	});
});
