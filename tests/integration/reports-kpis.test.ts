import { TZDate } from '@date-fns/tz';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { utcDayOf } from '../../server/extensions/deckhand/src/reports/utc-days.ts';
import { callers, firstError, type Caller } from '../harness/api.ts';
import { backdateBuylist, backdateCredit, backdateOrder } from '../harness/backdate.ts';
import { openTestDb } from '../harness/books.ts';
import { addLine, newBuylist, newCustomer, transition } from '../harness/buylists.ts';
import { createSku } from '../harness/fixtures.ts';
import {
	expectedByRevenue,
	expectedFigures,
	expectedStock,
	expectedTopByMargin,
	readRawBooks,
} from '../harness/raw-books.ts';
import { openTestTill } from '../harness/tills.ts';

/*
 * The KPIs and margins against the same figures worked out from the raw rows (tests/harness/
 * raw-books.ts), exact to the cent. The shop's day is Berlin's, and the period chosen spans the
 * night its clocks went forward (30 March 2025): rows are put just inside and just outside each
 * midnight there, where a UTC day would count them the other way.
 */

let admin: Caller;
let staff: Caller;
let anonymous: Caller;
let db: Knex;
let zoneBefore: string;

const PERIOD = '/deckhand/reports/kpis?period=custom&from=2025-03-29&to=2025-03-31';
const MARGINS = '/deckhand/reports/margins?period=custom&from=2025-03-29&to=2025-03-31';
/** Midnight of 29 March in Berlin (CET) to midnight after 31 March (CEST). */
const CURRENT = { start: Date.parse('2025-03-28T23:00:00Z'), end: Date.parse('2025-03-31T22:00:00Z') };
/** The three days before: 26 to 28 March. */
const PREVIOUS = { start: Date.parse('2025-03-25T23:00:00Z'), end: Date.parse('2025-03-28T23:00:00Z') };

/** This file's sales in the current period, as checkout answered them. */
const counted: Array<{ subtotal: number; discount: number; tax: number }> = [];

const ok = (response: { status: number; body: any }) => {
	expect(response.status, JSON.stringify(response.body)).toBe(200);
	return response.body.data;
};

/** Today's date in Berlin, and a midnight there so many days after today's (the test's own way, with the library). */
function berlinToday() {
	const dateOf = (moment: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(moment);
	const today = dateOf(Date.now());
	const [year, month, day] = today.split('-').map(Number) as [number, number, number];
	return {
		today,
		dateOf,
		midnight: (days: number) => new TZDate(year, month - 1, day + days, 'Europe/Berlin').getTime(),
	};
}

beforeAll(async () => {
	({ admin, staff, anonymous } = await callers());
	db = openTestDb();
	zoneBefore = ok(await admin.get('/items/shop_settings?fields=time_zone')).time_zone;
	// The clerk's figures below are read with the owner's leave (`staff-figures.test.ts` has the refusal).
	ok(await admin.request('PATCH', '/items/shop_settings', { time_zone: 'Europe/Berlin', staff_see_figures: true }));

	const till = await openTestTill(admin, 100_000);
	const sell = async (body: Record<string, unknown>) =>
		ok(await admin.request('POST', '/deckhand/checkout', { till, channel: 'counter', complete: true, ...body }));
	const move = async (order: number, body: Record<string, unknown>) =>
		ok(await admin.request('POST', `/deckhand/orders/${order}/transition`, { ...body }));
	const cash = (amount = 100_000) => [{ method: 'cash', amount }];

	const a = await createSku(admin, { price: 1_250, stock: 40 });
	const b = await createSku(admin, { price: 3_999, stock: 10 });
	const c = await createSku(admin, { price: 20_000, stock: 5 });
	ok(await admin.request('POST', '/items/sku_costs', { sku: a.sku, unit_cost: 700 }));
	ok(await admin.request('POST', '/items/sku_costs', { sku: c.sku, unit_cost: 9_000 }));
	const customer = await newCustomer(admin, 'Reports');

	// Previous period: a trade-in paid in credit, a sale partly paid with it, a sale at its first moment.
	const tradeIn = (await newBuylist(admin, customer)).id;
	await addLine(admin, tradeIn, { sku: a.sku, quantity: 2 });
	ok(await transition(admin, tradeIn, { to: 'completed', payout: 'credit' }));
	await backdateBuylist(db, tradeIn, '2025-03-27T12:00:00Z');
	const withCredit = await sell({
		customer,
		lines: [{ sku: b.sku, quantity: 1 }],
		payments: [{ method: 'credit', amount: 500 }, ...cash()],
	});
	await backdateOrder(db, withCredit.id, '2025-03-28T22:59:59Z');
	await backdateOrder(
		db,
		(await sell({ lines: [{ sku: a.sku, quantity: 1 }], payments: cash() })).id,
		'2025-03-25T23:00:00Z',
	);

	// Current period: four sales (one at 00:30 on the 29th in Berlin, still the 28th in UTC; one in the last second of the 31st).
	const sale = async (body: Record<string, unknown>, at: string) => {
		const order = await sell(body);
		await backdateOrder(db, order.id, at);
		counted.push(order);
	};
	await sale({ lines: [{ sku: a.sku, quantity: 2 }], payments: cash() }, '2025-03-29T23:30:00Z');
	await sale(
		{
			lines: [
				{ sku: a.sku, quantity: 1 },
				{ sku: b.sku, quantity: 1 },
			],
			discount: { amount: 500 },
			payments: cash(),
		},
		'2025-03-28T23:30:00Z',
	);
	await sale({ lines: [{ sku: c.sku, quantity: 1 }], payments: cash() }, '2025-03-30T09:00:00Z');
	const online = ok(
		await admin.request('POST', '/deckhand/checkout', {
			till,
			channel: 'online',
			lines: [{ sku: a.sku, quantity: 1 }],
		}),
	);
	await move(online.id, { to: 'paid', payments: cash(), till });
	await move(online.id, { to: 'shipped', tracking_number: '1Z-REPORTS' });
	await backdateOrder(db, online.id, '2025-03-31T21:59:59Z');
	counted.push(online);

	// Not sales of the period: refunded, cancelled, still open, and taken at midnight after it (1 April in Berlin, 31 March in UTC).
	const refunded = await sell({ lines: [{ sku: a.sku, quantity: 3 }], payments: cash() });
	await move(refunded.id, { to: 'refunded', restock: true, till });
	await backdateOrder(db, refunded.id, '2025-03-30T12:00:00Z');
	const cancelled = ok(
		await admin.request('POST', '/deckhand/checkout', {
			till,
			channel: 'online',
			lines: [{ sku: a.sku, quantity: 1 }],
		}),
	);
	await move(cancelled.id, { to: 'cancelled', till });
	await backdateOrder(db, cancelled.id, '2025-03-30T12:00:00Z');
	await backdateOrder(
		db,
		ok(
			await admin.request('POST', '/deckhand/checkout', {
				till,
				channel: 'online',
				lines: [{ sku: a.sku, quantity: 1 }],
			}),
		).id,
		'2025-03-30T13:00:00Z',
	);
	await backdateOrder(
		db,
		(await sell({ lines: [{ sku: a.sku, quantity: 1 }], payments: cash() })).id,
		'2025-03-31T22:00:00Z',
	);

	// A cash trade-in (after b's sales, which stay without a cost), a draft one, and credit given and taken back by hand.
	const cashTradeIn = (await newBuylist(admin, null)).id;
	await addLine(admin, cashTradeIn, { sku: b.sku, quantity: 1 });
	ok(await transition(admin, cashTradeIn, { to: 'completed', payout: 'cash', till }));
	await backdateBuylist(db, cashTradeIn, '2025-03-30T10:00:00Z');
	await addLine(admin, (await newBuylist(admin, customer)).id, { sku: a.sku, quantity: 1 });
	const given = ok(
		await admin.request('POST', '/deckhand/credit/adjust', { customer, amount: 1_000, note: 'Reports: goodwill' }),
	);
	await backdateCredit(db, given.entry.id, '2025-03-31T08:00:00Z');
	const taken = ok(
		await admin.request('POST', '/deckhand/credit/adjust', {
			customer,
			amount: -300,
			note: 'Reports: entered twice',
		}),
	);
	await backdateCredit(db, taken.entry.id, '2025-03-31T09:00:00Z');
});

afterAll(async () => {
	ok(await admin.request('PATCH', '/items/shop_settings', { time_zone: zoneBefore, staff_see_figures: false }));
	await db.destroy();
});

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('GET /deckhand/reports/kpis', () => {
	it("gives an owner every figure of the period and the one before, equal to the raw rows' to the cent, days cut at Berlin's midnights", async () => {
		const answer = ok(await admin.get(PERIOD));
		const books = await readRawBooks(db);
		expect(answer.period).toEqual({ from: '2025-03-29', to: '2025-03-31' });
		expect(answer.previous).toEqual({ from: '2025-03-26', to: '2025-03-28' });
		expect(answer.time_zone).toBe('Europe/Berlin');
		expect(answer.current).toEqual(expectedFigures(books, CURRENT));
		expect(answer.before).toEqual(expectedFigures(books, PREVIOUS));
		expect(answer.stock).toEqual(expectedStock(books));
	});

	it('counts paid, shipped and completed orders only, at the moment they were taken', async () => {
		const { current, before } = ok(await admin.get(PERIOD));
		const sales = sum(counted.map((order) => order.subtotal - order.discount));
		expect(current).toMatchObject({
			orders: 4,
			units_sold: 6,
			sales,
			tax: sum(counted.map((order) => order.tax)),
			average_order_value: Math.round(sales / 4),
		});
		expect(before).toMatchObject({ orders: 2, units_sold: 2 });
		// Two lines of the 3 999 card were sold before it had a cost: one in each period.
		expect([current.uncosted_lines, before.uncosted_lines]).toEqual([1, 1]);
	});

	it('dates buylist spend by completion, and splits store credit into issued, redeemed and removed', async () => {
		const { current, before } = ok(await admin.get(PERIOD));
		// 2 copies at 65 % of 12.50, rounded down per copy: 2 × 8.12; one at 50 % of 39.99: 19.99.
		expect(before).toMatchObject({
			buylist_credit: 1_624,
			buylist_cash: 0,
			credit_issued: 1_624,
			credit_redeemed: 500,
			credit_removed: 0,
			credit_outstanding: 1_124,
		});
		expect(current).toMatchObject({
			buylist_credit: 0,
			buylist_cash: 1_999,
			credit_issued: 1_000,
			credit_redeemed: 0,
			credit_removed: 300,
			credit_outstanding: 1_824,
		});
	});

	it('gives the last 7 days of the shop’s calendar, seed and all, equal to the raw rows', async () => {
		const answer = ok(await admin.get('/deckhand/reports/kpis?period=7d'));
		const books = await readRawBooks(db);
		const { today, midnight } = berlinToday();
		expect(answer.period.to).toBe(today);
		expect(answer.current).toEqual(expectedFigures(books, { start: midnight(-6), end: midnight(1) }));
		expect(answer.before).toEqual(expectedFigures(books, { start: midnight(-13), end: midnight(-6) }));
	});

	it('gives a clerk the same figures with no cost or margin in them', async () => {
		const owner = ok(await admin.get(PERIOD));
		const clerk = ok(await staff.get(PERIOD));
		const withoutCosts = ({
			cost_of_sales: _c,
			gross_margin: _m,
			uncosted_lines: _u,
			...figures
		}: Record<string, unknown>) => figures;
		expect(clerk.current).toEqual(withoutCosts(owner.current));
		expect(clerk.before).toEqual(withoutCosts(owner.before));
		expect(clerk.stock).toEqual({
			retail_value: owner.stock.retail_value,
			unpriced_on_hand: owner.stock.unpriced_on_hand,
		});
		expect(JSON.stringify(clerk)).not.toMatch(/cost|margin/);
	});

	it('refuses a visitor', async () => {
		const response = await anonymous.get(PERIOD);
		expect(response.status).toBe(401);
	});
});

describe('GET /deckhand/reports/margins', () => {
	it("gives an owner the ten cards and sets that earned most, equal to the raw rows'", async () => {
		const answer = ok(await admin.get(MARGINS));
		const books = await readRawBooks(db);
		expect(Object.keys(answer).sort()).toEqual(['period', 'previous', 'time_zone', 'top_cards', 'top_sets']);
		expect(answer.top_cards).toEqual(expectedTopByMargin(books, CURRENT, 'cards'));
		expect(answer.top_sets).toEqual(expectedTopByMargin(books, CURRENT, 'sets'));
		expect(answer.top_cards).toHaveLength(3);
	});

	it("ranks a custom year ending today as the raw rows do, the summary's days then read in card order", async () => {
		const { today, dateOf, midnight } = berlinToday();
		const year = { start: midnight(-365), end: midnight(1) };
		const range = `period=custom&from=${dateOf(year.start)}&to=${today}`;
		// The year holds more than half of the summary's days (`reports/top-sellers.ts`, `summaryOrder`).
		const first = Number((await db('card_day_sales').min({ day: 'day' }).first())?.day);
		expect(utcDayOf(year.end) - first).toBeLessThan(2 * 365);
		const margins = ok(await admin.get(`/deckhand/reports/margins?${range}`));
		const charts = ok(await admin.get(`/deckhand/reports/charts?${range}&grain=month`));
		const books = await readRawBooks(db);
		expect(margins.top_cards.length).toBeGreaterThan(0);
		expect(margins.top_cards).toEqual(expectedTopByMargin(books, year, 'cards'));
		expect(margins.top_sets).toEqual(expectedTopByMargin(books, year, 'sets'));
		expect(charts.top_cards).toEqual(expectedByRevenue(books, year, 'cards', 10));
		expect(charts.top_sets).toEqual(expectedByRevenue(books, year, 'sets', 10));
		expect(charts.sales_by_game).toEqual(expectedByRevenue(books, year, 'games'));
	});

	it('refuses a clerk before reading the period, so nothing is computed', async () => {
		for (const path of [MARGINS, '/deckhand/reports/margins?period=valueOf', '/deckhand/reports/margins']) {
			const response = await staff.get(path);
			expect(response.status, path).toBe(403);
			expect(firstError(response.body).extensions.code).toBe('FORBIDDEN');
			expect(firstError(response.body).message).toBe('Margins and costs are for administrators.');
		}
	});
});

describe('a period the reports cannot take is refused naming the parameter and its bound', () => {
	it.each([
		['', 'period', 'period must be one of today, 7d, 30d, month, custom.'],
		['period=year', 'period', 'period must be one of today, 7d, 30d, month, custom.'],
		['period=7d&period=30d', 'period', 'period must be one of'],
		['period=7d&from=2025-03-01', 'from', 'from and to are given only with period=custom.'],
		['period=custom&to=2025-03-01', 'from', 'from is needed with period=custom'],
		['period=custom&from=2025-03-01', 'to', 'to is needed with period=custom'],
		['period=custom&from=2025-02-29&to=2025-03-01', 'from', 'from must be a day written YYYY-MM-DD'],
		['period=custom&from=1%2F3%2F2025&to=2025-03-01', 'from', 'from must be a day written YYYY-MM-DD'],
		['period=custom&from=2025-03-02&to=2025-03-01', 'from', 'from must be on or before to (2025-03-01).'],
		[
			'period=custom&from=2024-01-01&to=2025-01-01',
			'to',
			'A period is at most 366 days: from 2024-01-01, to may be 2024-12-31 at the latest.',
		],
		['period=custom&from=2025-03-01&to=2099-01-01', 'to', "in the shop's time zone, Europe/Berlin) or earlier."],
		['period=custom&from=1999-12-31&to=2000-01-02', 'from', 'from must be 2000-01-01 or later.'],
	])('?%s', async (query, field, message) => {
		for (const path of ['kpis', 'margins']) {
			const response = await admin.get(`/deckhand/reports/${path}?${query}`);
			expect(response.status, JSON.stringify(response.body)).toBe(400);
			expect(firstError(response.body).extensions).toMatchObject({ code: 'VALIDATION_FAILED', field });
			expect(firstError(response.body).message).toContain(message);
		}
	});
});
