import { TZDate } from '@date-fns/tz';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbTime } from '../../server/extensions/deckhand/src/db.ts';
import { firstError, stackInfo, type Caller } from '../harness/api.ts';
import { backdateBuylist, backdateCredit, backdateOrder } from '../harness/backdate.ts';
import { addLine, newBuylist, newCustomer, transition } from '../harness/buylists.ts';
import { createSku } from '../harness/fixtures.ts';
import {
	agedSkus,
	expectedByRevenue,
	expectedStockByGame,
	inside,
	readRawBooks,
	salesIn,
	soldLinesIn,
	sum,
	type Moments,
	type RawBooks,
} from '../harness/raw-books.ts';
import { createTill, openTestTill, openTill } from '../harness/tills.ts';
import { openShop } from '../harness/shop.ts';

/*
 * The charts and the administrators' reports against the same figures worked out from the raw
 * rows, per day and per week of New York's calendar, over the night its clocks went back
 * (2 November 2025, a day of 25 hours). Rows are put at its midnights and in the repeated hour.
 */

let admin: Caller;
let staff: Caller;
let db: Knex;
let zoneBefore: string;
let session: number;

const ZONE = 'America/New_York';
const RANGE = 'from=2025-10-30&to=2025-11-05';
const DAYS = ['2025-10-30', '2025-10-31', '2025-11-01', '2025-11-02', '2025-11-03', '2025-11-04', '2025-11-05'];
const PREVIOUS_DAYS = [
	'2025-10-23',
	'2025-10-24',
	'2025-10-25',
	'2025-10-26',
	'2025-10-27',
	'2025-10-28',
	'2025-10-29',
];

/** Midnight of a day in New York, the test's own way (the library, not the server's code). */
function midnight(day: string, after = 0): number {
	const [year, month, date] = day.split('-').map(Number) as [number, number, number];
	return new TZDate(year, month - 1, date + after, ZONE).getTime();
}
const dayMoments = (first: string, last = first): Moments => ({ start: midnight(first), end: midnight(last, 1) });
const PERIOD = dayMoments('2025-10-30', '2025-11-05');

const ok = (response: { status: number; body: any }) => {
	expect(response.status, JSON.stringify(response.body)).toBe(200);
	return response.body.data;
};
const byId = <T extends { id: number }>(rows: T[]) => [...rows].sort((a, b) => a.id - b.id);

beforeAll(async () => {
	({ admin, staff, db } = await openShop());
	zoneBefore = ok(await admin.get('/items/shop_settings?fields=time_zone')).time_zone;
	// The clerk's charts below are read with the owner's leave (`staff-figures.test.ts` has the refusal).
	ok(await admin.request('PATCH', '/items/shop_settings', { time_zone: ZONE, staff_see_figures: true }));

	const till = await openTestTill(admin, 100_000);
	const p = await createSku(admin, { price: 2_000, stock: 20 });
	const q = await createSku(admin, { price: 500, stock: 20 });
	ok(await admin.request('POST', '/items/sku_costs', { sku: p.sku, unit_cost: 1_200 }));
	const sale = async (lines: Array<{ sku: number; quantity: number }>, at: string) => {
		const order = ok(
			await admin.request('POST', '/deckhand/checkout', {
				till,
				channel: 'counter',
				complete: true,
				lines,
				payments: [{ method: 'cash', amount: 100_000 }],
			}),
		);
		await backdateOrder(db, order.id, at);
	};
	await sale([{ sku: p.sku, quantity: 2 }], '2025-10-30T04:00:00Z'); // 00:00 EDT, the period's first moment
	await sale([{ sku: p.sku, quantity: 1 }], '2025-11-02T04:30:00Z'); // 00:30 EDT on the 2nd
	await sale([{ sku: q.sku, quantity: 2 }], '2025-11-02T05:30:00Z'); // 01:30 EDT, before the hour repeats
	await sale(
		[
			{ sku: p.sku, quantity: 1 },
			{ sku: q.sku, quantity: 1 },
		],
		'2025-11-03T04:59:59Z',
	); // 23:59:59 EST, the 2nd's last second
	await sale([{ sku: q.sku, quantity: 1 }], '2025-11-03T05:00:00Z'); // 00:00 EST on the 3rd
	await sale([{ sku: q.sku, quantity: 1 }], '2025-10-25T12:00:00Z'); // the period before

	// A cash trade-in of q during the period: q's sales in it are the sales of what was bought.
	const tradeIn = (await newBuylist(admin, null)).id;
	await addLine(admin, tradeIn, { sku: q.sku, quantity: 3 });
	ok(await transition(admin, tradeIn, { to: 'completed', payout: 'cash', till }));
	await backdateBuylist(db, tradeIn, '2025-11-01T15:00:00Z');

	const customer = await newCustomer(admin, 'Charts');
	const given = ok(
		await admin.request('POST', '/deckhand/credit/adjust', { customer, amount: 2_000, note: 'Charts: goodwill' }),
	);
	await backdateCredit(db, given.entry.id, '2025-10-31T12:00:00Z');
	const taken = ok(
		await admin.request('POST', '/deckhand/credit/adjust', { customer, amount: -700, note: 'Charts: correction' }),
	);
	await backdateCredit(db, taken.entry.id, '2025-11-04T12:00:00Z');

	// A till's day: opened with 50.00, counted 49.00 at closing (set-up: its times moved back in the database).
	const dayTill = await createTill(admin);
	session = (await openTill(admin, dayTill, 5_000)).id;
	ok(await admin.request('POST', `/deckhand/tills/${dayTill}/sessions/${session}/close`, { counted: 4_900 }));
	await db('till_sessions')
		.where('id', session)
		.update({
			opened_at: dbTime(db, Date.parse('2025-11-01T13:00:00Z')),
			closed_at: dbTime(db, Date.parse('2025-11-01T22:00:00Z')),
		});
});

afterAll(async () => {
	ok(await admin.request('PATCH', '/items/shop_settings', { time_zone: zoneBefore, staff_see_figures: false }));
	await db.destroy();
});

function salesOf(books: RawBooks, moments: Moments) {
	const orders = salesIn(books, moments);
	return { sales: sum(orders.map((order) => order.subtotal - order.discount)), orders: orders.length };
}

describe('GET /deckhand/reports/charts', () => {
	it("gives sales per day of New York's calendar beside the days before, equal to the raw rows'", async () => {
		const answer = ok(await admin.get(`/deckhand/reports/charts?period=custom&${RANGE}&grain=day`));
		const books = await readRawBooks(db);
		expect(answer).toMatchObject({
			period: { from: '2025-10-30', to: '2025-11-05' },
			previous: { from: '2025-10-23', to: '2025-10-29' },
			time_zone: ZONE,
			grain: 'day',
		});
		expect(answer.sales.current).toEqual(
			DAYS.map((day) => ({ label: day, from: day, to: day, ...salesOf(books, dayMoments(day)) })),
		);
		expect(answer.sales.previous).toEqual(
			PREVIOUS_DAYS.map((day) => ({ label: day, from: day, to: day, ...salesOf(books, dayMoments(day)) })),
		);
		// The 25-hour day holds its three sales, from 00:30 to 23:59:59.
		expect(answer.sales.current[3].orders).toBe(3);
		expect(answer.sales.current[0].orders).toBe(1);
	});

	it('gives sales per ISO week, the first and last clipped to the period', async () => {
		const answer = ok(await admin.get(`/deckhand/reports/charts?period=custom&${RANGE}&grain=week`));
		const books = await readRawBooks(db);
		expect(answer.sales.current).toEqual([
			{
				label: '2025-10-27',
				from: '2025-10-30',
				to: '2025-11-02',
				...salesOf(books, dayMoments('2025-10-30', '2025-11-02')),
			},
			{
				label: '2025-11-03',
				from: '2025-11-03',
				to: '2025-11-05',
				...salesOf(books, dayMoments('2025-11-03', '2025-11-05')),
			},
		]);
	});

	it('gives sales by game, the ten best cards and sets, and buylist spend against the sales of what was bought, equal to the raw rows’', async () => {
		const answer = ok(await admin.get(`/deckhand/reports/charts?period=custom&${RANGE}&grain=day`));
		const books = await readRawBooks(db);
		expect(answer.sales_by_game).toEqual(expectedByRevenue(books, PERIOD, 'games'));
		expect(answer.top_cards).toEqual(expectedByRevenue(books, PERIOD, 'cards', 10));
		expect(answer.top_sets).toEqual(expectedByRevenue(books, PERIOD, 'sets', 10));
		const bought = new Set(
			books.movements
				.filter((movement) => movement.reason === 'buylist_intake' && inside(movement.at, PERIOD))
				.map((movement) => movement.sku),
		);
		expect(answer.buylist_return).toEqual(
			DAYS.map((day) => ({
				label: day,
				from: day,
				to: day,
				buylist_spend: sum(
					books.completions
						.filter((buylist) => inside(buylist.at, dayMoments(day)))
						.map((buylist) => buylist.total_offer),
				),
				bought_sales: sum(
					soldLinesIn(books, dayMoments(day))
						.filter((line) => bought.has(line.sku))
						.map((line) => line.line_total),
				),
			})),
		);
		// 3 copies at 50 % of 5.00 on the 1st; q sold 2 + 1 copies on the 2nd and 1 on the 3rd.
		expect(answer.buylist_return[2].buylist_spend).toBe(750);
		expect(answer.buylist_return.slice(3, 5).map((day: { bought_sales: number }) => day.bought_sales)).toEqual([
			1_500, 500,
		]);
	});

	it('gives the stock per game now, all of it and the aged part, at cost for an owner only', async () => {
		const owner = ok(await admin.get(`/deckhand/reports/charts?period=7d&grain=day`));
		const clerk = ok(await staff.get(`/deckhand/reports/charts?period=7d&grain=day`));
		const books = await readRawBooks(db);
		expect(byId(owner.stock_by_game)).toEqual(byId(expectedStockByGame(books)));
		expect(byId(owner.aged_stock_by_game)).toEqual(byId(expectedStockByGame(books, agedSkus(books, Date.now()))));
		const atPrices = ({ cost_value: _c, uncosted_on_hand: _u, ...stock }: Record<string, unknown>) => stock;
		expect(clerk.stock_by_game).toEqual(owner.stock_by_game.map(atPrices));
		expect(clerk.aged_stock_by_game).toEqual(owner.aged_stock_by_game.map(atPrices));
		expect(JSON.stringify(clerk)).not.toMatch(/"(cost_value|uncosted_on_hand)"/);
	});

	it.each([
		['period=7d', 'grain', 'grain must be one of day, week, month.'],
		['period=7d&grain=year', 'grain', 'grain must be one of day, week, month.'],
		['period=7d&grain[]=day', 'grain', 'grain must be one of day, week, month.'],
		['grain=day', 'period', 'period must be one of today, 7d, 30d, month, custom.'],
	])('refuses ?%s naming the parameter', async (query, field, message) => {
		const response = await staff.get(`/deckhand/reports/charts?${query}`);
		expect(response.status).toBe(400);
		expect(firstError(response.body).extensions).toMatchObject({ code: 'VALIDATION_FAILED', field });
		expect(firstError(response.body).message).toBe(message);
	});
});

describe("the administrators' reports, as JSON and as CSV", () => {
	const report = async (name: string) => ok(await admin.get(`/deckhand/reports/${name}?${RANGE}`)).rows;

	it('sales by day and tax by day, equal to the raw rows’ for each day', async () => {
		const books = await readRawBooks(db);
		const expected = DAYS.map((day) => {
			const orders = salesIn(books, dayMoments(day));
			const sales = sum(orders.map((order) => order.subtotal - order.discount));
			const units = sum(soldLinesIn(books, dayMoments(day)).map((line) => line.quantity));
			return { day, orders: orders.length, units_sold: units, sales, tax: sum(orders.map((order) => order.tax)) };
		});
		expect(await report('sales-by-day')).toEqual(expected);
		expect(await report('tax-by-day')).toEqual(
			expected.map(({ day, orders, sales, tax }) => ({ day, orders, taxable: sales, tax })),
		);
	});

	it('sales by game over the days', async () => {
		const books = await readRawBooks(db);
		expect(await report('sales-by-game')).toEqual(
			expectedByRevenue(books, PERIOD, 'games').map((game) => ({
				game: game.name,
				code: game.detail,
				units_sold: game.units,
				revenue: game.revenue,
			})),
		);
	});

	it('store credit issued, redeemed and removed each day, and what the shop owes at its end', async () => {
		const books = await readRawBooks(db);
		const expected = DAYS.map((day) => {
			const entries = books.ledger.filter((entry) => inside(entry.at, dayMoments(day)));
			return {
				day,
				issued: sum(entries.filter((entry) => entry.amount > 0).map((entry) => entry.amount)),
				redeemed: sum(
					entries
						.filter((entry) => entry.amount < 0 && entry.reason === 'order_payment')
						.map((entry) => -entry.amount),
				),
				removed: sum(
					entries
						.filter((entry) => entry.amount < 0 && entry.reason !== 'order_payment')
						.map((entry) => -entry.amount),
				),
				outstanding: sum(
					books.ledger.filter((entry) => entry.at < dayMoments(day).end).map((entry) => entry.amount),
				),
			};
		});
		const rows = await report('credit-liability');
		expect(rows).toEqual(expected);
		expect(rows.find((row: { day: string }) => row.day === '2025-11-04')).toMatchObject({ removed: 700 });
	});

	it('each till session opened in the days, with its float, expected and counted cash and the difference', async () => {
		const sessions = await db('till_sessions')
			.where('opened_at', '>=', dbTime(db, PERIOD.start))
			.where('opened_at', '<', dbTime(db, PERIOD.end))
			.orderBy('opened_at')
			.select('id');
		const rows = await report('till-days');
		expect(rows.map((row: { session: number }) => row.session)).toEqual(sessions.map((row) => Number(row.id)));
		expect(rows.find((row: { session: number }) => row.session === session)).toEqual({
			session,
			till: expect.stringContaining('Test till'),
			status: 'closed',
			opened_at: '2025-11-01T13:00:00.000Z',
			closed_at: '2025-11-01T22:00:00.000Z',
			opening_float: 5_000,
			expected_cash: 5_000,
			counted_cash: 4_900,
			over_short: -100,
		});
	});

	it('gives the same rows as CSV: a header, money in major units, a line per row', async () => {
		const rows = await report('sales-by-day');
		const response = await fetch(`${stackInfo().url}/deckhand/reports/sales-by-day?${RANGE}&format=csv`, {
			headers: { authorization: `Bearer ${stackInfo().admin.token}` },
		});
		expect(response.status).toBe(200);
		expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
		expect(response.headers.get('content-disposition')).toMatch(
			/^attachment; filename="deckhand-sales-by-day-2025-10-30-to-2025-11-05-\d{4}-\d{2}-\d{2}\.csv"$/,
		);
		// The bytes as they came: `text()` would drop the byte order mark.
		const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
		const money = (minor: number) => (minor / 100).toFixed(2);
		expect(text).toBe(
			`\uFEFFday,orders,units_sold,sales,tax\r\n${rows.map((row: any) => `${row.day},${row.orders},${row.units_sold},${money(row.sales)},${money(row.tax)}\r\n`).join('')}`,
		);
		// 2 × 20.00 at 8.25 % tax on the period's first day.
		expect(text).toContain('\r\n2025-10-30,1,2,40.00,3.30\r\n');
	});

	it.each(['sales-by-day', 'sales-by-game', 'tax-by-day', 'till-days', 'credit-liability'])(
		'refuses a clerk %s before reading the days, as JSON or CSV',
		async (name) => {
			for (const query of [RANGE, `${RANGE}&format=csv`, 'from=valueOf']) {
				const response = await staff.get(`/deckhand/reports/${name}?${query}`);
				expect(response.status).toBe(403);
				expect(firstError(response.body)).toMatchObject({
					message: 'Reports are for administrators.',
					extensions: { code: 'FORBIDDEN' },
				});
			}
		},
	);

	it.each([
		['to=2025-11-05', 'from', 'from is needed'],
		['from=2025-10-30', 'to', 'to is needed'],
		['from=2025-10-30&to=2025-11-31', 'to', 'to must be a day written YYYY-MM-DD'],
		[`${RANGE}&format=xlsx`, 'format', 'format must be one of json, csv.'],
		['from=2024-01-01&to=2025-01-01', 'to', 'A period is at most 366 days'],
		['from=2025-10-30&to=2099-01-01', 'to', `in the shop's time zone, ${ZONE}) or earlier.`],
		['from=2025-11-05&to=2025-10-30', 'from', 'from must be on or before to'],
	])('refuses ?%s naming the parameter and its bound', async (query, field, message) => {
		const response = await admin.get(`/deckhand/reports/sales-by-day?${query}`);
		expect(response.status, JSON.stringify(response.body)).toBe(400);
		expect(firstError(response.body).extensions).toMatchObject({ code: 'VALIDATION_FAILED', field });
		expect(firstError(response.body).message).toContain(message);
	});
});
