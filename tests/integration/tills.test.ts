import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVARIANTS } from '../../server/extensions/deckhand/src/books/invariants.ts';
import { callers, firstError, type Caller } from '../harness/api.ts';
import { openTestDb, saleBooks } from '../harness/books.ts';
import { createSku } from '../harness/fixtures.ts';
import { createTill, openTestTill, openTill } from '../harness/tills.ts';

let admin: Caller;
let staff: Caller;
let anonymous: Caller;
let db: Knex;

beforeAll(async () => {
	({ admin, staff, anonymous } = await callers());
	db = openTestDb();
	// The figures below are worked out for the default tax of 8.25 %: one copy at $10.00 is $10.83, two are $21.65.
	expect((await admin.get('/items/shop_settings?fields=tax_rate_bp')).body.data).toEqual({ tax_rate_bp: 825 });
});
afterAll(async () => {
	await db.destroy();
});

async function ok(response: Promise<{ status: number; body: any }>) {
	const answer = await response;
	expect(answer.status, JSON.stringify(answer.body)).toBe(200);
	return answer.body.data;
}

const sell = (caller: Caller, body: Record<string, unknown>) =>
	ok(caller.request('POST', '/deckhand/checkout', { channel: 'counter', complete: true, ...body }));
const cashMovements = (session: number) =>
	db('cash_movements').where('session', session).orderBy('id').select('kind', 'amount', 'order', 'reason');
const sessionOf = async (till: number) =>
	(await db('till_sessions').where({ till, status: 'open' }).first())?.id as number;

/** A command that must be refused: checks its answer, and that no sale, stock, credit, session or cash moved. */
async function expectRefused(
	send: () => Promise<{ status: number; body: any }>,
	status: number,
	code: string,
	extensions: Record<string, unknown> = {},
) {
	const before = { books: await saleBooks(db), sessions: await db('till_sessions').orderBy('id').select() };
	const response = await send();
	expect(response.status, JSON.stringify(response.body)).toBe(status);
	expect(firstError(response.body).extensions).toMatchObject({ code, ...extensions });
	expect({ books: await saleBooks(db), sessions: await db('till_sessions').orderBy('id').select() }).toEqual(before);
	return firstError(response.body).message;
}

describe('a day at one till', () => {
	it("expects in the drawer exactly the sum of the session's movements, after sales with change, split tenders, a refund, paid in and out", async () => {
		const till = await createTill(admin);
		const opened = await ok(staff.request('POST', `/deckhand/tills/${till}/open`, { float: 10_000 }));
		// A clerk counts blind: no answer of theirs says what the drawer should hold (tills-blind-count.test.ts).
		expect(opened).toMatchObject({ till, status: 'open', opening_float: 10_000, expected_cash: null });
		const session = opened.id as number;
		const { sku } = await createSku(admin, { price: 1_000, stock: 20 });
		const lines = [{ sku, quantity: 2 }];

		// $21.65 with $25.00 handed over: $3.35 back.
		const cashSale = await sell(staff, { lines, payments: [{ method: 'cash', amount: 2_500 }], till });
		expect(cashSale.cash.map((row: any) => [row.kind, row.amount])).toEqual([
			['cash_sale', 2_500],
			['change_given', -335],
		]);
		// $10.00 on card, $20.00 cash for the rest: $8.35 back.
		const split = await sell(staff, {
			lines,
			payments: [
				{ method: 'card', amount: 1_000 },
				{ method: 'cash', amount: 2_000 },
			],
			till,
		});
		expect(split.payments.map((row: any) => [row.method, row.amount, row.till_session])).toEqual([
			['card', 1_000, session],
			['cash', 1_165, session],
		]);
		// Card only: the session keeps the payment, the drawer does not move.
		const card = await sell(staff, { lines, payments: [{ method: 'card', amount: 2_165 }], till });
		expect(card.cash).toEqual([]);
		// The owner refunds the cash sale in cash at this till.
		const refund = await ok(
			admin.request('POST', `/deckhand/orders/${cashSale.id}/transition`, {
				to: 'refunded',
				restock: true,
				till,
			}),
		);
		expect(refund.cash.map((row: any) => [row.kind, row.amount])).toEqual([['cash_refund', -2_165]]);
		await ok(
			staff.request('POST', `/deckhand/tills/${till}/sessions/${session}/cash`, {
				kind: 'paid_in',
				amount: 500,
				reason: 'Coins from the bank',
			}),
		);
		const paidOut = await ok(
			staff.request('POST', `/deckhand/tills/${till}/sessions/${session}/cash`, {
				kind: 'paid_out',
				amount: 300,
				reason: 'Window cleaner',
			}),
		);

		const movements = await cashMovements(session);
		expect(movements.map((row) => [row.kind, row.amount])).toEqual([
			['opening_float', 10_000],
			['cash_sale', 2_500],
			['change_given', -335],
			['cash_sale', 2_000],
			['change_given', -835],
			['cash_refund', -2_165],
			['paid_in', 500],
			['paid_out', -300],
		]);
		const sum = movements.reduce((total, row) => total + Number(row.amount), 0);
		// The same figure from the other side: the float, the cash the shop kept (net of change and refund), paid in, paid out.
		expect(sum).toBe(10_000 + (2_165 + 1_165 - 2_165) + 500 - 300);
		expect(paidOut.expected_cash).toBeNull();
		expect((await ok(admin.get(`/deckhand/tills/${till}/status`))).session.expected_cash).toBe(sum);
		// A clerk counts blind: the status does not tell them what the drawer should hold.
		expect((await ok(staff.get(`/deckhand/tills/${till}/status`))).session).not.toHaveProperty(
			'expected_cash',
			sum,
		);

		const closed = await ok(
			staff.request('POST', `/deckhand/tills/${till}/sessions/${session}/close`, {
				counted: sum - 100,
				note: 'One coin missing',
			}),
		);
		expect(closed).toMatchObject({
			status: 'closed',
			expected_cash: sum,
			counted_cash: sum - 100,
			over_short: -100,
			close_note: 'One coin missing',
		});

		const report = await ok(staff.get(`/deckhand/tills/${till}/sessions/${session}/report`));
		expect(report.session).toMatchObject({
			id: session,
			till_name: expect.stringContaining('Test till'),
			status: 'closed',
			opening_float: 10_000,
		});
		expect(report.sales).toEqual([
			{ method: 'card', amount: 3_165, orders: 2 },
			{ method: 'cash', amount: 3_330, orders: 2 },
		]);
		expect(report.refunds).toEqual([{ method: 'cash', amount: -2_165, orders: 1 }]);
		expect(report.cash).toMatchObject({
			opening_float: { amount: 10_000 },
			cash_sale: { amount: 4_500, movements: 2 },
			change_given: { amount: -1_170 },
			cash_refund: { amount: -2_165 },
			paid_in: { amount: 500 },
			paid_out: { amount: -300 },
		});
		expect(report.paid_in_out.map((row: any) => [row.kind, row.amount, row.reason])).toEqual([
			['paid_in', 500, 'Coins from the bank'],
			['paid_out', -300, 'Window cleaner'],
		]);
		expect(report.tax).toEqual({ collected: 3 * 165, refunded: 165 });
		expect(report).toMatchObject({ expected_cash: sum, counted_cash: sum - 100, over_short: -100 });

		const rule = INVARIANTS.find((invariant) => invariant.id === 'till-count-matches-cash')!;
		expect(await rule.query(db)).toEqual([]);
	});

	it('keeps a card sale at a closed till out of every session, and needs no till for it', async () => {
		const till = await createTill(admin);
		const { sku } = await createSku(admin, { price: 1_000, stock: 2 });
		const atClosedTill = await sell(staff, {
			lines: [{ sku, quantity: 1 }],
			payments: [{ method: 'card', amount: 1_083 }],
			till,
		});
		const noTill = await sell(staff, {
			lines: [{ sku, quantity: 1 }],
			payments: [{ method: 'card', amount: 1_083 }],
		});
		expect([...atClosedTill.payments, ...noTill.payments].map((row: any) => row.till_session)).toEqual([
			null,
			null,
		]);
	});

	it("lists a till's sessions newest first for anyone, and every till's for administrators only", async () => {
		const till = await openTestTill(admin, 100);
		const mine = await ok(staff.get(`/deckhand/tills/${till}/sessions`));
		expect(mine).toMatchObject({ total: 1, page: 1, data: [{ till, status: 'open', opening_float: 100 }] });
		const all = await ok(admin.get('/deckhand/tills/sessions?limit=100'));
		expect(all.data.some((row: any) => row.till === till)).toBe(true);
		const refused = await staff.get('/deckhand/tills/sessions');
		expect(refused.status).toBe(403);
		expect(firstError(refused.body).extensions.code).toBe('FORBIDDEN');
	});
});

describe('refusals: nothing moves', () => {
	it('refuses a cash sale at a till with no open session (TILL_NOT_OPEN), and cash with no till at all', async () => {
		const till = await createTill(admin);
		const { sku } = await createSku(admin, { price: 1_000, stock: 1 });
		const sale = {
			channel: 'counter',
			lines: [{ sku, quantity: 1 }],
			payments: [{ method: 'cash', amount: 2_000 }],
			complete: true,
		};
		const message = await expectRefused(
			() => staff.request('POST', '/deckhand/checkout', { ...sale, till }),
			409,
			'TILL_NOT_OPEN',
			{ field: 'till', till },
		);
		expect(message).toMatch(/is not open: open it with its counted float/);
		await expectRefused(() => staff.request('POST', '/deckhand/checkout', sale), 400, 'VALIDATION_FAILED', {
			field: 'till',
		});
		await expectRefused(
			() => staff.request('POST', '/deckhand/checkout', { ...sale, till: 999_999 }),
			400,
			'VALIDATION_FAILED',
			{ field: 'till' },
		);
		await expectRefused(
			() => staff.request('POST', '/deckhand/checkout', { ...sale, till: '1' }),
			400,
			'VALIDATION_FAILED',
			{ field: 'till' },
		);
	});

	it('refuses a cash refund, or cash taken for an open order, at a till that is not open', async () => {
		const open = await openTestTill(admin);
		const closed = await createTill(admin);
		const { sku } = await createSku(admin, { price: 1_000, stock: 2 });
		const sold = await sell(staff, {
			lines: [{ sku, quantity: 1 }],
			payments: [{ method: 'cash', amount: 1_083 }],
			till: open,
		});
		await expectRefused(
			() => admin.request('POST', `/deckhand/orders/${sold.id}/transition`, { to: 'refunded', till: closed }),
			409,
			'TILL_NOT_OPEN',
			{ field: 'till' },
		);
		await expectRefused(
			() => admin.request('POST', `/deckhand/orders/${sold.id}/transition`, { to: 'refunded' }),
			400,
			'VALIDATION_FAILED',
			{ field: 'till' },
		);
		const pending = await ok(
			staff.request('POST', '/deckhand/checkout', { channel: 'phone', lines: [{ sku, quantity: 1 }] }),
		);
		await expectRefused(
			() =>
				staff.request('POST', `/deckhand/orders/${pending.id}/transition`, {
					to: 'paid',
					payments: [{ method: 'cash', amount: 1_083 }],
					till: closed,
				}),
			409,
			'TILL_NOT_OPEN',
		);
		// Cancelling an order nothing was paid for moves no cash, so needs no till.
		await ok(staff.request('POST', `/deckhand/orders/${pending.id}/transition`, { to: 'cancelled' }));
	});

	it('refuses opening a till already open (TILL_ALREADY_OPEN), also when two clerks open it at once', async () => {
		const till = await openTestTill(admin);
		await expectRefused(
			() => staff.request('POST', `/deckhand/tills/${till}/open`, { float: 0 }),
			409,
			'TILL_ALREADY_OPEN',
			{ field: 'till', till },
		);
		const other = await createTill(admin);
		const answers = await Promise.all(
			[staff, admin].map((caller) => caller.request('POST', `/deckhand/tills/${other}/open`, { float: 500 })),
		);
		expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
		// PostgreSQL answers a count as text.
		expect(
			Number((await db('till_sessions').where({ till: other, status: 'open' }).count({ n: '*' }).first())?.['n']),
		).toBe(1);
	});

	it('refuses closing a closed session, and paying in or out of it (TILL_NOT_OPEN)', async () => {
		const till = await openTestTill(admin, 1_000);
		const session = await sessionOf(till);
		await ok(admin.request('POST', `/deckhand/tills/${till}/sessions/${session}/close`, { counted: 1_000 }));
		await expectRefused(
			() => staff.request('POST', `/deckhand/tills/${till}/sessions/${session}/close`, { counted: 1_000 }),
			409,
			'TILL_NOT_OPEN',
			{ field: 'session', session },
		);
		await expectRefused(
			() =>
				staff.request('POST', `/deckhand/tills/${till}/sessions/${session}/cash`, {
					kind: 'paid_in',
					amount: 100,
					reason: 'Late',
				}),
			409,
			'TILL_NOT_OPEN',
		);
	});

	it('refuses a session reached through another till, whoever asks', async () => {
		const mine = await openTestTill(admin);
		const theirs = await openTestTill(admin);
		const session = await sessionOf(theirs);
		for (const caller of [staff, admin]) {
			await expectRefused(
				() => caller.request('POST', `/deckhand/tills/${mine}/sessions/${session}/close`, { counted: 0 }),
				400,
				'VALIDATION_FAILED',
				{ field: 'session' },
			);
			await expectRefused(
				() =>
					caller.request('POST', `/deckhand/tills/${mine}/sessions/${session}/cash`, {
						kind: 'paid_in',
						amount: 1,
						reason: 'x',
					}),
				400,
				'VALIDATION_FAILED',
				{ field: 'session' },
			);
			expect((await caller.get(`/deckhand/tills/${mine}/sessions/${session}/report`)).status).toBe(400);
		}
	});

	it('refuses paid in or out without a reason, and paying out more than the drawer holds', async () => {
		const till = await openTestTill(admin, 1_000);
		const cash = (body: unknown) => () =>
			staff.request('POST', `/deckhand/tills/${till}/sessions/${session}/cash`, body);
		const session = await sessionOf(till);
		await expectRefused(cash({ kind: 'paid_out', amount: 100 }), 400, 'VALIDATION_FAILED', {
			field: 'reason',
			min: 1,
			max: 200,
		});
		await expectRefused(cash({ kind: 'paid_out', amount: 100, reason: '   ' }), 400, 'VALIDATION_FAILED', {
			field: 'reason',
		});
		await expectRefused(cash({ kind: 'paid_in', amount: 100, reason: 'x'.repeat(201) }), 400, 'VALIDATION_FAILED', {
			field: 'reason',
			max: 200,
		});
		// The clerk is not told what the drawer holds (tills-blind-count.test.ts has the rest).
		const message = await expectRefused(
			cash({ kind: 'paid_out', amount: 1_001, reason: 'Supplies' }),
			409,
			'DRAWER_SHORT',
			{ field: 'amount', till, session },
		);
		expect(message).not.toContain('$10.00');
		await expectRefused(cash({ kind: 'opening_float', amount: 100, reason: 'x' }), 400, 'VALIDATION_FAILED', {
			field: 'kind',
		});
	});

	it.each([
		['open', { float: -1 }, 'float'],
		['open', { float: 10_000_001 }, 'float'],
		['open', { float: 1.5 }, 'float'],
		['open', { float: '100' }, 'float'],
		['open', {}, 'float'],
		['close', { counted: -1 }, 'counted'],
		['close', { counted: 10_000_001 }, 'counted'],
		['close', { counted: 5, note: 'x'.repeat(501) }, 'note'],
		['cash', { kind: 'paid_in', amount: 0, reason: 'x' }, 'amount'],
		['cash', { kind: 'paid_in', amount: 10_000_001, reason: 'x' }, 'amount'],
	])('refuses %s with %j: VALIDATION_FAILED on %s with its bound', async (command, body, field) => {
		const till = await createTill(admin);
		if (command !== 'open') await openTill(admin, till);
		const session = await sessionOf(till);
		const path =
			command === 'open'
				? `/deckhand/tills/${till}/open`
				: `/deckhand/tills/${till}/sessions/${session}/${command}`;
		const message = await expectRefused(() => staff.request('POST', path, body), 400, 'VALIDATION_FAILED', {
			field,
		});
		if (field !== 'note') expect(message).toContain('10000000');
	});

	it('refuses a visitor who is not signed in, on every till route', async () => {
		const till = await openTestTill(admin);
		const session = await sessionOf(till);
		for (const [method, path] of [
			['GET', '/deckhand/tills/sessions'],
			['GET', `/deckhand/tills/${till}/status`],
			['GET', `/deckhand/tills/${till}/sessions`],
			['POST', `/deckhand/tills/${till}/open`],
			['POST', `/deckhand/tills/${till}/sessions/${session}/cash`],
			['POST', `/deckhand/tills/${till}/sessions/${session}/close`],
			['GET', `/deckhand/tills/${till}/sessions/${session}/report`],
		] as const)
			await expectRefused(
				() => anonymous.request(method, path, method === 'POST' ? { float: 0, counted: 0 } : undefined),
				401,
				'FORBIDDEN',
			);
	});

	it("refuses a clerk the report of an open session (the count is blind), and the owner's sees it", async () => {
		const till = await openTestTill(admin, 700);
		const session = await sessionOf(till);
		const refused = await staff.get(`/deckhand/tills/${till}/sessions/${session}/report`);
		expect(refused.status).toBe(403);
		expect((await ok(admin.get(`/deckhand/tills/${till}/sessions/${session}/report`))).expected_cash).toBe(700);
	});

	it('refuses writing sessions through the items API for everyone, and tills for staff; the owner names and retires tills', async () => {
		const till = await openTestTill(admin);
		const session = await sessionOf(till);
		await expectRefused(
			() =>
				admin.request('POST', '/items/till_sessions', {
					till,
					status: 'open',
					opening_float: 0,
					opened_at: new Date().toISOString(),
				}),
			403,
			'FORBIDDEN',
		);
		await expectRefused(
			() => admin.request('PATCH', `/items/till_sessions/${session}`, { status: 'closed' }),
			403,
			'FORBIDDEN',
		);
		await expectRefused(() => admin.request('DELETE', `/items/till_sessions/${session}`), 403, 'FORBIDDEN');
		expect((await staff.request('POST', '/items/tills', { name: 'Staff till' })).status).toBe(403);
		expect((await staff.request('PATCH', `/items/tills/${till}`, { name: 'Renamed' })).status).toBe(403);
		expect((await staff.get(`/items/till_sessions/${session}?fields=status`)).body.data).toEqual({
			status: 'open',
		});
		expect((await admin.request('POST', '/items/tills', { name: '' })).status).toBe(400);
		// An open drawer still holds cash to count: the till is retired once closed.
		await expectRefused(
			() => admin.request('PATCH', `/items/tills/${till}`, { active: false }),
			409,
			'TILL_ALREADY_OPEN',
			{ field: 'active' },
		);
		await ok(admin.request('POST', `/deckhand/tills/${till}/sessions/${session}/close`, { counted: 0 }));
		await ok(admin.request('PATCH', `/items/tills/${till}`, { active: false }));
		await expectRefused(
			() => staff.request('POST', `/deckhand/tills/${till}/open`, { float: 0 }),
			400,
			'VALIDATION_FAILED',
			{ field: 'till' },
		);
		// A till with sessions is kept for its history.
		expect((await admin.request('DELETE', `/items/tills/${till}`)).status).toBe(409);
	});
});

describe('people at the till, by name', () => {
	it('names who opened and who closed a session, in the status and the history, never by their id', async () => {
		const till = await createTill(admin);
		const me = await ok(staff.get('/users/me?fields=id,first_name,last_name,email'));
		const name = [me.first_name, me.last_name].filter(Boolean).join(' ') || me.email;
		const opened = await ok(staff.request('POST', `/deckhand/tills/${till}/open`, { float: 1_000 }));
		const status = (await ok(staff.get(`/deckhand/tills/${till}/status`))).session;
		expect(status).toMatchObject({ opened_by: me.id, opened_by_name: name, closed_by_name: null });
		expect(name).not.toBe(me.id);
		await ok(staff.request('POST', `/deckhand/tills/${till}/sessions/${opened.id}/close`, { counted: 1_000 }));
		const [last] = (await ok(staff.get(`/deckhand/tills/${till}/sessions?limit=1`))).data;
		expect(last).toMatchObject({ id: opened.id, opened_by_name: name, closed_by: me.id, closed_by_name: name });
	});
});
