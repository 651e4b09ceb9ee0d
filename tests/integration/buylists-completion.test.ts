import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { findViolations } from '../../server/extensions/deckhand/src/books/invariants.ts';
import { callerWithToken, firstError, signIn, type Caller } from '../harness/api.ts';
import { creditBalance, saleBooks } from '../harness/books.ts';
import { addLine, buylistBooks, newBuylist, newCustomer, transition } from '../harness/buylists.ts';
import { refuseInserting } from '../harness/db-faults.ts';
import { createSku } from '../harness/fixtures.ts';
import { newClerk } from '../harness/people.ts';
import { createTill, openTestTill } from '../harness/tills.ts';
import { openShop } from '../harness/shop.ts';

let admin: Caller;
let staff: Caller;
let db: Knex;
let customer: number;

beforeAll(async () => {
	({ admin, staff, db } = await openShop());
	customer = await newCustomer(admin);
});
afterAll(() => db.destroy());

const balance = (customer: number) => creditBalance(db, customer);
const costOf = async (sku: number) => (await db('sku_costs').where('sku', sku).first('unit_cost'))?.unit_cost ?? null;
const drawer = async (till: number) => {
	const session = (await db('till_sessions').where({ till, status: 'open' }).first('id')).id;
	return Number((await db('cash_movements').where('session', session).sum({ n: 'amount' }).first())?.['n'] ?? 0);
};

/** A buylist with the given lines, ready to complete. */
async function buylistOf(caller: Caller, lines: Array<Record<string, unknown>>, who: number | null = customer) {
	const { id } = await newBuylist(caller, who);
	for (const line of lines) await addLine(caller, id, line);
	return id;
}

async function completed(caller: Caller, id: number, body: Record<string, unknown>) {
	const response = await transition(caller, id, { to: 'completed', ...body });
	expect(response.status, JSON.stringify(response.body)).toBe(200);
	return response.body.data;
}

describe('completing a buylist', () => {
	it('pays store credit: the copies come in, the balance moves by the credit total and the ledger agrees', async () => {
		const { sku, card } = await createSku(admin, { price: 1_000, stock: 1 });
		const id = await buylistOf(staff, [
			{ sku, quantity: 2 },
			{ card, condition: 'LP', finish: 'normal', language: 'EN', quantity: 1 },
			{ card, condition: 'HP', finish: 'normal', language: 'EN', quantity: 1 },
		]);
		const before = await balance(customer);
		const view = await completed(staff, id, { payout: 'credit', note: 'Counter trade' });
		// 2 × 650; LP 1 000 × 85 % = 850 → 552; HP 1 000 × 50 % = 500 → 325.
		expect(view).toMatchObject({
			status: 'completed',
			payout_method: 'credit',
			total_credit: 2 * 650 + 552 + 325,
			total_offer: 2 * 650 + 552 + 325,
			till_session: null,
		});
		// Completed from draft in one step: offered and accepted are written on the way.
		expect(view.events.slice(-3)).toMatchObject([
			{ from_status: 'draft', to_status: 'offered', note: null },
			{ from_status: 'offered', to_status: 'accepted', note: null },
			{ from_status: 'accepted', to_status: 'completed', note: 'Counter trade' },
		]);
		expect(await balance(customer)).toBe(before + view.total_credit);
		const ledger = await db('credit_ledger').where('buylist', id).select('amount', 'reason', 'balance_after');
		expect(ledger).toEqual([
			{ amount: view.total_credit, reason: 'buylist_payout', balance_after: before + view.total_credit },
		]);
		for (const line of view.lines) {
			expect(line.sku).not.toBeNull();
			expect(line).toMatchObject({
				offer_unit: line.credit_unit,
				line_total: line.credit_unit * line.buy_quantity,
			});
		}
		const movements = await db('stock_movements')
			.where('buylist', id)
			.orderBy('sku')
			.select('sku', 'delta', 'reason');
		expect(movements).toEqual(
			view.lines
				.map((line: any) => ({ sku: line.sku, delta: line.buy_quantity, reason: 'buylist_intake' }))
				.sort((a: any, b: any) => a.sku - b.sku),
		);
		expect(await findViolations(db)).toEqual({});
	});

	it('creates the SKUs the shop lacked unpriced, so they join the owner’s unpriced queue', async () => {
		const { card } = await createSku(admin, { price: 1_000 });
		const id = await buylistOf(staff, [{ card, condition: 'MP', finish: 'normal', language: 'EN', quantity: 2 }]);
		const view = await completed(staff, id, { payout: 'credit' });
		const unpriced = await admin.get(
			`/items/skus?filter[card][_eq]=${card}&filter[price][_null]=true&fields=id,condition,quantity,price`,
		);
		expect(unpriced.body.data).toEqual([{ id: view.lines[0].sku, condition: 'MP', quantity: 2, price: null }]);
		// 1 000 × 70 % = 700 × 65 % = 455: the copies' cost.
		expect(await costOf(view.lines[0].sku)).toBe(455);
	});

	it('moves the average cost by the copies that arrive, weighted, to the minor unit', async () => {
		const { sku } = await createSku(admin, { price: 1_000 });
		await completed(staff, await buylistOf(staff, [{ sku, quantity: 2 }]), {
			payout: 'cash',
			till: await openTestTill(admin, 10_000),
		});
		expect(await costOf(sku)).toBe(500);
		expect((await admin.request('POST', '/deckhand/prices/set', { sku, price: 1_999 })).status).toBe(200);
		await completed(staff, await buylistOf(staff, [{ sku, quantity: 3 }]), {
			payout: 'cash',
			till: await openTestTill(admin, 10_000),
		});
		// (2 × 500 + 3 × 999) / 5 = 799.4 → 799.
		expect(await costOf(sku)).toBe(799);
		expect((await db('skus').where('id', sku).first('quantity')).quantity).toBe(5);
	});

	it('pays cash out of the till’s open session: its expected cash moves by the cash total', async () => {
		const till = await openTestTill(admin, 5_000);
		const { sku } = await createSku(admin, { price: 1_999 });
		const id = await buylistOf(staff, [{ sku, quantity: 2 }]);
		const view = await completed(staff, id, { payout: 'cash', till });
		expect(view).toMatchObject({ payout_method: 'cash', total_offer: 1_998, till_session: expect.any(Number) });
		expect(await drawer(till)).toBe(5_000 - 1_998);
		expect(await db('cash_movements').where('buylist', id).select('kind', 'amount', 'session')).toEqual([
			{ kind: 'buylist_payout', amount: -1_998, session: view.till_session },
		]);
		expect(await findViolations(db)).toEqual({});
	});

	it('refuses cash from a till that is not open or holds too little, changing nothing', async () => {
		const { sku } = await createSku(admin, { price: 1_000 });
		const id = await buylistOf(staff, [{ sku, quantity: 4 }]);
		const closed = await createTill(admin);
		const before = await buylistBooks(db, id);
		const notOpen = await transition(staff, id, { to: 'completed', payout: 'cash', till: closed });
		expect([notOpen.status, firstError(notOpen.body).extensions]).toEqual([
			409,
			expect.objectContaining({ code: 'TILL_NOT_OPEN', field: 'till' }),
		]);
		const short = await transition(staff, id, {
			to: 'completed',
			payout: 'cash',
			till: await openTestTill(admin, 1_999),
		});
		// A clerk is not told what the drawer holds (the count is blind): no bound.
		expect([short.status, firstError(short.body).extensions]).toEqual([
			409,
			expect.objectContaining({ code: 'DRAWER_SHORT', field: 'till' }),
		]);
		expect(firstError(short.body).extensions).not.toHaveProperty('max');
		expect(await buylistBooks(db, id)).toEqual(before);
	});

	it('leaves nothing behind when the database fails part-way through: no movement, ledger row, cash, SKU or change of state', async () => {
		const { sku, card } = await createSku(admin, { price: 1_000 });
		const id = await buylistOf(staff, [
			{ sku, quantity: 2 },
			{ card, condition: 'LP', finish: 'normal', language: 'EN', quantity: 1 },
		]);
		const till = await openTestTill(admin, 10_000);
		// The event is the completion's last write: everything else is written by then.
		const lift = await refuseInserting(db, 'buylist_events');
		try {
			for (const body of [{ payout: 'credit' }, { payout: 'cash', till }]) {
				const [books, sale] = [await buylistBooks(db, id), await saleBooks(db)];
				const response = await transition(staff, id, { to: 'completed', ...body });
				expect(response.status).toBeGreaterThanOrEqual(500);
				expect(await buylistBooks(db, id)).toEqual(books);
				expect(await saleBooks(db)).toEqual(sale);
			}
		} finally {
			await lift();
		}
		expect((await transition(staff, id, { to: 'completed', payout: 'credit' })).status).toBe(200);
		expect(await findViolations(db)).toEqual({});
	});
});

describe('the staff approval limit', () => {
	it('refuses a clerk’s completion above the limit with nothing done, and the buylist waits for an administrator, who completes it', async () => {
		const { sku, card } = await createSku(admin, { price: 40_000, stock: 1 });
		const id = await buylistOf(staff, [
			{ sku, quantity: 1 },
			{ card, condition: 'DMG', finish: 'normal', language: 'EN', quantity: 1 },
		]);
		// 40 000 × 65 % = 26 000, and DMG 40 000 × 30 % = 12 000 × 65 % = 7 800.
		const sale = await saleBooks(db);
		const response = await transition(staff, id, { to: 'completed', payout: 'credit', note: 'Big one' });
		expect(response.status, JSON.stringify(response.body)).toBe(422);
		expect(firstError(response.body).extensions).toMatchObject({
			code: 'BUYLIST_LIMIT_EXCEEDED',
			limit: 20_000,
			total: 33_800,
			payout: 'credit',
		});
		expect(firstError(response.body).message).toBe(
			`Buylist B-${String(id).padStart(6, '0')} pays $338.00 in credit, above the staff limit of $200.00: it now waits for an administrator's approval.`,
		);
		expect(await saleBooks(db)).toEqual(sale);
		const waiting = (await staff.get(`/deckhand/buylists/${id}`)).body.data;
		expect(waiting).toMatchObject({ status: 'awaiting_approval', payout_method: 'credit', total_offer: 33_800 });
		expect(waiting.events.at(-1)).toMatchObject({
			from_status: 'draft',
			to_status: 'awaiting_approval',
			note: 'Big one',
		});
		expect(waiting.lines.every((line: any) => line.offer_unit === null)).toBe(true);
		const queue = await admin.get('/items/buylists?filter[status][_eq]=awaiting_approval&fields=id,customer.name');
		expect(queue.body.data.map((row: any) => row.id)).toContain(id);

		const before = await balance(customer);
		const approved = await completed(admin, id, { payout: 'credit' });
		expect(approved.events.at(-1)).toMatchObject({ from_status: 'awaiting_approval', to_status: 'completed' });
		expect(await balance(customer)).toBe(before + 33_800);
		const created = approved.lines[1].sku;
		expect((await admin.get(`/items/skus/${created}?fields=price,quantity,condition`)).body.data).toEqual({
			price: null,
			quantity: 1,
			condition: 'DMG',
		});
	});

	it('lets a clerk complete at the limit, and an administrator above it', async () => {
		const { sku } = await createSku(admin, { price: 40_000 });
		// 40 000 × 50 % = 20 000 in cash: exactly the limit, for a customer staff paid nothing else today.
		await completed(staff, await buylistOf(staff, [{ sku, quantity: 1 }], await newCustomer(admin)), {
			payout: 'cash',
			till: await openTestTill(admin, 20_000),
		});
		await completed(admin, await buylistOf(admin, [{ sku, quantity: 2 }]), { payout: 'credit' });
		expect(await findViolations(db)).toEqual({});
	});
});

describe('the buy limit under two clerks at once', () => {
	it('takes the last copies the limit allows once: of two completions for the same card, exactly one succeeds', async () => {
		const other = await newClerk(admin, 'buyer');
		const second = callerWithToken((await signIn(other.email, other.password)).access_token);
		const { sku, card } = await createSku(admin, { price: 1_000 });
		// "Buy at most 0 while we hold 1 or more": a stock cap of one copy.
		const rule = await admin.request('POST', '/items/buying_rules', { card, buy_limit: 0, hold_threshold: 1 });
		expect(rule.status, JSON.stringify(rule.body)).toBe(200);
		try {
			const first = await buylistOf(staff, [{ sku, quantity: 1 }]);
			const next = await buylistOf(second, [{ sku, quantity: 1 }]);
			const results = await Promise.all([
				transition(staff.on(0), first, { to: 'completed', payout: 'credit' }),
				transition(second.on(1), next, { to: 'completed', payout: 'credit' }),
			]);
			expect(results.map((result) => result.status).sort()).toEqual([200, 400]);
			const refused = results.find((result) => result.status === 400)!;
			expect(firstError(refused.body).extensions).toMatchObject({
				code: 'VALIDATION_FAILED',
				field: 'lines[0].quantity',
				max: 0,
			});
			expect(firstError(refused.body).message).toMatch(
				/^Line 1: the shop now holds 1 of .+, and its buy limit \("at most 0 while we hold 1 or more"\) lets it take 0 more, not 1\./,
			);
			expect((await db('skus').where('id', sku).first('quantity')).quantity).toBe(1);
		} finally {
			await admin.request('DELETE', `/items/buying_rules/${rule.body.data.id}`);
			await admin.request('DELETE', `/users/${other.id}`);
		}
	});
});
