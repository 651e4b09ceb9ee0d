import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callers, firstError, type Caller } from '../harness/api.ts';
import { openTestDb } from '../harness/books.ts';
import { INVARIANTS } from '../../server/extensions/deckhand/src/books/invariants.ts';

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

const latest = async () => (await admin.get('/deckhand/books')).body.data;
const checkNow = (caller: Caller) => caller.request('POST', '/deckhand/books/check');

describe('the books checker in the server', () => {
	it('has checked the books since the server started, and every rule holds', async () => {
		const response = await admin.get('/deckhand/books');
		expect(response.status, JSON.stringify(response.body)).toBe(200);
		// Another file may have asked for a check since (the access matrix sends every route a valid
		// request): the latest check that ran without being asked, at the start or on the schedule,
		// is read from the checker's table.
		const unasked = await db('books_checks')
			.whereIn('trigger', ['start', 'schedule'])
			.orderBy([
				{ column: 'started_ms', order: 'desc' },
				{ column: 'id', order: 'desc' },
			])
			.first('report');
		const report = JSON.parse(String(unasked.report));
		expect(report).toMatchObject({ status: 'holds', rules: INVARIANTS.length, broken: [], error: null });
		expect(report.duration_ms).toBeGreaterThanOrEqual(0);
	});

	it('names a broken rule and the SKU that breaks it when checked now, and holds again once repaired', async () => {
		const sku = await db('skus').where('quantity', '>', 0).first('id', 'quantity');
		await db('skus').where('id', sku.id).increment('quantity', 1);
		try {
			const broken = await checkNow(admin);
			expect(broken.status, JSON.stringify(broken.body)).toBe(200);
			expect(broken.body.data).toMatchObject({ status: 'broken', trigger: 'manual', error: null });
			expect(broken.body.data.broken).toEqual([
				{
					rule: 'stock-matches-movements',
					description: 'Stock on hand does not match the stock history (the sum of its stock movements).',
					subject: 'sku',
					ids: [sku.id],
					rows: [{ id: sku.id, quantity: sku.quantity + 1, total: sku.quantity }],
					more: false,
				},
			]);
			expect(await latest(), 'the status answers the latest result').toEqual(broken.body.data);
		} finally {
			await db('skus').where('id', sku.id).update({ quantity: sku.quantity });
		}
		const repaired = await checkNow(admin);
		expect(repaired.body.data).toMatchObject({ status: 'holds', trigger: 'manual', broken: [] });
		expect(Date.parse(repaired.body.data.checked_at)).toBeGreaterThan(Date.now() - 60_000);
	});

	it('names the day and card of a row of the sales summary changed behind its back, and holds again once repaired', async () => {
		const row = await db('card_day_sales').orderBy(['day', 'card']).first();
		const revenue = Number(row.revenue);
		await db('card_day_sales')
			.where({ day: row.day, card: row.card })
			.update({ revenue: revenue + 1 });
		try {
			const broken = (await checkNow(admin)).body.data;
			expect(broken).toMatchObject({ status: 'broken', trigger: 'manual', error: null });
			expect(broken.broken).toEqual([
				{
					rule: 'card-day-sales-match-lines',
					description:
						"The sales summary the top sellers and margins are read from does not match the sales' lines of a card on a day.",
					subject: 'card',
					ids: [row.card],
					rows: [
						expect.objectContaining({
							day: new Date(row.day * 86_400_000).toISOString().slice(0, 10),
							card: row.card,
							summary_revenue: revenue + 1,
							lines_revenue: revenue,
						}),
					],
					more: false,
				},
			]);
		} finally {
			await db('card_day_sales').where({ day: row.day, card: row.card }).update({ revenue });
		}
		expect((await checkNow(admin)).body.data).toMatchObject({ status: 'holds', broken: [] });
	});

	it('reports a check that cannot read the books as failed, not as a server error', async () => {
		await db.schema.renameTable('order_payments', 'order_payments_away');
		try {
			const response = await checkNow(admin);
			expect(response.status, JSON.stringify(response.body)).toBe(200);
			expect(response.body.data).toMatchObject({ status: 'failed', trigger: 'manual', broken: [] });
			expect(response.body.data.error).toMatch(/^The books could not be read: .*order_payments/);
		} finally {
			await db.schema.renameTable('order_payments_away', 'order_payments');
		}
		expect((await checkNow(admin)).body.data.status).toBe('holds');
	});

	it('refuses staff (403) and anonymous visitors (401), and runs nothing for them', async () => {
		// Checks asked for, counted: the scale profile's schedule records one of its own every two seconds meanwhile.
		const asked = async () =>
			Number((await db('books_checks').where('trigger', 'manual').count({ n: '*' }).first())?.['n']);
		const before = await asked();
		for (const [caller, status] of [
			[staff, 403],
			[anonymous, 401],
		] as const) {
			for (const response of [await caller.get('/deckhand/books'), await checkNow(caller)]) {
				expect(response.status, JSON.stringify(response.body)).toBe(status);
				expect(firstError(response.body).extensions.code).toBe('FORBIDDEN');
				expect(response.body.data).toBeUndefined();
			}
		}
		expect((await staff.get('/deckhand/books')).body.errors[0].message).toBe(
			'The books check is for administrators.',
		);
		expect(await asked()).toBe(before);
	});
});
