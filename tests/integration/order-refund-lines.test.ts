import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findViolations } from '../../server/extensions/deckhand/src/books/invariants.ts';
import { callers, firstError, type Caller } from '../harness/api.ts';
import { creditBalance, openStoreCredit, openTestDb, saleBooks } from '../harness/books.ts';
import { createSku, skuState } from '../harness/fixtures.ts';
import { openTestTill } from '../harness/tills.ts';

// Refunds of some lines and copies: 2 × $10.00 and 2 × $5.00, tax 8.25 % → total $32.48. A copy
// refunded is worth its share of the total, counted on everything refunded so far:
// $10.00 of $30.00 → $10.83, $15.00 → $16.24, $20.00 → $21.65, all of it → $32.48.

let admin: Caller;
let staff: Caller;
let db: Knex;
let adminId: string;
let staffId: string;
let till: number;

beforeAll(async () => {
	({ admin, staff } = await callers());
	db = openTestDb();
	till = await openTestTill(admin);
	adminId = (await admin.get('/users/me?fields=id')).body.data.id;
	staffId = (await staff.get('/users/me?fields=id')).body.data.id;
	expect((await admin.get('/items/shop_settings?fields=tax_rate_bp')).body.data).toEqual({ tax_rate_bp: 825 });
});
afterAll(async () => {
	await db.destroy();
});

async function newCustomer(name: string): Promise<number> {
	return (await admin.ok('POST', '/items/customers', { name })).id;
}

/** A completed counter sale of two lines (A: 2 × $10.00, B: 2 × $5.00), paid by card or, for a customer, $10.00 in credit and the rest by card. */
async function sale(options: { customer?: number; complete?: boolean } = {}) {
	const a = await createSku(admin, { price: 1_000, stock: 2 });
	const b = await createSku(admin, { price: 500, stock: 2 });
	const { customer, complete = true } = options;
	if (customer) await openStoreCredit(db, customer, 1_000);
	const order = await admin.ok('POST', '/deckhand/checkout', {
		till,
		channel: complete ? 'counter' : 'online',
		customer,
		lines: [
			{ sku: a.sku, quantity: 2 },
			{ sku: b.sku, quantity: 2 },
		],
		payments: customer
			? [
					{ method: 'credit', amount: 1_000 },
					{ method: 'card', amount: 2_248 },
				]
			: [{ method: 'card', amount: 3_248 }],
		complete,
	});
	expect(order.total).toBe(3_248);
	const lineOf = (sku: number) => order.lines.find((line: any) => line.sku === sku).id as number;
	return { id: order.id as number, a: { sku: a.sku, line: lineOf(a.sku) }, b: { sku: b.sku, line: lineOf(b.sku) } };
}

const refund = (caller: Caller, order: number, body: object) =>
	caller.request('POST', `/deckhand/orders/${order}/refund`, { till, to: 'tenders', ...body });

async function refunded(caller: Caller, order: number, body: object) {
	const response = await refund(caller, order, body);
	expect(response.status, JSON.stringify(response.body)).toBe(200);
	return response.body.data;
}

/** Everything a refund may write: every sale's books, and this order's status and lines. */
async function refundBooks(order: number) {
	return {
		books: await saleBooks(db),
		status: (await db('orders').select('status').where('id', order).first()).status,
		lines: await db('order_lines').select('id', 'refunded_quantity').where('order', order).orderBy('id'),
	};
}

async function expectRefused(caller: Caller, order: number, body: object, status: number, extensions: object) {
	const before = await refundBooks(order);
	const response = await refund(caller, order, body);
	expect(response.status, JSON.stringify(response.body)).toBe(status);
	expect(firstError(response.body).extensions).toMatchObject(extensions);
	expect(await refundBooks(order)).toEqual(before);
	return firstError(response.body).message;
}

const paidOf = async (order: number) =>
	Number((await db('order_payments').where('order', order).sum({ n: 'amount' }).first())?.['n']);

const amounts = (rows: Array<{ method?: string; kind?: string; amount: number }>) =>
	rows.map((row) => [row.method ?? row.kind, row.amount]);

describe('refunding some lines and copies', () => {
	it('refunds one copy as paid, back in stock, the order still completed and its event naming what and who', async () => {
		const order = await sale();
		const answer = await refunded(admin, order.id, {
			lines: [{ line: order.a.line, quantity: 1, restock: true }],
			note: 'Wrong printing',
		});
		expect(answer).toMatchObject({ status: 'completed', amount: 1_083 });
		expect(answer.lines).toEqual([{ id: order.a.line, quantity: 2, refunded_quantity: 1 }]);
		expect(amounts(answer.payments)).toEqual([['card', -1_083]]);
		expect(answer.cash).toEqual([]);
		expect(answer.event).toMatchObject({
			from_status: 'completed',
			to_status: 'completed',
			user_created: adminId,
			note: 'Refunded 1 copy for $10.83 as paid.\nWrong printing',
		});
		expect(answer.movements).toEqual([
			expect.objectContaining({ sku: order.a.sku, delta: 1, reason: 'refund_restock', order: order.id }),
		]);
		expect((await skuState(admin, order.a.sku)).quantity).toBe(1);
	});

	it('refunds again without restocking (damaged), then the last copies refund the order: the parts add up to its total', async () => {
		const order = await sale();
		await refunded(admin, order.id, { lines: [{ line: order.a.line, quantity: 1, restock: true }] });
		const second = await refunded(admin, order.id, {
			lines: [{ line: order.b.line, quantity: 1, restock: false }],
		});
		expect(second).toMatchObject({ status: 'completed', amount: 541, movements: [] });
		expect((await skuState(admin, order.b.sku)).quantity).toBe(0);
		const last = await refunded(admin, order.id, {
			lines: [
				{ line: order.a.line, quantity: 1, restock: true },
				{ line: order.b.line, quantity: 1, restock: true },
			],
		});
		expect(last).toMatchObject({
			status: 'refunded',
			amount: 1_624,
			event: { from_status: 'completed', to_status: 'refunded' },
		});
		expect(1_083 + 541 + 1_624).toBe(3_248);
		expect(await paidOf(order.id)).toBe(0);
		expect((await skuState(admin, order.a.sku)).quantity).toBe(2);
		expect((await skuState(admin, order.b.sku)).quantity).toBe(1);
		expect(await db('card_day_sales').whereIn('card', db('skus').select('card').where('id', order.a.sku))).toEqual(
			[],
		);
	});

	it('pays back as paid store credit first, then card; to store credit, all as credit', async () => {
		const customer = await newCustomer('Exchanging Buyer');
		const order = await sale({ customer });
		const asPaid = await refunded(admin, order.id, { lines: [{ line: order.a.line, quantity: 1, restock: true }] });
		expect(amounts(asPaid.payments)).toEqual([
			['credit', -1_000],
			['card', -83],
		]);
		expect(asPaid.credit).toMatchObject({ amount: 1_000, reason: 'refund', customer });
		const toCredit = await refunded(admin, order.id, {
			to: 'credit',
			lines: [{ line: order.b.line, quantity: 2, restock: true }],
		});
		expect(toCredit).toMatchObject({ amount: 1_082, credit: { amount: 1_082, reason: 'refund' } });
		expect(amounts(toCredit.payments)).toEqual([['credit', -1_082]]);
		expect(await creditBalance(db, customer)).toBe(2_082);
	});

	it('pays back in cash from the open till whatever the order was paid with', async () => {
		const order = await sale();
		const answer = await refunded(admin, order.id, {
			to: 'cash',
			lines: [{ line: order.b.line, quantity: 1, restock: true }],
		});
		expect(amounts(answer.payments)).toEqual([['cash', -541]]);
		expect(amounts(answer.cash)).toEqual([['cash_refund', -541]]);
	});

	it('refunds a paid order not yet completed', async () => {
		const order = await sale({ complete: false });
		expect((await db('orders').select('status').where('id', order.id).first()).status).toBe('paid');
		expect(
			await refunded(admin, order.id, { lines: [{ line: order.a.line, quantity: 2, restock: true }] }),
		).toMatchObject({ status: 'paid', amount: 2_165 });
	});

	it('refunds the rest of a partly refunded order whole: only what it still holds, only the copies still sold', async () => {
		const order = await sale();
		await refunded(admin, order.id, { to: 'cash', lines: [{ line: order.a.line, quantity: 1, restock: true }] });
		const response = await admin.request('POST', `/deckhand/orders/${order.id}/transition`, {
			till,
			to: 'refunded',
			restock: true,
		});
		expect(response.status, JSON.stringify(response.body)).toBe(200);
		expect(amounts(response.body.data.payments)).toEqual([['card', -2_165]]);
		expect(await paidOf(order.id)).toBe(0);
		expect((await skuState(admin, order.a.sku)).quantity).toBe(2);
		expect(await db('order_lines').select('quantity', 'refunded_quantity').where('order', order.id)).toEqual([
			{ quantity: 2, refunded_quantity: 2 },
			{ quantity: 2, refunded_quantity: 2 },
		]);
	});
});

describe('who may refund lines, and what is refused with nothing changed', () => {
	const withLimit = async (limit: number | null, work: () => Promise<void>) => {
		const before = await admin.ok('GET', '/items/shop_settings?fields=staff_refund_limit');
		await admin.ok('PATCH', '/items/shop_settings', { staff_refund_limit: limit });
		try {
			await work();
		} finally {
			await admin.ok('PATCH', '/items/shop_settings', before);
		}
	};

	it('lets a clerk refund copies worth up to the staff refund limit, and refuses more by the limit', async () =>
		withLimit(1_100, async () => {
			const order = await sale();
			const answer = await refunded(staff, order.id, {
				lines: [{ line: order.a.line, quantity: 1, restock: true }],
			});
			expect(answer.event.user_created).toBe(staffId);
			const message = await expectRefused(
				staff,
				order.id,
				{
					lines: [
						{ line: order.b.line, quantity: 2, restock: true },
						{ line: order.a.line, quantity: 1, restock: true },
					],
				},
				422,
				{ code: 'REFUND_LIMIT_EXCEEDED', field: 'to', order: order.id, limit: 1_100, refund: 2_165 },
			);
			expect(message).toContain('above the staff refund limit of $11.00');
		}));

	it('refuses more copies than are left to refund, naming the bound', async () => {
		const order = await sale();
		await refunded(admin, order.id, { lines: [{ line: order.a.line, quantity: 1, restock: true }] });
		const message = await expectRefused(
			admin,
			order.id,
			{ lines: [{ line: order.a.line, quantity: 2, restock: true }] },
			400,
			{
				code: 'VALIDATION_FAILED',
				field: 'lines[0].quantity',
				min: 1,
				max: 1,
			},
		);
		expect(message).toBe('Refund 1: the line sold 2 and 1 are refunded, so at most 1 can be refunded.');
	});

	it('refuses a line of another order, a line listed twice, no quantity, and a destination it does not know', async () => {
		const order = await sale();
		const other = await sale();
		await expectRefused(admin, order.id, { lines: [{ line: other.a.line, quantity: 1, restock: true }] }, 400, {
			code: 'VALIDATION_FAILED',
			field: 'lines[0].line',
		});
		const twice = { line: order.a.line, quantity: 1, restock: true };
		await expectRefused(admin, order.id, { lines: [twice, twice] }, 400, {
			code: 'VALIDATION_FAILED',
			field: 'lines[1].line',
		});
		await expectRefused(admin, order.id, { lines: [{ ...twice, quantity: 0 }] }, 400, {
			code: 'VALIDATION_FAILED',
			field: 'lines[0].quantity',
		});
		await expectRefused(admin, order.id, { lines: [twice], to: 'gift card' }, 400, {
			code: 'VALIDATION_FAILED',
			field: 'to',
		});
		await expectRefused(admin, order.id, { lines: [] }, 400, { code: 'VALIDATION_FAILED', field: 'lines' });
	});

	it('refuses an open or refunded order, store credit without a customer, and cash without a till', async () => {
		const { sku } = await createSku(admin, { price: 1_000, stock: 1 });
		const open = await admin.ok('POST', '/deckhand/checkout', { channel: 'online', lines: [{ sku, quantity: 1 }] });
		await expectRefused(admin, open.id, { lines: [{ line: open.lines[0].id, quantity: 1, restock: true }] }, 409, {
			code: 'INVALID_TRANSITION',
			from: 'open',
		});
		const order = await sale();
		const a = { line: order.a.line, quantity: 1, restock: true };
		await expectRefused(admin, order.id, { lines: [a], to: 'credit' }, 400, {
			code: 'VALIDATION_FAILED',
			field: 'to',
		});
		await expectRefused(admin, order.id, { lines: [a], to: 'cash', till: null }, 400, {
			code: 'VALIDATION_FAILED',
			field: 'till',
		});
		await refunded(admin, order.id, {
			lines: [
				{ line: order.a.line, quantity: 2, restock: true },
				{ line: order.b.line, quantity: 2, restock: true },
			],
		});
		await expectRefused(admin, order.id, { lines: [a] }, 409, { code: 'INVALID_TRANSITION', from: 'refunded' });
	});

	it('refunds the last copy once when two people refund it at the same moment', async () => {
		const order = await sale();
		await refunded(admin, order.id, { lines: [{ line: order.a.line, quantity: 1, restock: true }] });
		const body = { lines: [{ line: order.a.line, quantity: 1, restock: true }] };
		const results = await Promise.all([0, 1].map((i) => refund(admin.on(i), order.id, body)));
		expect(results.map((result) => result.status).sort()).toEqual([200, 400]);
		const lost = results.find((result) => result.status === 400)!;
		expect(firstError(lost.body).extensions).toMatchObject({
			code: 'VALIDATION_FAILED',
			field: 'lines[0].quantity',
		});
		expect((await skuState(admin, order.a.sku)).quantity).toBe(2);
		expect(await paidOf(order.id)).toBe(3_248 - 2_165);
	});

	it('keeps the books whole after every refund above', async () => {
		expect(await findViolations(db)).toEqual({});
	});
});
