import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findViolations } from '../../server/extensions/deckhand/src/books/invariants.ts';
import { utcDayOf } from '../../server/extensions/deckhand/src/reports/utc-days.ts';
import { type Caller } from '../harness/api.ts';
import { backdateOrder } from '../harness/backdate.ts';
import { saleBooks } from '../harness/books.ts';
import { refuseInserting } from '../harness/db-faults.ts';
import { createSku } from '../harness/fixtures.ts';
import { openTestTill } from '../harness/tills.ts';
import { openShop } from '../harness/shop.ts';

/*
 * The sales summed per UTC day and card (`ledger/card-day-sales.ts`), kept by the commands that
 * make an order a sale or stop it being one. The rankings read it (`reports-*.test.ts` compare
 * them with the raw rows); here, each command's own effect on it, read straight from the table.
 */

let admin: Caller;
let staff: Caller;
let db: Knex;
/** This file's till, open: its sales take cash there and refunds pay it back. */
let till: number;

beforeAll(async () => {
	({ admin, staff, db } = await openShop());
	till = await openTestTill(admin, 100_000);
});
afterAll(() => db.destroy());

/** A card with one SKU at 10.00 and copies in stock, and a recorded cost of 6.00. */
async function cardInStock(stock = 20): Promise<{ card: number; sku: number }> {
	const made = await createSku(admin, { price: 1_000, stock });
	expect((await admin.request('POST', '/items/sku_costs', { sku: made.sku, unit_cost: 600 })).status).toBe(200);
	return made;
}

async function ok(response: Promise<{ status: number; body: any }>) {
	const answered = await response;
	expect(answered.status, JSON.stringify(answered.body)).toBe(200);
	return answered.body.data;
}

const sell = (
	caller: Caller,
	sku: number,
	quantity: number,
	body: object = { payments: [{ method: 'cash', amount: 100_000 }], complete: true },
) => caller.request('POST', '/deckhand/checkout', { till, channel: 'counter', lines: [{ sku, quantity }], ...body });
const move = (caller: Caller, order: number, to: string, body: object = {}) =>
	ok(caller.request('POST', `/deckhand/orders/${order}/transition`, { till, to, ...body }));

/** The card's rows of the summary: each UTC day's figures. */
async function summaryOf(card: number): Promise<Array<Record<string, number>>> {
	const rows: Array<Record<string, unknown>> = await db('card_day_sales')
		.where('card', card)
		.orderBy('day')
		.select('day', 'units', 'revenue', 'cost', 'uncosted_lines');
	return rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)])));
}

describe('the sales summary, kept by the commands', () => {
	it("counts a sale at checkout in its card's row of the UTC day it was taken, and a refund takes it out of that day, not today", async () => {
		const { card, sku } = await cardInStock();
		const sold = await ok(sell(staff, sku, 2));
		const today = utcDayOf(Date.parse(sold.date_created));
		expect(await summaryOf(card)).toEqual([
			{ day: today, units: 2, revenue: 2_000, cost: 1_200, uncosted_lines: 0 },
		]);

		await backdateOrder(db, sold.id, '2025-06-01T23:30:00Z');
		const again = await ok(sell(staff, sku, 1));
		expect(await summaryOf(card)).toEqual([
			{
				day: utcDayOf(Date.parse('2025-06-01T23:30:00Z')),
				units: 2,
				revenue: 2_000,
				cost: 1_200,
				uncosted_lines: 0,
			},
			{ day: utcDayOf(Date.parse(again.date_created)), units: 1, revenue: 1_000, cost: 600, uncosted_lines: 0 },
		]);

		await move(admin, sold.id, 'refunded', { restock: true });
		expect(await summaryOf(card)).toEqual([
			{ day: utcDayOf(Date.parse(again.date_created)), units: 1, revenue: 1_000, cost: 600, uncosted_lines: 0 },
		]);
		expect(await findViolations(db)).toEqual({});
	});

	it('counts an open order only once it is paid, keeps it through shipping, and a cancel takes it out', async () => {
		const { card, sku } = await cardInStock();
		const open = await ok(sell(staff, sku, 3, { channel: 'online' }));
		expect(open.status).toBe('open');
		expect(await summaryOf(card)).toEqual([]);

		await move(staff, open.id, 'paid', { payments: [{ method: 'card', amount: open.total }] });
		const day = utcDayOf(Date.parse(open.date_created));
		expect(await summaryOf(card)).toEqual([{ day, units: 3, revenue: 3_000, cost: 1_800, uncosted_lines: 0 }]);
		const paidAgain = await ok(
			sell(staff, sku, 1, { channel: 'online', payments: [{ method: 'card', amount: 1_083 }] }),
		);
		expect(paidAgain.status).toBe('paid');
		await move(staff, paidAgain.id, 'shipped', { tracking_number: '1Z-SUMMARY' });
		expect(await summaryOf(card)).toEqual([{ day, units: 4, revenue: 4_000, cost: 2_400, uncosted_lines: 0 }]);

		await move(staff, open.id, 'cancelled');
		expect(await summaryOf(card)).toEqual([{ day, units: 1, revenue: 1_000, cost: 600, uncosted_lines: 0 }]);
		expect(await findViolations(db)).toEqual({});
	});

	it('counts a sale without a recorded cost as an uncosted line', async () => {
		const { card, sku } = await createSku(admin, { price: 500, stock: 3 });
		const sold = await ok(sell(staff, sku, 2));
		expect(await summaryOf(card)).toEqual([
			{ day: utcDayOf(Date.parse(sold.date_created)), units: 2, revenue: 1_000, cost: 0, uncosted_lines: 1 },
		]);
	});

	it('counts every one of ten sales of one card racing each other, half on each instance', async () => {
		const { card, sku } = await cardInStock();
		const sales = await Promise.all(Array.from({ length: 10 }, (_, i) => sell(staff.on(i), sku, 1)));
		expect(sales.map((sale) => sale.status)).toEqual(sales.map(() => 200));
		const rows = await summaryOf(card);
		// A sale at UTC midnight may leave the ten on two days: each counted once either way.
		expect(rows.reduce((units, row) => units + row['units']!, 0)).toBe(10);
		expect(rows.reduce((revenue, row) => revenue + row['revenue']!, 0)).toBe(10_000);
		expect(await findViolations(db)).toEqual({});
	});

	it('leaves the summary as it was when a checkout fails part-way, after its own upsert', async () => {
		const { card, sku } = await cardInStock();
		await ok(sell(staff, sku, 1));
		const [rows, books] = [await summaryOf(card), await saleBooks(db)];
		// The order's event is checkout's last write: its lines are in the summary by then.
		const lift = await refuseInserting(db, 'order_events');
		try {
			const failed = await sell(staff, sku, 2);
			expect(failed.status).toBeGreaterThanOrEqual(500);
		} finally {
			await lift();
		}
		expect(await summaryOf(card)).toEqual(rows);
		expect(await saleBooks(db)).toEqual(books);
	});
});
