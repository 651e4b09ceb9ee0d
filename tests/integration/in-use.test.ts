import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callers, firstError, type Caller } from '../harness/api.ts';
import { openTestDb, saleBooks } from '../harness/books.ts';
import { createSku } from '../harness/fixtures.ts';
import { DATABASE_WORDS } from '../harness/hostile-send.ts';

let admin: Caller;
let staff: Caller;
let anonymous: Caller;
let db: Knex;

beforeAll(async () => {
	({ admin, staff, anonymous } = await callers());
	db = openTestDb();
});
afterAll(async () => {
	await db.destroy();
});

async function createCustomer(): Promise<number> {
	const response = await admin.request('POST', '/items/customers', { name: `In-use customer ${Date.now()}` });
	expect(response.status, JSON.stringify(response.body)).toBe(200);
	return response.body.data.id;
}

/** A customer with one sale on account (order, line and its cost, payment, events), a buylist and two store-credit entries. */
async function customerWithHistory() {
	const customer = await createCustomer();
	const { sku } = await createSku(admin, { price: 500, stock: 2 });
	// With a cost, the sale keeps one per line (order_line_costs), which then points at the line.
	expect((await admin.request('POST', '/items/sku_costs', { sku, unit_cost: 200 })).status).toBe(200);
	expect(
		(await admin.request('POST', '/deckhand/credit/adjust', { customer, amount: 1_000, note: 'Opening credit' }))
			.status,
	).toBe(200);
	const sale = await admin.request('POST', '/deckhand/checkout', {
		customer,
		channel: 'counter',
		lines: [{ sku, quantity: 1 }],
		payments: [{ method: 'credit', amount: 541 }],
		complete: true,
	});
	expect(sale.status, JSON.stringify(sale.body)).toBe(200);
	const buylist = await admin.request('POST', '/deckhand/buylists', { customer });
	expect(buylist.status, JSON.stringify(buylist.body)).toBe(200);
	return {
		customer,
		sku,
		order: sale.body.data.id as number,
		line: sale.body.data.lines[0].id as number,
		buylist: buylist.body.data.id as number,
	};
}

/** Everything a deletion could take with it: the books and the rows that point at each other. */
async function state() {
	const books = await saleBooks(db);
	for (const table of ['customers', 'buylists', 'skus', 'cards'])
		books[table] = Number((await db(table).count({ n: '*' }).first())?.['n']);
	return books;
}

/** Sends a deletion that must be refused, checks the answer, that no SQL shows and that nothing changed. */
async function expectRefused(caller: Caller, path: string, status: number, code: string, body?: unknown) {
	const before = await state();
	const response = await caller.request('DELETE', path, body);
	expect(response.status, JSON.stringify(response.body)).toBe(status);
	expect(firstError(response.body).extensions.code).toBe(code);
	expect(JSON.stringify(response.body)).not.toMatch(DATABASE_WORDS);
	expect(await state()).toEqual(before);
	return firstError(response.body);
}

describe('deleting a row something still uses', () => {
	it('refuses the owner a customer with orders, buylists and store credit: IN_USE naming each, nothing deleted', async () => {
		const { customer } = await customerWithHistory();
		const error = await expectRefused(admin, `/items/customers/${customer}`, 409, 'IN_USE');
		expect(error.message).toBe(
			'This customer is still used by 1 buylist, 2 store-credit entries and 1 order, kept for the record; it cannot be deleted.',
		);
		expect(error.extensions).toMatchObject({
			collection: 'customers',
			dependents: 'buylists, credit_ledger, orders',
			count: 4,
			uses: { buylists: 1, credit_ledger: 2, orders: 1 },
		});
	});

	it('refuses the same deletion to staff (FORBIDDEN) and visitors (401), before saying what is in the way', async () => {
		const { customer } = await customerWithHistory();
		expect((await expectRefused(staff, `/items/customers/${customer}`, 403, 'FORBIDDEN')).message).not.toContain(
			'still used',
		);
		await expectRefused(anonymous, `/items/customers/${customer}`, 401, 'FORBIDDEN');
	});

	it('refuses a batch whole when one of its rows is in use, by keys or by query', async () => {
		const { customer } = await customerWithHistory();
		const unused = await createCustomer();
		await expectRefused(admin, '/items/customers', 409, 'IN_USE', [customer, unused]);
		await expectRefused(admin, '/items/customers', 409, 'IN_USE', {
			query: { filter: { id: { _in: [customer, unused] } } },
		});
		expect((await admin.get(`/items/customers/${unused}`)).status).toBe(200);
	});

	it('refuses a sold SKU with a buylist line and its card; a buylist and an order line are books, never deleted', async () => {
		const { sku, line, buylist } = await customerWithHistory();
		const card = (await admin.get(`/items/skus/${sku}?fields=card`)).body.data.card as number;
		expect((await admin.request('POST', `/deckhand/buylists/${buylist}/lines`, { sku, quantity: 1 })).status).toBe(
			200,
		);
		expect((await expectRefused(admin, `/items/buylists/${buylist}`, 403, 'FORBIDDEN')).message).toContain(
			'Buylists are written by the buylist commands',
		);
		expect((await expectRefused(admin, `/items/order_lines/${line}`, 403, 'FORBIDDEN')).message).toContain(
			"An order's lines are written by checkout",
		);
		expect((await expectRefused(admin, `/items/skus/${sku}`, 409, 'IN_USE')).extensions).toMatchObject({
			dependents: 'stock_movements, order_lines, buylist_lines',
			uses: { stock_movements: 2, order_lines: 1, buylist_lines: 1 },
		});
		expect((await expectRefused(admin, `/items/cards/${card}`, 409, 'IN_USE')).message).toBe(
			'This card still has 1 SKU; delete them first.',
		);
	});

	it('refuses deleting an order with its lines, payments and history, naming no SQL', async () => {
		const { order } = await customerWithHistory();
		const before = await state();
		const response = await admin.request('DELETE', `/items/orders/${order}`);
		// Orders are books: every items-API write is refused first, before anything counts what uses the order.
		expect(response.status).toBe(403);
		expect(firstError(response.body).extensions.code).toBe('FORBIDDEN');
		expect(JSON.stringify(response.body)).not.toMatch(DATABASE_WORDS);
		expect(await state()).toEqual(before);
	});

	it('deletes a customer nothing uses', async () => {
		const unused = await createCustomer();
		expect((await admin.request('DELETE', `/items/customers/${unused}`)).status).toBe(204);
		expect((await admin.get(`/items/customers/${unused}`)).status).toBe(403);
	});
});
