import knex, { type Knex } from 'knex';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkBooks } from './books-check.ts';
import { latestBooks, runBooksCheck, type BooksLogger } from './books-watch.ts';
import { INVARIANTS } from './invariants.ts';
import { booksChecks } from '../../../../schema/ledger-tables/002-books-checks.ts';
import { cardDaySales } from '../../../../schema/ledger-tables/013-card-day-sales.ts';
import { migrateSkuStock } from '../../../../schema/ledger-tables/stock-tables.test-db.ts';
import { rebuildCardDaySales } from '../ledger/card-day-sales.ts';
import { utcDayOf } from '../reports/utc-days.ts';

/** The columns the rules read, in a database of their own: the rules' SQL runs for real. */
async function booksTables(db: Knex): Promise<void> {
	await db.schema.createTable('games', (t) => t.increments('id'));
	await db.schema.createTable('sets', (t) => (t.increments('id'), t.integer('game')));
	await db.schema.createTable('cards', (t) => (t.increments('id'), t.integer('set')));
	await db.schema.createTable(
		'skus',
		(t) => (
			t.increments('id'),
			t.integer('card'),
			t.string('condition').notNullable().defaultTo('NM'),
			t.integer('quantity'),
			t.integer('price')
		),
	);
	await db.schema.createTable('sku_costs', (t) => (t.increments('id'), t.integer('sku'), t.integer('unit_cost')));
	await db.schema.createTable('price_changes', (t) => (t.increments('id'), t.integer('sku'), t.integer('new_price')));
	await db.schema.createTable(
		'stock_movements',
		(t) => (
			t.increments('id'),
			t.integer('sku'),
			t.integer('delta'),
			t.string('reason'),
			t.datetime('date_created')
		),
	);
	await db.schema.createTable(
		'credit_ledger',
		(t) => (
			t.increments('id'),
			t.integer('customer'),
			t.integer('amount'),
			t.integer('balance_after'),
			t.string('reason'),
			t.integer('buylist')
		),
	);
	await db.schema.createTable('orders', (t) => {
		t.increments('id');
		t.string('status');
		for (const money of ['subtotal', 'discount', 'tax', 'total', 'credit_applied']) t.integer(money);
		t.datetime('date_created');
	});
	await db.schema.createTable(
		'order_lines',
		(t) => (
			t.increments('id'),
			t.integer('order'),
			t.integer('sku'),
			t.integer('unit_price'),
			t.integer('quantity'),
			t.integer('refunded_quantity').defaultTo(0),
			t.integer('line_total')
		),
	);
	await db.schema.createTable(
		'order_line_costs',
		(t) => (t.increments('id'), t.integer('order_line'), t.integer('unit_cost')),
	);
	await db.schema.createTable('order_events', (t) => (t.increments('id'), t.integer('order')));
	await db.schema.createTable('order_payments', (t) => (t.increments('id'), t.integer('order'), t.integer('amount')));
	await db.schema.createTable(
		'till_sessions',
		(t) => (
			t.increments('id'),
			t.string('status'),
			t.integer('expected_cash'),
			t.integer('counted_cash'),
			t.integer('over_short')
		),
	);
	await db.schema.createTable(
		'cash_movements',
		(t) => (t.increments('id'), t.integer('session'), t.integer('amount'), t.string('kind'), t.integer('buylist')),
	);
	await db.schema.createTable('buylists', (t) => {
		t.increments('id');
		t.string('status');
		t.string('payout_method');
		t.integer('till_session');
		for (const money of ['total_cash', 'total_credit', 'total_offer']) t.integer(money);
	});
	await db.schema.createTable(
		'buylist_lines',
		(t) => (
			t.increments('id'),
			t.integer('buylist'),
			t.integer('line_cash'),
			t.integer('line_credit'),
			t.integer('line_total')
		),
	);
	await booksChecks.up(db);
	await cardDaySales.up(db);
	await migrateSkuStock(db);
	// The SKUs' card: every SKU has one (its game is in the kept stock figures).
	await db('games').insert({ id: 1 });
	await db('sets').insert({ id: 1, game: 1 });
	await db('cards').insert([
		{ id: 1, set: 1 },
		{ id: 12, set: 1 },
	]);
}

/** SKUs whose quantity equals their one movement. */
async function skusInStock(db: Knex, quantities: number[]): Promise<number[]> {
	const ids: number[] = [];
	for (const quantity of quantities) {
		const [id] = await db('skus').insert({ card: 1, quantity });
		await db('stock_movements').insert({ sku: id, delta: quantity });
		ids.push(Number(id));
	}
	return ids;
}

function recordingLogger() {
	const lines: Array<{ level: string; details: object; message: string }> = [];
	const at = (level: string) => (details: object, message: string) => void lines.push({ level, details, message });
	const logger: BooksLogger = { info: at('info'), warn: at('warn'), error: at('error') };
	return { logger, lines };
}

let db: Knex;
beforeEach(async () => {
	db = knex({ client: 'sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
	await booksTables(db);
});
afterEach(async () => {
	await db.destroy();
});

describe('checkBooks', () => {
	it('says every rule holds on balanced books, with when and how long', async () => {
		await skusInStock(db, [3, 0, 7]);
		const report = await checkBooks(db, 'manual');
		expect(report).toMatchObject({
			status: 'holds',
			trigger: 'manual',
			rules: INVARIANTS.length,
			broken: [],
			error: null,
		});
		expect(Date.now() - Date.parse(report.checked_at!)).toBeLessThan(5_000);
		expect(report.duration_ms).toBeGreaterThanOrEqual(0);
	});

	it('names a broken rule with its first five offending ids, and says there are more', async () => {
		const ids = await skusInStock(db, [1, 1, 1, 1, 1, 1, 1]);
		await db('skus').increment('quantity', 1);
		const report = await checkBooks(db, 'schedule');
		expect(report.status).toBe('broken');
		expect(report.broken).toEqual([
			{
				rule: 'stock-matches-movements',
				description: 'Stock on hand does not match the stock history (the sum of its stock movements).',
				subject: 'sku',
				ids: ids.slice(0, 5),
				rows: ids.slice(0, 5).map((id) => ({ id, quantity: 2, total: 1 })),
				more: true,
			},
		]);
	});

	it('names an order line refunded more than it sold, and an order that paid back more than it took', async () => {
		await db('orders').insert({
			id: 1,
			status: 'completed',
			subtotal: 2_000,
			discount: 0,
			tax: 0,
			total: 2_000,
			credit_applied: 0,
		});
		await db('order_lines').insert([
			{ id: 1, order: 1, sku: 1, unit_price: 1_000, quantity: 2, refunded_quantity: 3, line_total: 2_000 },
		]);
		await db('order_events').insert({ order: 1 });
		await db('order_payments').insert([
			{ order: 1, amount: 2_000 },
			{ order: 1, amount: -2_500 },
		]);
		const report = await checkBooks(db, 'schedule');
		expect(report.broken.map((rule) => [rule.rule, rule.ids])).toEqual([
			['payments-match-order', [1]],
			['refunded-within-sold', [1]],
		]);
	});

	it('names a buylist whose totals are not its lines, and a completed one that paid other than its ledger says', async () => {
		const [open, paid] = await db('buylists')
			.insert(
				[
					{
						status: 'draft',
						payout_method: null,
						till_session: null,
						total_cash: 500,
						total_credit: 650,
						total_offer: 0,
					},
					{
						status: 'completed',
						payout_method: 'credit',
						till_session: null,
						total_cash: 500,
						total_credit: 650,
						total_offer: 650,
					},
				],
				['id'],
			)
			.then((rows) => rows.map((row) => Number(typeof row === 'object' ? row.id : row)));
		await db('buylist_lines').insert([
			{ buylist: open, line_cash: 500, line_credit: 649, line_total: null },
			{ buylist: paid, line_cash: 500, line_credit: 650, line_total: 650 },
		]);
		await db('credit_ledger').insert({
			customer: 1,
			amount: 600,
			balance_after: 600,
			reason: 'buylist_payout',
			buylist: paid,
		});
		const report = await checkBooks(db, 'manual');
		expect(report.broken.map((rule) => [rule.rule, rule.subject, rule.ids])).toEqual([
			['buylist-totals-match-lines', 'buylist', [open]],
			['buylist-payout-matches-ledger', 'buylist', [paid]],
		]);
	});

	it('names the day and card where the sales summary and the lines of the sales disagree, either way', async () => {
		const [sku] = await skusInStock(db, [0]);
		await db('skus').where('id', sku!).update({ card: 12 });
		const [order] = await db('orders').insert({
			status: 'completed',
			subtotal: 2_000,
			discount: 0,
			tax: 0,
			total: 2_000,
			credit_applied: 0,
			date_created: Date.parse('2026-03-29T23:30:00Z'),
		});
		const [line] = await db('order_lines').insert({
			order,
			sku,
			unit_price: 1_000,
			quantity: 2,
			line_total: 2_000,
		});
		await db('order_line_costs').insert({ order_line: line, unit_cost: 600 });
		await db('order_events').insert({ order });
		await rebuildCardDaySales(db);
		expect((await checkBooks(db, 'manual')).broken).toEqual([]);

		const day = utcDayOf(Date.parse('2026-03-29T23:30:00Z'));
		await db('card_day_sales').where({ day, card: 12 }).update({ revenue: 1_500 });
		await db('card_day_sales').insert({ day: day + 1, card: 12, units: 0, revenue: 0, cost: 0, uncosted_lines: 0 });
		const summaryRule = async () =>
			(await checkBooks(db, 'manual')).broken.find((rule) => rule.rule === 'card-day-sales-match-lines');
		/** A day of card 12: units, revenue and cost as the summary has them and as the lines add up. */
		const row = (day: string, [units, revenue, cost]: number[], [lineUnits, lineRevenue, lineCost]: number[]) => ({
			day,
			card: 12,
			summary_units: units,
			lines_units: lineUnits,
			summary_revenue: revenue,
			lines_revenue: lineRevenue,
			summary_cost: cost,
			lines_cost: lineCost,
			summary_uncosted_lines: 0,
			lines_uncosted_lines: 0,
		});
		expect(await summaryRule()).toEqual({
			rule: 'card-day-sales-match-lines',
			description:
				"The sales summary the top sellers and margins are read from does not match the sales' lines of a card on a day.",
			subject: 'card',
			ids: [12, 12],
			rows: [row('2026-03-29', [2, 1_500, 1_200], [2, 2_000, 1_200]), row('2026-03-30', [0, 0, 0], [0, 0, 0])],
			more: false,
		});

		await db('card_day_sales').delete();
		expect((await summaryRule())?.rows).toEqual([row('2026-03-29', [0, 0, 0], [2, 2_000, 1_200])]);
	});

	it('reports a check that cannot read the books as failed instead of throwing', async () => {
		await db.schema.dropTable('order_payments');
		const report = await checkBooks(db, 'start');
		expect(report).toMatchObject({ status: 'failed', trigger: 'start', broken: [] });
		expect(report.error).toMatch(/^The books could not be read: .*order_payments/);
	});
});

describe('runBooksCheck', () => {
	it('keeps the latest result and logs a warning per broken rule', async () => {
		const [sku] = await skusInStock(db, [2]);
		await db('skus').where('id', sku!).update({ quantity: -1 });
		const { logger, lines } = recordingLogger();
		const report = await runBooksCheck(db, logger, 'manual');
		expect(await latestBooks(db)).toEqual(report);
		expect(report.broken.map((rule) => rule.rule)).toEqual(['stock-matches-movements', 'stock-not-negative']);
		expect(lines.map((line) => [line.level, line.details])).toEqual([
			['warn', expect.objectContaining({ rule: 'stock-matches-movements', ids: [sku] })],
			['warn', expect.objectContaining({ rule: 'stock-not-negative', ids: [sku] })],
		]);
	});

	it('logs an error when the check cannot run, and one line when every rule holds', async () => {
		const { logger, lines } = recordingLogger();
		await runBooksCheck(db, logger, 'schedule');
		await db.schema.dropTable('skus');
		await runBooksCheck(db, logger, 'schedule');
		expect(lines.map((line) => [line.level, line.message])).toEqual([
			['info', 'Deckhand books: every rule holds'],
			['error', 'Deckhand books: the check could not run'],
		]);
		expect((await latestBooks(db)).status).toBe('failed');
	});
});
