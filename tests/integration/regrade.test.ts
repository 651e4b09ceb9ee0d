import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { findViolations } from '../../server/extensions/deckhand/src/books/invariants.ts';
import { callers, firstError, type Caller } from '../harness/api.ts';
import { openTestDb } from '../harness/books.ts';
import { createSku, skuState } from '../harness/fixtures.ts';

let admin: Caller;
let staff: Caller;
let anonymous: Caller;
let db: Knex;

beforeAll(async () => {
	({ admin, staff, anonymous } = await callers());
	db = openTestDb();
});
afterAll(() => db.destroy());

const regrade = (caller: Caller, body: unknown) => caller.request('POST', '/deckhand/stock/regrade', body);
const skusOf = (card: number) =>
	db('skus').where('card', card).orderBy('id').select('id', 'condition', 'finish', 'language', 'price', 'quantity');
const movementsOf = (sku: number) =>
	db('stock_movements')
		.where('sku', sku)
		.orderBy('id')
		.select('id', 'delta', 'reason', 'counterpart', 'note', 'user_created');
const counts = async () => ({
	skus: Number((await db('skus').count({ n: '*' }).first())?.['n']),
	movements: Number((await db('stock_movements').count({ n: '*' }).first())?.['n']),
	costs: Number((await db('sku_costs').count({ n: '*' }).first())?.['n']),
});

describe('POST /deckhand/stock/regrade', () => {
	it('moves copies to a new SKU of the same card, created unpriced, with two movements that name each other', async () => {
		const { card, sku } = await createSku(admin, { price: 2_000, stock: 5 });
		const response = await regrade(staff, { sku, quantity: 2, to: { condition: 'LP' }, note: '  edge wear  ' });
		expect(response.status, JSON.stringify(response.body)).toBe(200);
		const { from, to } = response.body.data;
		expect(from).toMatchObject({ sku, quantity: 3 });
		expect(to).toMatchObject({ quantity: 2, created: true });
		expect(await skusOf(card)).toEqual([
			{ id: sku, condition: 'NM', finish: 'normal', language: 'EN', price: 2_000, quantity: 3 },
			{ id: to.sku, condition: 'LP', finish: 'normal', language: 'EN', price: null, quantity: 2 },
		]);
		const [, out] = await movementsOf(sku);
		const [into] = await movementsOf(to.sku);
		expect(out).toMatchObject({ delta: -2, reason: 'regrade', counterpart: into!.id, note: 'edge wear' });
		expect(into).toMatchObject({ delta: 2, reason: 'regrade', counterpart: out!.id, note: 'edge wear' });
		const me = await staff.get('/users/me?fields=id');
		expect(out!.user_created).toBe(me.body.data.id);
	});

	it('moves copies onto an existing SKU of another card and finish, carrying the average cost', async () => {
		const source = await createSku(admin, { price: 1_000, stock: 4 });
		const target = await createSku(admin, { price: 3_000, stock: 2 });
		await db('sku_costs').insert([
			{ sku: source.sku, unit_cost: 400 },
			{ sku: target.sku, unit_cost: 1_000 },
		]);
		const response = await regrade(admin, { sku: source.sku, quantity: 2, to: { card: target.card } });
		expect(response.status, JSON.stringify(response.body)).toBe(200);
		expect(response.body.data.to).toMatchObject({ sku: target.sku, quantity: 4, created: false });
		// (2 × 1 000 + 2 × 400) / 4 = 700; the source's average stays.
		expect(
			await db('sku_costs').whereIn('sku', [source.sku, target.sku]).orderBy('sku').pluck('unit_cost'),
		).toEqual([400, 700]);
		expect((await skuState(admin, target.sku)).price).toBe(3_000);
	});

	it('keeps the books: quantity = Σ movements for both SKUs', async () => {
		expect(await findViolations(db)).toEqual({});
	});
});

describe('regrade refusals change nothing', () => {
	it('refuses more copies than are on hand with OUT_OF_STOCK, creating no SKU', async () => {
		const { sku } = await createSku(admin, { stock: 1 });
		const before = await counts();
		const response = await regrade(staff, { sku, quantity: 2, to: { condition: 'MP' } });
		expect(response.status).toBe(409);
		expect(firstError(response.body).extensions).toMatchObject({
			code: 'OUT_OF_STOCK',
			available: 1,
			requested: 2,
			field: 'quantity',
		});
		expect(await counts()).toEqual(before);
	});

	it('refuses anonymous visitors with 401', async () => {
		const { sku } = await createSku(admin, { stock: 1 });
		const before = await counts();
		const response = await regrade(anonymous, { sku, quantity: 1, to: { condition: 'MP' } });
		expect(response.status).toBe(401);
		expect(await counts()).toEqual(before);
	});

	it.each([
		[{ sku: undefined, quantity: 1, to: { condition: 'LP' } }, 'sku'],
		[{ sku: 'one', quantity: 1, to: { condition: 'LP' } }, 'sku'],
		[{ sku: 99_999_999, quantity: 1, to: { condition: 'LP' } }, 'sku'],
		[{ quantity: 0, to: { condition: 'LP' } }, 'quantity'],
		[{ quantity: 10_001, to: { condition: 'LP' } }, 'quantity'],
		[{ quantity: 1.5, to: { condition: 'LP' } }, 'quantity'],
		[{ quantity: 1 }, 'to'],
		[{ quantity: 1, to: {} }, 'to'],
		[{ quantity: 1, to: { condition: 'NM' } }, 'to'],
		[{ quantity: 1, to: { condition: 'Mint' } }, 'to.condition'],
		[{ quantity: 1, to: { finish: 'gold' } }, 'to.finish'],
		[{ quantity: 1, to: { language: '' } }, 'to.language'],
		[{ quantity: 1, to: { language: 'x'.repeat(9) } }, 'to.language'],
		[{ quantity: 1, to: { card: 0 } }, 'to.card'],
		[{ quantity: 1, to: { card: 99_999_999 } }, 'to.card'],
		[{ quantity: 1, to: { condition: 'LP' }, note: 'x'.repeat(1_001) }, 'note'],
		[{ quantity: 1, to: { condition: 'LP' }, note: 5 }, 'note'],
	])('refuses %j, naming %s', async (body, field) => {
		const { sku } = await createSku(admin, { stock: 3 });
		const before = await counts();
		const response = await regrade(staff, { sku, ...body });
		expect(response.status).toBe(400);
		expect(firstError(response.body).extensions).toMatchObject({ code: 'VALIDATION_FAILED', field });
		expect(await counts()).toEqual(before);
		expect((await skuState(admin, sku)).quantity).toBe(3);
	});
});
