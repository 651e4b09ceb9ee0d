import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { openTestTill } from '../harness/tills.ts';
import { callers, firstError, type Caller } from '../harness/api.ts';
import { openTestDb, saleBooks } from '../harness/books.ts';
import { createSku } from '../harness/fixtures.ts';

let admin: Caller;
let staff: Caller;
let db: Knex;
let order: {
	id: number;
	line: number;
	payment: number;
	event: number;
	cost: number | null;
	movement: number;
	credit: number;
};

const sell = (caller: Caller, body: object) => caller.request('POST', '/deckhand/checkout', { till, ...body });
/** This file's till, open: its sales take cash there. */
let till: number;

beforeAll(async () => {
	({ admin, staff } = await callers());
	till = await openTestTill(admin);
	db = openTestDb();
	const { sku } = await createSku(admin, { price: 1_000, stock: 5 });
	const customer = (await admin.ok('POST', '/items/customers', { name: 'Books Writer' })).id;
	await admin.ok('POST', '/deckhand/credit/adjust', { customer, amount: 500, note: 'opening' });
	const sale = await sell(staff, {
		channel: 'counter',
		customer,
		lines: [{ sku, quantity: 2 }],
		payments: [
			{ method: 'credit', amount: 500 },
			{ method: 'cash', amount: 5_000 },
		],
		complete: true,
	});
	expect(sale.status, JSON.stringify(sale.body)).toBe(200);
	const id = sale.body.data.id;
	const line = sale.body.data.lines[0].id;
	order = {
		id,
		line,
		payment: sale.body.data.payments[0].id,
		event: sale.body.data.events[0].id,
		cost: (await db('order_line_costs').where('order_line', line).first('id'))?.id ?? null,
		movement: (await db('stock_movements').where('order', id).first('id')).id,
		credit: (await db('credit_ledger').where('order', id).first('id')).id,
	};
});
afterAll(() => db.destroy());

/** Each book with a row of the sale above, and a plausible new row and change. */
const BOOKS = () =>
	[
		[
			'orders',
			order.id,
			{
				number: 'D-999999',
				channel: 'counter',
				status: 'open',
				subtotal: 0,
				discount: 0,
				tax: 0,
				total: 0,
				credit_applied: 0,
			},
			{ customer: null },
		],
		[
			'order_lines',
			order.line,
			{ order: order.id, sku: 1, quantity: 1, unit_price: 1, line_total: 1 },
			{ quantity: 1 },
		],
		['order_payments', order.payment, { order: order.id, method: 'cash', amount: 1 }, { amount: 1 }],
		[
			'order_events',
			order.event,
			{ order: order.id, from_status: 'completed', to_status: 'refunded' },
			{ note: 'edited' },
		],
		['stock_movements', order.movement, { sku: 1, delta: 5, reason: 'count' }, { delta: 200 }],
		[
			'credit_ledger',
			order.credit,
			{ customer: 1, amount: 10_000, reason: 'manual_adjustment', balance_after: 10_000 },
			{ amount: 1 },
		],
	] as const;

describe('the books are written only by commands, for every role and every way in', () => {
	it.each(['create', 'update', 'delete'] as const)(
		'refuses an administrator and staff a REST %s in every book, changing nothing',
		async (action) => {
			for (const [collection, id, row, change] of BOOKS()) {
				for (const caller of [admin, staff]) {
					const before = await saleBooks(db);
					const response =
						action === 'create'
							? await caller.request('POST', `/items/${collection}`, row)
							: action === 'update'
								? await caller.request('PATCH', `/items/${collection}/${id}`, change)
								: await caller.request('DELETE', `/items/${collection}/${id}`);
					expect(response.status, `${action} ${collection}`).toBe(403);
					expect(firstError(response.body).extensions.code).toBe('FORBIDDEN');
					expect(await saleBooks(db)).toEqual(before);
				}
			}
		},
	);

	it('refuses the same through GraphQL mutations, administrators included', async () => {
		for (const [collection, id] of BOOKS()) {
			const before = await saleBooks(db);
			for (const mutation of [
				`delete_${collection}_item(id: ${id}) { id }`,
				`update_${collection}_item(id: ${id}, data: { note: "x" }) { id }`,
			]) {
				const response = await admin.request('POST', '/graphql', { query: `mutation { ${mutation} }` });
				expect(response.body.errors?.length, `${collection}: ${mutation}`).toBeGreaterThan(0);
			}
			expect(await saleBooks(db)).toEqual(before);
		}
	});

	it('refuses the cost of a sold line written by hand, and an order made with no lines', async () => {
		const before = await saleBooks(db);
		const cost = await admin.request('PATCH', `/items/order_line_costs/${order.cost ?? 1}`, { unit_cost: 1 });
		expect(cost.status).toBe(403);
		const empty = await admin.request('POST', '/items/orders', {
			number: `D-${String(order.id + 1).padStart(6, '0')}`,
			channel: 'counter',
			status: 'completed',
			subtotal: 0,
			discount: 0,
			tax: 0,
			total: 0,
			credit_applied: 0,
		});
		expect(empty.status).toBe(403);
		expect(await saleBooks(db)).toEqual(before);
	});

	it('keeps numbering orders after attempts to take the next number: every sale gets its own', async () => {
		const { sku } = await createSku(admin, { price: 100, stock: 3 });
		const numbers = [];
		for (let i = 0; i < 3; i++) {
			const sale = await sell(staff, {
				channel: 'counter',
				lines: [{ sku, quantity: 1 }],
				payments: [{ method: 'cash', amount: 200 }],
				complete: true,
			});
			expect(sale.status, JSON.stringify(sale.body)).toBe(200);
			numbers.push(sale.body.data.number);
		}
		expect(new Set(numbers).size).toBe(3);
		expect(numbers.every((number) => /^D-\d{6,}$/.test(number))).toBe(true);
	});
});

describe('after a command', () => {
	it('emits the action events a write through the items API would have: a Flow on new stock movements runs', async () => {
		const flow = await admin.request('POST', '/flows', {
			name: 'Books writer test',
			status: 'active',
			trigger: 'event',
			accountability: 'all',
			options: { type: 'action', scope: ['items.create'], collections: ['stock_movements'] },
		});
		expect(flow.status, JSON.stringify(flow.body)).toBe(200);
		try {
			const runs = async () =>
				(
					await admin.get(
						`/activity?filter[collection][_eq]=directus_flows&filter[item][_eq]=${flow.body.data.id}&filter[action][_eq]=run&aggregate[count]=id`,
					)
				).body.data[0].count.id;
			const before = Number(await runs());
			const { sku } = await createSku(admin, { stock: 0 });
			const adjusted = await staff.request('POST', '/deckhand/stock/adjust', { sku, delta: 3, reason: 'count' });
			expect(adjusted.status).toBe(200);
			await expect.poll(async () => Number(await runs()), { timeout: 5_000 }).toBe(before + 1);
		} finally {
			await admin.request('DELETE', `/flows/${flow.body.data.id}`);
		}
	});
});
