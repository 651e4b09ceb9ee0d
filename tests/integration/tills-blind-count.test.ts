import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callers, callerWithToken, firstError, signIn, type Answer, type Caller } from '../harness/api.ts';
import { openTestDb, saleBooks } from '../harness/books.ts';
import { addLine, buylistBooks, newBuylist, newCustomer, transition } from '../harness/buylists.ts';
import { createSku } from '../harness/fixtures.ts';
import { newClerk } from '../harness/people.ts';
import { createTill } from '../harness/tills.ts';

/**
 * The count at closing is blind for a clerk: while a till is open, no answer a clerk gets carries
 * the cash its drawer should hold, directly or as a bound. A paid out or a cash buylist payout the
 * drawer cannot cover is refused without naming it, and the attempt is kept for the owner, who
 * reads it in the session's report.
 */
let admin: Caller;
let anonymous: Caller;
let clerk: Caller;
let clerkId: string;
let db: Knex;

beforeAll(async () => {
	({ admin, anonymous } = await callers());
	db = openTestDb();
	// A clerk of the test's own: the buy limits a clerk is held to count only this file's trade-ins.
	const person = await newClerk(admin, 'blind');
	clerkId = person.id;
	clerk = callerWithToken((await signIn(person.email, person.password)).access_token);
});
afterAll(async () => {
	await db.destroy();
});

/** Keys whose numbers name a row, not an amount of cash. */
const ROW_KEYS = new Set(['id', 'till', 'session', 'till_session', 'order', 'buylist', 'sku', 'card', 'customer']);

/**
 * Where an answer carries the cash `figure` (minor units): a number equal to it under any key but
 * a row's id, or a text holding it as money ("135.79", with or without its currency sign).
 */
function placesOf(value: unknown, figure: number, path = '$'): string[] {
	const key = path.slice(path.lastIndexOf('.') + 1);
	if (typeof value === 'number') return value === figure && !ROW_KEYS.has(key) ? [path] : [];
	if (typeof value === 'string') return value.includes((figure / 100).toFixed(2)) ? [`${path}: ${value}`] : [];
	if (Array.isArray(value)) return value.flatMap((item, index) => placesOf(item, figure, `${path}[${index}]`));
	if (value !== null && typeof value === 'object')
		return Object.entries(value).flatMap(([name, item]) => placesOf(item, figure, `${path}.${name}`));
	return [];
}

/** The clerk's answer, checked to carry none of the figures the drawer should hold or has held this session. */
function blind(answer: Answer, ...figures: number[]): Answer {
	expect(
		figures.flatMap((figure) => placesOf(answer.body, figure)),
		answer.route,
	).toEqual([]);
	return answer;
}

const cashIn = async (session: number) =>
	Number((await db('cash_movements').where('session', session).sum({ n: 'amount' }).first())?.['n'] ?? 0);
const refusedOf = (session: number) =>
	db('refused_cash')
		.where('session', session)
		.orderBy('id')
		.select('kind', 'amount', 'reason', 'buylist', 'why', 'expected_cash', 'user_created');

describe('a clerk counts blind', () => {
	it('is never told what an open drawer holds, is refused cash it cannot cover without its figure, and the owner sees each attempt', async () => {
		const till = await createTill(admin);
		const base = `/deckhand/tills/${till}`;
		// $120.00 float; a $10.83 sale paid with $20.00 ($9.17 back): $130.83; $4.96 paid in: $135.79.
		const [afterSale, inDrawer] = [13_083, 13_579];
		// The float is what the clerk counted in; the answer still leaves the drawer's figure out, as every other.
		const opened = await clerk.ok('POST', `${base}/open`, { float: 12_000 });
		expect(opened).toMatchObject({ status: 'open', opening_float: 12_000, expected_cash: null });
		const session = opened.id as number;
		const { sku } = await createSku(admin, { price: 1_000, stock: 3 });
		const sale = blind(
			await clerk.request('POST', '/deckhand/checkout', {
				channel: 'counter',
				complete: true,
				till,
				lines: [{ sku, quantity: 1 }],
				payments: [{ method: 'cash', amount: 2_000 }],
			}),
			afterSale,
		);
		expect(sale.status).toBe(200);
		const paidIn = blind(
			await clerk.request('POST', `${base}/sessions/${session}/cash`, {
				kind: 'paid_in',
				amount: 496,
				reason: 'Coins from the bank',
			}),
			afterSale,
			inDrawer,
		);
		expect([paidIn.status, paidIn.body.data.expected_cash]).toEqual([200, null]);
		expect(await cashIn(session)).toBe(inDrawer);

		// A paid out of one cent more than the drawer holds: refused, and no figure says how much it holds.
		let before = { books: await saleBooks(db), cash: await cashIn(session) };
		const paidOut = blind(
			await clerk.request('POST', `${base}/sessions/${session}/cash`, {
				kind: 'paid_out',
				amount: inDrawer + 1,
				reason: 'Supplier',
			}),
			inDrawer,
		);
		expect(paidOut.status).toBe(409);
		expect(firstError(paidOut.body).extensions).toEqual({
			code: 'DRAWER_SHORT',
			field: 'amount',
			till,
			session,
		});
		expect(firstError(paidOut.body).message).toContain('ask the owner');
		expect({ books: await saleBooks(db), cash: await cashIn(session) }).toEqual(before);

		// A cash trade-in paying more than the drawer holds (3 × $50.00 at 50 %, within the staff limit): the same.
		const { sku: traded } = await createSku(admin, { price: 10_000 });
		const buylist = (await newBuylist(clerk, await newCustomer(admin))).id as number;
		await addLine(clerk, buylist, { sku: traded, quantity: 3 });
		const buylistBefore = await buylistBooks(db, buylist);
		before = { books: await saleBooks(db), cash: await cashIn(session) };
		const payout = blind(await transition(clerk, buylist, { to: 'completed', payout: 'cash', till }), inDrawer);
		expect(payout.status).toBe(409);
		expect(firstError(payout.body).extensions).toEqual({ code: 'DRAWER_SHORT', field: 'till', till, session });
		expect({ books: await saleBooks(db), cash: await cashIn(session) }).toEqual(before);
		expect(await buylistBooks(db, buylist)).toEqual(buylistBefore);

		// Every read a clerk has of the till, its sessions and the buylist: none carries the figure.
		const status = blind(await clerk.get(`${base}/status`), inDrawer);
		expect(status.body.data.session).toMatchObject({ id: session, status: 'open', expected_cash: null });
		const history = blind(await clerk.get(`${base}/sessions`), inDrawer);
		expect(history.body.data.data[0]).toMatchObject({ id: session, expected_cash: null });
		for (const path of [
			`/items/till_sessions/${session}`,
			`/items/till_sessions?filter[till][_eq]=${till}&fields=*`,
			`/deckhand/buylists/${buylist}`,
		])
			expect(blind(await clerk.get(path), inDrawer).status, path).toBe(200);
		for (const path of [
			`${base}/sessions/${session}/report`,
			'/deckhand/tills/sessions',
			'/deckhand/activity',
			'/deckhand/reports/till-days',
		])
			expect(blind(await clerk.get(path), inDrawer).status, path).toBe(403);

		// Each refused attempt is kept: who, what, how much, why, and what the drawer should have held.
		const refused = [
			{
				kind: 'paid_out',
				amount: inDrawer + 1,
				reason: 'Supplier',
				buylist: null,
				why: 'drawer_short',
				expected_cash: inDrawer,
				user_created: clerkId,
			},
			{
				kind: 'buylist_payout',
				amount: 15_000,
				reason: null,
				buylist,
				why: 'drawer_short',
				expected_cash: inDrawer,
				user_created: clerkId,
			},
		];
		expect(await refusedOf(session)).toEqual(refused);

		// The owner may know the figure: their refusal names it as the bound, and the report lists every attempt.
		const owners = await admin.request('POST', `${base}/sessions/${session}/cash`, {
			kind: 'paid_out',
			amount: 20_000,
			reason: 'Bank run',
		});
		expect([owners.status, firstError(owners.body).extensions]).toEqual([
			409,
			{ code: 'DRAWER_SHORT', field: 'amount', till, session, max: inDrawer },
		]);
		expect(firstError(owners.body).message).toContain('$135.79');
		const report = (await admin.ok('GET', `${base}/sessions/${session}/report`)) as {
			expected_cash: number;
			refused: Array<Record<string, unknown>>;
		};
		expect(report.expected_cash).toBe(inDrawer);
		expect(report.refused).toEqual([
			expect.objectContaining({ kind: 'paid_out', amount: inDrawer + 1, reason: 'Supplier', by: 'Test blind' }),
			expect.objectContaining({ kind: 'buylist_payout', amount: 15_000, buylist, by: 'Test blind' }),
			expect.objectContaining({ kind: 'paid_out', amount: 20_000, reason: 'Bank run', expected_cash: inDrawer }),
		]);
		expect(report.refused.every((row) => row['why'] === 'drawer_short' && typeof row['at'] === 'string')).toBe(
			true,
		);
		expect(await cashIn(session)).toBe(inDrawer);

		// Once the clerk has counted and closed, the figures are theirs to read; the attempts stay the owner's.
		const closed = await clerk.ok('POST', `${base}/sessions/${session}/close`, { counted: inDrawer });
		expect(closed).toMatchObject({ expected_cash: inDrawer, over_short: 0 });
		const clerkReport = await clerk.ok('GET', `${base}/sessions/${session}/report`);
		expect(clerkReport).toMatchObject({ expected_cash: inDrawer, refused: null });
		expect((await anonymous.get(`${base}/sessions/${session}/report`)).status).toBe(401);
	});
});
