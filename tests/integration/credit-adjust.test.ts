import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findViolations } from '../../server/extensions/deckhand/src/books/invariants.ts';
import { type Caller, callers, expectOk, firstError } from '../harness/api.ts';
import { openTestDb, saleBooks } from '../harness/books.ts';
import { createSku } from '../harness/fixtures.ts';

let admin: Caller;
let staff: Caller;
let anonymous: Caller;
let db: Knex;
let adminId: string;

beforeAll(async () => {
	({ admin, staff, anonymous } = await callers());
	db = openTestDb();
	adminId = (await admin.get('/users/me?fields=id')).body.data.id;
});
afterAll(async () => {
	await db.destroy();
});

const adjust = (caller: Caller, body: unknown) => caller.request('POST', '/deckhand/credit/adjust', body);

async function createCustomer(name = `Credit customer ${Date.now()}`): Promise<number> {
	const response = await admin.request('POST', '/items/customers', { name });
	expect(response.status, JSON.stringify(response.body)).toBe(200);
	return response.body.data.id;
}

const ledgerOf = (customer: number) =>
	db('credit_ledger')
		.select('id', 'amount', 'reason', 'balance_after', 'note')
		.where('customer', customer)
		.orderBy('id');

/** Sends an adjustment that must be refused, and checks the answer and that no ledger row (nor anything else a sale writes) moved. */
async function expectRefused(
	caller: Caller,
	body: unknown,
	status: number,
	code: string,
	extensions: Record<string, unknown> = {},
) {
	const before = await saleBooks(db);
	const response = await adjust(caller, body);
	expect(response.status, JSON.stringify(response.body)).toBe(status);
	expect(firstError(response.body).extensions).toMatchObject({ code, ...extensions });
	expect(await saleBooks(db)).toEqual(before);
	return firstError(response.body).message;
}

describe('POST /deckhand/credit/adjust', () => {
	it('gives and takes back credit: one manual_adjustment row each, with balance_after, who and the trimmed note', async () => {
		const customer = await createCustomer();
		const given = await adjust(admin, { customer, amount: 1_500, note: '  Goodwill for a late order ' });
		expect(given.status, JSON.stringify(given.body)).toBe(200);
		expect(given.body.data).toMatchObject({
			balance: 1_500,
			entry: {
				customer,
				amount: 1_500,
				reason: 'manual_adjustment',
				balance_after: 1_500,
				note: 'Goodwill for a late order',
				user_created: adminId,
				order: null,
			},
		});
		const taken = await adjust(admin, { customer, amount: -400, note: 'Entered twice' });
		expect(taken.body.data).toMatchObject({ balance: 1_100, entry: { amount: -400, balance_after: 1_100 } });
		expect(await ledgerOf(customer)).toEqual([
			{
				id: given.body.data.entry.id,
				amount: 1_500,
				reason: 'manual_adjustment',
				balance_after: 1_500,
				note: 'Goodwill for a late order',
			},
			{
				id: taken.body.data.entry.id,
				amount: -400,
				reason: 'manual_adjustment',
				balance_after: 1_100,
				note: 'Entered twice',
			},
		]);
		const stored = await admin.get(
			`/items/credit_ledger/${taken.body.data.entry.id}?fields=user_created,date_created`,
		);
		expect(stored.body.data.user_created).toBe(adminId);
		expect(Date.now() - new Date(stored.body.data.date_created).getTime()).toBeLessThan(60_000);
	});

	it('takes the balance exactly to 0, and refuses going below it with INSUFFICIENT_CREDIT naming the balance', async () => {
		const customer = await createCustomer('Low Balance');
		expectOk(await adjust(admin, { customer, amount: 500, note: 'Opening' }));
		const message = await expectRefused(
			admin,
			{ customer, amount: -501, note: 'Too much' },
			409,
			'INSUFFICIENT_CREDIT',
			{
				field: 'amount',
				customer,
				balance: 500,
				requested: 501,
			},
		);
		expect(message).toBe('Low Balance has $5.00 of store credit, so at most $5.00 can be taken off, not $5.01.');
		const zero = await adjust(admin, { customer, amount: -500, note: 'Closing' });
		expect(zero.body.data).toMatchObject({ balance: 0, entry: { balance_after: 0 } });
		await expectRefused(admin, { customer, amount: -1, note: 'Nothing left' }, 409, 'INSUFFICIENT_CREDIT', {
			balance: 0,
		});
	});

	it('keeps the balance that checkout spends from: credit given here pays a sale', async () => {
		const customer = await createCustomer();
		expectOk(await adjust(admin, { customer, amount: 1_083, note: 'Trade-in owed' }));
		const { sku } = await createSku(admin, { price: 1_000, stock: 1 });
		const sale = await staff.request('POST', '/deckhand/checkout', {
			channel: 'counter',
			customer,
			lines: [{ sku, quantity: 1 }],
			payments: [{ method: 'credit', amount: 1_083 }],
			complete: true,
		});
		expect(sale.status, JSON.stringify(sale.body)).toBe(200);
		expect((await ledgerOf(customer)).at(-1)).toMatchObject({ reason: 'order_payment', balance_after: 0 });
	});

	it('accepts the bounds: ±10 000 000 and a 1 000-character note', async () => {
		const customer = await createCustomer();
		expect((await adjust(admin, { customer, amount: 10_000_000, note: 'x'.repeat(1_000) })).body.data.balance).toBe(
			10_000_000,
		);
		expect((await adjust(admin, { customer, amount: -10_000_000, note: 'y' })).body.data.balance).toBe(0);
	});

	it('refuses staff with FORBIDDEN and a visitor with 401, writing nothing', async () => {
		const customer = await createCustomer();
		const message = await expectRefused(staff, { customer, amount: 100, note: 'Trying' }, 403, 'FORBIDDEN');
		expect(message).toBe('Only an administrator can adjust store credit.');
		await expectRefused(anonymous, { customer, amount: 100, note: 'Trying' }, 401, 'FORBIDDEN');
		expect(await ledgerOf(customer)).toEqual([]);
	});

	it.each([
		[{ amount: 0 }, 'amount', { min: -10_000_000, max: 10_000_000 }],
		[{ amount: 10_000_001 }, 'amount', { min: -10_000_000, max: 10_000_000 }],
		[{ amount: -10_000_001 }, 'amount', { min: -10_000_000, max: 10_000_000 }],
		[{ amount: 12.5 }, 'amount', {}],
		[{ amount: '100' }, 'amount', {}],
		[{ note: undefined }, 'note', { min: 1, max: 1_000 }],
		[{ note: '   ' }, 'note', { min: 1, max: 1_000 }],
		[{ note: 'x'.repeat(1_001) }, 'note', { min: 1, max: 1_000 }],
		[{ customer: 'ann' }, 'customer', {}],
		[{ customer: 99_999_999 }, 'customer', {}],
	])('refuses %j with VALIDATION_FAILED on %s, writing nothing', async (change, field, bounds) => {
		const customer = await createCustomer();
		await expectRefused(admin, { customer, amount: 100, note: 'Reason', ...change }, 400, 'VALIDATION_FAILED', {
			field,
			...bounds,
		});
		expect(await ledgerOf(customer)).toEqual([]);
	});

	it('still refuses ledger rows written through the items API', async () => {
		const customer = await createCustomer();
		const before = await saleBooks(db);
		const response = await admin.request('POST', '/items/credit_ledger', {
			customer,
			amount: 100,
			reason: 'manual_adjustment',
			balance_after: 100,
			note: 'by hand',
		});
		expect(response.status).toBe(403);
		expect(await saleBooks(db)).toEqual(before);
	});

	it('leaves the books balanced: balance = Σ ledger = last balance_after, never below 0', async () => {
		expect(await findViolations(db)).toEqual({});
	});
});
