import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES, canTransition, type OrderStatus } from '@deckhand/contract/orders/order-states.ts';
import { findViolations } from '../../server/extensions/deckhand/src/books/invariants.ts';
import { openTestTill } from '../harness/tills.ts';
import { callers, firstError, type Caller } from '../harness/api.ts';
import { creditBalance, openStoreCredit, openTestDb, saleBooks } from '../harness/books.ts';
import { createSku, skuState } from '../harness/fixtures.ts';

let admin: Caller;
let staff: Caller;
let anonymous: Caller;
let db: Knex;
let staffId: string;
/** This file's till, open: sales take cash and refunds pay it back there. */
let till: number;

beforeAll(async () => {
	({ admin, staff, anonymous } = await callers());
	db = openTestDb();
	till = await openTestTill(admin);
	staffId = (await staff.get('/users/me?fields=id')).body.data.id;
	// The figures below are worked out for the default settings: tax 8.25 %.
	expect((await admin.get('/items/shop_settings?fields=tax_rate_bp')).body.data).toEqual({ tax_rate_bp: 825 });
});
afterAll(async () => {
	await db.destroy();
});

const transition = (caller: Caller, order: number, body: object) =>
	caller.request('POST', `/deckhand/orders/${order}/transition`, { till, ...body });

async function checkout(caller: Caller, body: object) {
	const response = await caller.request('POST', '/deckhand/checkout', { till, ...body });
	expect(response.status, JSON.stringify(response.body)).toBe(200);
	return response.body.data;
}

async function move(caller: Caller, order: number, body: Record<string, unknown>) {
	const response = await transition(caller, order, body);
	expect(response.status, JSON.stringify(response.body)).toBe(200);
	return response.body.data;
}

async function createCustomer(name = `Transition customer ${Date.now()}`): Promise<number> {
	const response = await admin.request('POST', '/items/customers', { name });
	expect(response.status, JSON.stringify(response.body)).toBe(200);
	return response.body.data.id;
}

const balanceOf = (customer: number) => creditBalance(db, customer);

/** Everything a transition may touch: the books of every sale, and this order's own row, events, payments and movements. */
async function orderBooks(order: number) {
	return {
		books: await saleBooks(db),
		order: await db('orders')
			.select('status', 'tracking_number', 'credit_applied', 'total')
			.where('id', order)
			.first(),
		events: await db('order_events').select('id', 'from_status', 'to_status').where('order', order).orderBy('id'),
		payments: await db('order_payments').select('id', 'method', 'amount').where('order', order).orderBy('id'),
		movements: await db('stock_movements')
			.select('id', 'sku', 'delta', 'reason')
			.where('order', order)
			.orderBy('id'),
		ledger: await db('credit_ledger')
			.select('id', 'amount', 'reason', 'balance_after')
			.where('order', order)
			.orderBy('id'),
	};
}

/** Sends a transition that must be refused, and checks the answer and that not one row moved. */
async function expectRefused(
	caller: Caller,
	order: number,
	body: object,
	status: number,
	code: string,
	extensions: Record<string, unknown> = {},
) {
	const before = await orderBooks(order);
	const response = await transition(caller, order, body);
	expect(response.status, JSON.stringify(response.body)).toBe(status);
	expect(firstError(response.body).extensions).toMatchObject({ code, ...extensions });
	expect(await orderBooks(order)).toEqual(before);
	return firstError(response.body).message;
}

/** An order in the given state, reached through checkout and transitions: each has one line of 2 copies at $10.00 (total $21.65). */
async function orderIn(state: OrderStatus): Promise<{ id: number; sku: number }> {
	const { sku } = await createSku(admin, { price: 1_000, stock: 5 });
	const lines = [{ sku, quantity: 2 }];
	let order;
	if (state === 'open' || state === 'cancelled') order = await checkout(staff, { channel: 'online', lines });
	else if (state === 'completed' || state === 'refunded')
		order = await checkout(staff, {
			channel: 'counter',
			lines,
			payments: [{ method: 'cash', amount: 2_165 }],
			complete: true,
		});
	else order = await checkout(staff, { channel: 'online', lines, payments: [{ method: 'card', amount: 2_165 }] });
	if (state === 'shipped') await move(staff, order.id, { to: 'shipped', tracking_number: '1Z-TEST' });
	if (state === 'cancelled') await move(staff, order.id, { to: 'cancelled' });
	if (state === 'refunded') await move(admin, order.id, { to: 'refunded' });
	expect((await db('orders').select('status').where('id', order.id).first()).status).toBe(state);
	return { id: order.id, sku };
}

describe('refused transitions: every pair PRODUCT.md §4 does not allow', () => {
	const refused = ORDER_STATUSES.flatMap((from) =>
		ORDER_STATUSES.filter((to) => !canTransition(from, to)).map((to) => [from, to] as const),
	);

	it('covers 29 pairs of the 36', () => {
		expect(refused).toHaveLength(29);
	});

	it.each(ORDER_STATUSES)(
		'refuses every change not allowed from %s with INVALID_TRANSITION, naming from and to, changing nothing',
		async (from) => {
			const { id } = await orderIn(from);
			for (const [, to] of refused.filter(([pairFrom]) => pairFrom === from)) {
				const body = to === 'shipped' ? { to, tracking_number: '1Z-NEVER' } : { to };
				const message = await expectRefused(admin, id, body, 409, 'INVALID_TRANSITION', {
					order: id,
					from,
					to,
				});
				expect(message).toMatch(/^Order D-\d{6}: /);
			}
		},
	);

	it('says it as a clerk would', async () => {
		const { id } = await orderIn('cancelled');
		const message = await expectRefused(
			staff,
			id,
			{ to: 'shipped', tracking_number: '1Z' },
			409,
			'INVALID_TRANSITION',
			{ allowed: [] },
		);
		expect(message).toBe(
			`Order D-${String(id).padStart(6, '0')}: A cancelled order cannot be shipped. Nothing more can be done with it.`,
		);
		const open = await orderIn('open');
		expect(
			await expectRefused(staff, open.id, { to: 'completed' }, 409, 'INVALID_TRANSITION', {
				allowed: ['paid', 'cancelled'],
			}),
		).toContain('An open order cannot be completed. It can only be marked paid or cancelled.');
	});
});

describe('allowed transitions', () => {
	it('open → paid takes the payments still due (a deposit counts), with credit from the ledger', async () => {
		const customer = await createCustomer('Paying Later');
		await openStoreCredit(db, customer, 1_000);
		const { sku } = await createSku(admin, { price: 1_000, stock: 2 });
		const order = await checkout(staff, {
			channel: 'phone',
			customer,
			lines: [{ sku, quantity: 2 }],
			payments: [{ method: 'card', amount: 500 }],
		});
		expect(order).toMatchObject({ status: 'open', total: 2_165 });

		// 1 665 still due: 600 in credit and 1 065 in cash, of 2 000 tendered (935 back, kept net of change).
		await expectRefused(
			staff,
			order.id,
			{ to: 'paid', payments: [{ method: 'cash', amount: 1_000 }] },
			400,
			'VALIDATION_FAILED',
			{ field: 'payments', min: 1_665 },
		);
		await expectRefused(staff, order.id, { to: 'paid' }, 400, 'VALIDATION_FAILED', { field: 'payments' });
		await expectRefused(
			staff,
			order.id,
			{
				to: 'paid',
				payments: [
					{ method: 'credit', amount: 1_100 },
					{ method: 'cash', amount: 1_000 },
				],
			},
			409,
			'INSUFFICIENT_CREDIT',
			{
				balance: 1_000,
				requested: 1_100,
			},
		);
		const paid = await move(staff, order.id, {
			to: 'paid',
			note: 'Paid on pickup',
			payments: [
				{ method: 'credit', amount: 600 },
				{ method: 'cash', amount: 2_000 },
			],
		});
		expect(paid).toMatchObject({
			status: 'paid',
			credit_applied: 600,
			event: { from_status: 'open', to_status: 'paid', note: 'Paid on pickup', user_created: staffId },
		});
		expect(paid.payments.map((p: any) => [p.method, p.amount])).toEqual([
			['credit', 600],
			['cash', 1_065],
		]);
		expect(paid.credit).toMatchObject({ amount: -600, reason: 'order_payment', balance_after: 400 });
		expect(await balanceOf(customer)).toBe(400);
		const sum = await db('order_payments').where('order', order.id).sum({ n: 'amount' }).first();
		expect(Number(sum?.['n'])).toBe(2_165);
	});

	it('refuses credit on an order that has no customer', async () => {
		const { sku } = await createSku(admin, { price: 1_000, stock: 1 });
		const order = await checkout(staff, { channel: 'phone', lines: [{ sku, quantity: 1 }] });
		await expectRefused(
			staff,
			order.id,
			{ to: 'paid', payments: [{ method: 'credit', amount: 1_083 }] },
			400,
			'VALIDATION_FAILED',
			{ field: 'payments' },
		);
	});

	it('paid → shipped stores the tracking number; without one it is refused naming tracking_number', async () => {
		const { id } = await orderIn('paid');
		const message = await expectRefused(staff, id, { to: 'shipped' }, 400, 'VALIDATION_FAILED', {
			field: 'tracking_number',
			min: 1,
			max: 80,
		});
		expect(message).toBe('A shipped order needs its tracking number (1 to 80 characters).');
		await expectRefused(staff, id, { to: 'shipped', tracking_number: '  ' }, 400, 'VALIDATION_FAILED', {
			field: 'tracking_number',
		});
		// One character past the bound is refused whole, never cut to fit.
		await expectRefused(staff, id, { to: 'shipped', tracking_number: '1'.repeat(81) }, 400, 'VALIDATION_FAILED', {
			field: 'tracking_number',
			max: 80,
		});
		const shipped = await move(staff, id, { to: 'shipped', tracking_number: ' 1Z999AA10123456784 ' });
		expect(shipped).toMatchObject({
			status: 'shipped',
			tracking_number: '1Z999AA10123456784',
			event: { from_status: 'paid', to_status: 'shipped' },
		});
		expect((await db('orders').select('tracking_number').where('id', id).first()).tracking_number).toBe(
			'1Z999AA10123456784',
		);
	});

	it('shipped → completed and paid → completed (counter pickup), each with its event and nothing else moved', async () => {
		for (const from of ['shipped', 'paid'] as const) {
			const { id, sku } = await orderIn(from);
			const before = await orderBooks(id);
			const done = await move(staff, id, { to: 'completed' });
			expect(done).toMatchObject({ status: 'completed', payments: [], movements: [], credit: null });
			const after = await orderBooks(id);
			expect(after.events.map((e) => [e.from_status, e.to_status]).at(-1)).toEqual([from, 'completed']);
			expect(after.events).toHaveLength(before.events.length + 1);
			expect(after.payments).toEqual(before.payments);
			expect(after.movements).toEqual(before.movements);
			expect((await skuState(admin, sku)).quantity).toBe(3);
		}
	});

	it('open → cancelled puts the stock back (reason cancel, the order named) and pays back the deposit and the credit', async () => {
		const customer = await createCustomer('Changed Mind');
		await openStoreCredit(db, customer, 700);
		const a = await createSku(admin, { price: 1_000, stock: 4 });
		const b = await createSku(admin, { price: 250, stock: 1 });
		const order = await checkout(staff, {
			channel: 'online',
			customer,
			lines: [
				{ sku: a.sku, quantity: 3 },
				{ sku: b.sku, quantity: 1 },
			],
			payments: [
				{ method: 'credit', amount: 700 },
				{ method: 'card', amount: 300 },
			],
		});
		expect(order.status).toBe('open');
		expect(await balanceOf(customer)).toBe(0);

		const cancelled = await move(staff, order.id, { to: 'cancelled', note: 'Customer called' });
		expect(cancelled).toMatchObject({
			status: 'cancelled',
			event: { from_status: 'open', to_status: 'cancelled', note: 'Customer called', user_created: staffId },
		});
		expect((await skuState(admin, a.sku)).quantity).toBe(4);
		expect((await skuState(admin, b.sku)).quantity).toBe(1);
		const movements = await db('stock_movements')
			.select('sku', 'delta', 'reason')
			.where({ order: order.id, reason: 'cancel' })
			.orderBy('id');
		expect(movements).toEqual([
			{ sku: a.sku, delta: 3, reason: 'cancel' },
			{ sku: b.sku, delta: 1, reason: 'cancel' },
		]);
		const refunds = await db('order_payments')
			.select('method', 'amount')
			.where('order', order.id)
			.andWhere('amount', '<', 0)
			.orderBy('method');
		expect(refunds).toEqual([
			{ method: 'card', amount: -300 },
			{ method: 'credit', amount: -700 },
		]);
		const paid = await db('order_payments').where('order', order.id).sum({ n: 'amount' }).first();
		expect(Number(paid?.['n'])).toBe(0);
		expect(await balanceOf(customer)).toBe(700);
		const entry = await db('credit_ledger').where({ customer, reason: 'refund' }).first();
		expect(entry).toMatchObject({
			amount: 700,
			order: order.id,
			balance_after: 700,
			note: `Refund of order ${order.number}`,
			user_created: staffId,
		});
	});

	it('paid → cancelled by staff pays back a cash sale in cash', async () => {
		const { sku } = await createSku(admin, { price: 1_000, stock: 1 });
		const order = await checkout(staff, {
			channel: 'counter',
			lines: [{ sku, quantity: 1 }],
			payments: [{ method: 'cash', amount: 2_000 }],
		});
		expect(order).toMatchObject({ status: 'paid', total: 1_083 });
		const cancelled = await move(staff, order.id, { to: 'cancelled' });
		expect(cancelled.payments.map((p: any) => [p.method, p.amount])).toEqual([['cash', -1_083]]);
		expect(cancelled.movements).toEqual([
			expect.objectContaining({ sku, delta: 1, reason: 'cancel', order: order.id }),
		]);
		expect((await skuState(admin, sku)).quantity).toBe(1);
	});
});

describe('refunds: administrators, and staff within the refund limit (0 by default), the chosen lines back in stock', () => {
	async function completedSale(customer?: number) {
		const a = await createSku(admin, { price: 1_000, stock: 3 });
		const b = await createSku(admin, { price: 500, stock: 2 });
		const payments = customer
			? [
					{ method: 'credit', amount: 1_000 },
					{ method: 'card', amount: 2_248 },
				]
			: [{ method: 'card', amount: 3_248 }];
		const order = await checkout(staff, {
			channel: 'counter',
			customer,
			lines: [
				{ sku: a.sku, quantity: 2 },
				{ sku: b.sku, quantity: 2 },
			],
			payments,
			complete: true,
		});
		// 2 × 10.00 + 2 × 5.00 = 30.00; tax 2.475 → 2.48; total 32.48.
		expect(order).toMatchObject({ status: 'completed', total: 3_248 });
		return { order, a: a.sku, b: b.sku };
	}

	it('refuses staff a refund of money under the default limit of 0, naming it, changing nothing', async () => {
		const { order } = await completedSale();
		const message = await expectRefused(
			staff,
			order.id,
			{ to: 'refunded', restock: true },
			422,
			'REFUND_LIMIT_EXCEEDED',
			{
				field: 'to',
				limit: 0,
				refund: 3_248,
			},
		);
		expect(message).toContain('clerks refund no money in this shop');
	});

	it('restocks only the chosen lines and quantities (refund_restock) and pays everything back', async () => {
		const customer = await createCustomer('Returning Buyer');
		await openStoreCredit(db, customer, 1_000);
		const { order, a, b } = await completedSale(customer);
		const lineA = order.lines.find((line: any) => line.sku === a).id;
		const refunded = await move(admin, order.id, {
			to: 'refunded',
			restock: [{ line: lineA, quantity: 1 }],
			note: 'One copy damaged',
		});
		expect(refunded).toMatchObject({
			status: 'refunded',
			event: { from_status: 'completed', to_status: 'refunded', note: 'One copy damaged' },
		});
		expect((await skuState(admin, a)).quantity).toBe(2);
		expect((await skuState(admin, b)).quantity).toBe(0);
		expect(
			await db('stock_movements').select('sku', 'delta').where({ order: order.id, reason: 'refund_restock' }),
		).toEqual([{ sku: a, delta: 1 }]);
		expect(refunded.payments.map((p: any) => [p.method, p.amount]).sort()).toEqual([
			['card', -2_248],
			['credit', -1_000],
		]);
		expect(refunded.credit).toMatchObject({ amount: 1_000, reason: 'refund', balance_after: 1_000 });
		expect(await balanceOf(customer)).toBe(1_000);
	});

	it('restocks every line with restock: true, and none without restock', async () => {
		const all = await completedSale();
		await move(admin, all.order.id, { to: 'refunded', restock: true });
		expect([(await skuState(admin, all.a)).quantity, (await skuState(admin, all.b)).quantity]).toEqual([3, 2]);
		const none = await completedSale();
		const refunded = await move(admin, none.order.id, { to: 'refunded' });
		expect(refunded.movements).toEqual([]);
		expect([(await skuState(admin, none.a)).quantity, (await skuState(admin, none.b)).quantity]).toEqual([1, 0]);
	});

	it('refuses a line of another order and more copies than the line sold, changing nothing', async () => {
		const { order } = await completedSale();
		const other = await completedSale();
		await expectRefused(
			admin,
			order.id,
			{ to: 'refunded', restock: [{ line: other.order.lines[0].id, quantity: 1 }] },
			400,
			'VALIDATION_FAILED',
			{ field: 'restock[0].line' },
		);
		const message = await expectRefused(
			admin,
			order.id,
			{ to: 'refunded', restock: [{ line: order.lines[1].id, quantity: 3 }] },
			400,
			'VALIDATION_FAILED',
			{
				field: 'restock[0].quantity',
				max: 2,
			},
		);
		expect(message).toBe('Restock 1: the line sold 2, so at most 2 can go back in stock.');
		await expectRefused(admin, order.id, { to: 'cancelled', restock: true }, 400, 'VALIDATION_FAILED', {
			field: 'restock',
		});
	});
});

describe('guards', () => {
	it('lets only one of two concurrent cancels of the same order through', async () => {
		const { id, sku } = await orderIn('paid');
		const results = await Promise.all([
			transition(staff.on(0), id, { to: 'cancelled' }),
			transition(admin.on(1), id, { to: 'cancelled' }),
		]);
		expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
		expect(firstError(results.find((r) => r.status === 409)!.body).extensions.code).toBe('INVALID_TRANSITION');
		expect((await skuState(admin, sku)).quantity).toBe(5);
		expect(await db('stock_movements').where({ order: id, reason: 'cancel' })).toHaveLength(1);
		expect(await db('order_events').where({ order: id, to_status: 'cancelled' })).toHaveLength(1);
		expect(await db('order_payments').where('order', id).andWhere('amount', '<', 0)).toHaveLength(1);
	});

	it('refuses an unknown order, a bad id, an unknown status and a visitor who is not signed in', async () => {
		const { id } = await orderIn('open');
		const before = await saleBooks(db);
		const unknown = await transition(admin, 99_999_999, { to: 'cancelled' });
		expect([unknown.status, firstError(unknown.body).extensions.field]).toEqual([400, 'id']);
		expect(firstError((await transition(admin, 0, { to: 'cancelled' })).body).extensions.field).toBe('id');
		await expectRefused(staff, id, { to: 'lost' }, 400, 'VALIDATION_FAILED', { field: 'to' });
		await expectRefused(anonymous, id, { to: 'cancelled' }, 401, 'FORBIDDEN');
		expect(await saleBooks(db)).toEqual(before);
	});

	it('still refuses events and payments written through the items API', async () => {
		const { id } = await orderIn('open');
		const before = await orderBooks(id);
		expect(
			(
				await admin.request('POST', '/items/order_events', {
					order: id,
					from_status: 'open',
					to_status: 'cancelled',
				})
			).status,
		).toBe(403);
		expect(
			(await admin.request('POST', '/items/order_payments', { order: id, method: 'cash', amount: -100 })).status,
		).toBe(403);
		expect((await staff.request('PATCH', `/items/orders/${id}`, { status: 'cancelled' })).status).toBe(403);
		expect(await orderBooks(id)).toEqual(before);
	});

	it.each([{ status: 'completed' }, { total: 1 }, { number: 'D-1' }, { customer: 1 }, { tracking_number: 'TRK-1' }])(
		"refuses an administrator editing an order's %o through the items API, and keeps it",
		async (change) => {
			const { id } = await orderIn('open');
			const before = await orderBooks(id);
			const response = await admin.request('PATCH', `/items/orders/${id}`, change);
			expect(response.status).toBe(403);
			expect(firstError(response.body).message).toContain(
				'Orders are written by checkout and order status changes',
			);
			expect(await orderBooks(id)).toEqual(before);
		},
	);
});

describe('the books after all these transitions', () => {
	it('keep every invariant (stock = Σ movements, balance = Σ ledger = last balance_after, totals = lines, events on every order)', async () => {
		expect(await findViolations(db)).toEqual({});
	});

	it('never keep more in payments than an order is worth, and nothing on a cancelled or refunded order', async () => {
		const rows = await db('orders as o')
			.join(
				db('order_payments').select('order').sum({ paid: 'amount' }).groupBy('order').as('p'),
				'p.order',
				'o.id',
			)
			.select('o.id', 'o.status', 'o.total', 'p.paid');
		expect(rows.filter((row) => Number(row.paid) > Number(row.total))).toEqual([]);
		expect(rows.filter((row) => ['cancelled', 'refunded'].includes(row.status) && Number(row.paid) !== 0)).toEqual(
			[],
		);
	});
});
