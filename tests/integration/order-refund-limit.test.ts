import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findViolations } from '../../server/extensions/deckhand/src/books/invariants.ts';
import { callers, firstError, type Caller } from '../harness/api.ts';
import { openTestDb, saleBooks } from '../harness/books.ts';
import { createSku, skuState } from '../harness/fixtures.ts';
import { openTestTill } from '../harness/tills.ts';

// A clerk refunds up to `staff_refund_limit` a refund; above it only an administrator does.
const LIMIT = 2_500;

let admin: Caller;
let staff: Caller;
let db: Knex;
let staffId: string;
let till: number;
let settingsBefore: Record<string, unknown>;

const setLimit = (staff_refund_limit: number | null) =>
	admin.ok('PATCH', '/items/shop_settings', { staff_refund_limit });

beforeAll(async () => {
	({ admin, staff } = await callers());
	db = openTestDb();
	till = await openTestTill(admin);
	staffId = (await staff.get('/users/me?fields=id')).body.data.id;
	settingsBefore = await admin.ok('GET', '/items/shop_settings?fields=staff_refund_limit');
	await setLimit(LIMIT);
});
afterAll(async () => {
	await admin.ok('PATCH', '/items/shop_settings', settingsBefore);
	await db.destroy();
});

/** A counter sale the clerk completed, paid in cash: two copies of one card at `price`. */
async function cashSale(price: number) {
	const { sku } = await createSku(admin, { price, stock: 2 });
	const response = await staff.request('POST', '/deckhand/checkout', {
		till,
		channel: 'counter',
		lines: [{ sku, quantity: 2 }],
		payments: [{ method: 'cash', amount: 100_000 }],
		complete: true,
	});
	expect(response.status, JSON.stringify(response.body)).toBe(200);
	const order = response.body.data;
	return { id: order.id as number, total: order.total as number, line: order.lines[0].id as number, sku };
}

const refund = (caller: Caller, order: number, body: object = {}) =>
	caller.request('POST', `/deckhand/orders/${order}/transition`, { till, to: 'refunded', ...body });

/** Everything a refund writes: every sale's books, and this order's status, events, payments and movements. */
async function refundBooks(order: number) {
	return {
		books: await saleBooks(db),
		status: (await db('orders').select('status').where('id', order).first()).status,
		events: await db('order_events').select('id').where('order', order),
		payments: await db('order_payments').select('id', 'amount').where('order', order).orderBy('id'),
		movements: await db('stock_movements').select('id').where('order', order),
	};
}

async function expectOverLimit(order: { id: number; total: number }, limit: number) {
	const before = await refundBooks(order.id);
	const response = await refund(staff, order.id, { restock: true });
	expect(response.status, JSON.stringify(response.body)).toBe(422);
	const error = firstError(response.body);
	expect(error.extensions).toEqual({
		code: 'REFUND_LIMIT_EXCEEDED',
		field: 'to',
		order: order.id,
		limit,
		refund: order.total,
	});
	expect(await refundBooks(order.id)).toEqual(before);
	return error.message;
}

describe('the staff refund limit', () => {
	it('lets a clerk refund up to the limit: money back at the till, the chosen copies back in stock, the clerk named', async () => {
		const sale = await cashSale(1_000);
		expect(sale.total).toBeLessThanOrEqual(LIMIT);
		const response = await refund(staff, sale.id, {
			restock: [{ line: sale.line, quantity: 1 }],
			note: 'Wrong card',
		});
		expect(response.status, JSON.stringify(response.body)).toBe(200);
		const refunded = response.body.data;
		expect(refunded).toMatchObject({
			status: 'refunded',
			event: { from_status: 'completed', to_status: 'refunded', user_created: staffId },
		});
		expect(refunded.payments.map((payment: any) => [payment.method, payment.amount])).toEqual([
			['cash', -sale.total],
		]);
		expect(refunded.cash.map((movement: any) => [movement.kind, movement.amount])).toEqual([
			['cash_refund', -sale.total],
		]);
		expect((await skuState(admin, sale.sku)).quantity).toBe(1);
	});

	it('refuses a clerk a refund above the limit by name, changing nothing', async () => {
		const sale = await cashSale(1_500);
		expect(sale.total).toBeGreaterThan(LIMIT);
		const message = await expectOverLimit(sale, LIMIT);
		expect(message).toBe(
			`Refunding order ${(await db('orders').select('number').where('id', sale.id).first()).number} pays back $32.48, above the staff refund limit of $25.00: an administrator refunds it.`,
		);
	});

	it('lets a clerk refund exactly the limit', async () => {
		const sale = await cashSale(1_000);
		await setLimit(sale.total);
		try {
			expect((await refund(staff, sale.id)).status).toBe(200);
		} finally {
			await setLimit(LIMIT);
		}
	});

	it('with a limit of 0 refuses every clerk refund of money; with none, allows any', async () => {
		const small = await cashSale(100);
		await setLimit(0);
		try {
			const message = await expectOverLimit(small, 0);
			expect(message).toContain('clerks refund no money in this shop (the staff refund limit is $0.00)');
			await setLimit(null);
			const large = await cashSale(20_000);
			expect((await refund(staff, large.id)).status).toBe(200);
		} finally {
			await setLimit(LIMIT);
		}
	});

	it('lets an administrator refund above the limit', async () => {
		const sale = await cashSale(1_500);
		const response = await refund(admin, sale.id, { restock: true });
		expect(response.status, JSON.stringify(response.body)).toBe(200);
		expect(response.body.data.payments.map((payment: any) => payment.amount)).toEqual([-sale.total]);
		expect((await skuState(admin, sale.sku)).quantity).toBe(2);
	});

	it('keeps the books whole after every refund above', async () => {
		expect(await findViolations(db)).toEqual({});
	});
});
