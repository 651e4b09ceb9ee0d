import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { type Caller, callers, expectOk, firstError } from '../harness/api.ts';
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

const setPrice = (caller: Caller, sku: number, price: number | null) =>
	caller.request('POST', '/deckhand/prices/set', { sku, price });
const restore = (caller: Caller, change: number) => caller.request('POST', '/deckhand/prices/restore', { change });
const history = async (sku: number) => {
	const response = await admin.get(`/deckhand/prices/history?skus=${sku}`);
	expect(response.status, JSON.stringify(response.body)).toBe(200);
	return response.body.data as Array<{
		id: number;
		old_price: number | null;
		new_price: number | null;
		reason: string;
		restored_from: number | null;
		who: { email: string } | null;
	}>;
};
const ledgerRows = async () => Number((await db('price_changes').count({ n: '*' }).first())?.['n']);

describe('the price ledger', () => {
	it('records every price a SKU is given, old → new, with who, newest first: the first price too', async () => {
		const { sku } = await createSku(admin, { price: 1_000 });
		expect((await setPrice(admin, sku, 1_250)).status).toBe(200);
		const rows = await history(sku);
		expect(rows.map((row) => [row.old_price, row.new_price, row.reason])).toEqual([
			[1_000, 1_250, 'edit'],
			[null, 1_000, 'edit'],
		]);
		const me = await admin.get('/users/me?fields=email');
		expect(rows[0]!.who?.email).toBe(me.body.data.email);
	});

	it('restores any earlier price as a new change naming the one restored, stock untouched', async () => {
		const { sku } = await createSku(admin, { price: 1_000, stock: 4 });
		expectOk(await setPrice(admin, sku, 1_600));
		expectOk(await setPrice(admin, sku, 1_800));
		const [, , first] = await history(sku);
		const before = await skuState(admin, sku);
		const restored = await restore(admin, first!.id);
		expect(restored.status, JSON.stringify(restored.body)).toBe(200);
		expect(await skuState(admin, sku)).toEqual({ ...before, price: 1_000 });
		const [latest] = await history(sku);
		expect(latest).toMatchObject({
			old_price: 1_800,
			new_price: 1_000,
			reason: 'restore',
			restored_from: first!.id,
		});
	});

	it('gives every seeded SKU its opening price as the first entry, so the first change shows where it came from', async () => {
		const seeded = await db('skus').whereNotNull('price').orderBy('id').first('id', 'price');
		const [opening] = (await history(Number(seeded.id))).slice(-1);
		expect(opening).toMatchObject({ old_price: null, new_price: Number(seeded.price), reason: 'import' });
	});

	it('puts a reprice run into the ledger, one row per SKU changed, under one run id', async () => {
		const one = await createSku(admin, { price: 1_000 });
		const two = await createSku(admin, { price: 2_000 });
		const run = await admin.request('POST', '/deckhand/prices/reprice', {
			selection: { skus: [one.sku, two.sku] },
			rule: { kind: 'percent', percent: 10 },
			rounding: 'none',
			preview: false,
		});
		expect(run.status, JSON.stringify(run.body)).toBe(200);
		const rows = await db('price_changes')
			.whereIn('sku', [one.sku, two.sku])
			.andWhere('reason', 'reprice')
			.orderBy('id')
			.select('sku', 'old_price', 'new_price', 'run');
		expect(rows.map((row) => [Number(row.sku), Number(row.old_price), Number(row.new_price)])).toEqual([
			[one.sku, 1_000, 1_100],
			[two.sku, 2_000, 2_200],
		]);
		expect(new Set(rows.map((row) => row.run))).toEqual(new Set([run.body.data.run]));
	});

	it('writes nothing for a price set to what it already is', async () => {
		const { sku } = await createSku(admin, { price: 700 });
		const before = await ledgerRows();
		const same = await setPrice(admin, sku, 700);
		expect(same.status).toBe(200);
		expect(same.body.data.change).toBeNull();
		expect(await ledgerRows()).toBe(before);
	});
});

describe('who may change a price, and how', () => {
	it.each([
		['staff', 403, 'PRICE_CHANGE_FORBIDDEN'],
		['anonymous', 401, 'FORBIDDEN'],
	] as const)('refuses %s setting or restoring a price, changing nothing', async (who, status, code) => {
		const caller = who === 'staff' ? staff : anonymous;
		const { sku } = await createSku(admin, { price: 1_000 });
		expectOk(await setPrice(admin, sku, 1_450));
		const [, first] = await history(sku);
		const before = { sku: await skuState(admin, sku), rows: await ledgerRows() };
		for (const response of [await setPrice(caller, sku, 1), await restore(caller, first!.id)]) {
			expect(response.status).toBe(status);
			expect(firstError(response.body).extensions.code).toBe(code);
		}
		expect({ sku: await skuState(admin, sku), rows: await ledgerRows() }).toEqual(before);
	});

	it.each([
		['the price through the items API', { price: 1_234 }, 'price'],
		['the quantity through the items API', { quantity: 3 }, 'quantity'],
	])('refuses the owner changing %s: the ledger would not know', async (_what, patch, field) => {
		const { sku } = await createSku(admin, { price: 1_000 });
		const before = { sku: await skuState(admin, sku), rows: await ledgerRows() };
		const response = await admin.request('PATCH', `/items/skus/${sku}`, patch);
		expect(response.status).toBe(400);
		expect(firstError(response.body).extensions).toMatchObject({ code: 'VALIDATION_FAILED', field });
		expect({ sku: await skuState(admin, sku), rows: await ledgerRows() }).toEqual(before);
	});

	it('refuses a SKU created with a price through the items API, by the owner (VALIDATION_FAILED) and by staff (PRICE_CHANGE_FORBIDDEN)', async () => {
		const { card } = await createSku(admin);
		const skusBefore = await db('skus').where('card', card).count({ n: '*' }).first();
		const byOwner = await admin.request('POST', '/items/skus', { card, condition: 'LP', price: 500 });
		expect(firstError(byOwner.body).extensions).toMatchObject({ code: 'VALIDATION_FAILED', field: 'price' });
		const byStaff = await staff.request('POST', '/items/skus', { card, condition: 'LP', price: 500 });
		expect(firstError(byStaff.body).extensions.code).toBe('PRICE_CHANGE_FORBIDDEN');
		expect(await db('skus').where('card', card).count({ n: '*' }).first()).toEqual(skusBefore);
	});

	it.each([
		[{ sku: 0, price: 100 }, 'sku'],
		[{ price: 100 }, 'sku'],
		[{ sku: 1, price: -1 }, 'price'],
		[{ sku: 1, price: 10_000_001 }, 'price'],
		[{ sku: 1, price: 1.5 }, 'price'],
		[{ sku: 1, price: '100' }, 'price'],
		[{ sku: 99_999_999, price: 100 }, 'sku'],
	])('refuses the owner setting %j, naming %s, changing nothing', async (body, field) => {
		const before = await ledgerRows();
		const response = await admin.request('POST', '/deckhand/prices/set', body);
		expect(response.status).toBe(400);
		expect(firstError(response.body).extensions).toMatchObject({ code: 'VALIDATION_FAILED', field });
		expect(await ledgerRows()).toBe(before);
	});

	it.each([[{}], [{ change: 'x' }], [{ change: 99_999_999 }]])(
		'refuses restoring %j, naming the change',
		async (body) => {
			const response = await admin.request('POST', '/deckhand/prices/restore', body);
			expect(response.status).toBe(400);
			expect(firstError(response.body).extensions).toMatchObject({ code: 'VALIDATION_FAILED', field: 'change' });
		},
	);

	it('cannot be reached through the items API or GraphQL: Directus does not see the ledger', async () => {
		for (const [method, path, body] of [
			['GET', '/items/price_changes', undefined],
			['POST', '/items/price_changes', { sku: 1, old_price: 1, new_price: 2, reason: 'edit' }],
		] as const) {
			const response = await admin.request(method, path, body);
			expect(response.status).toBe(403);
		}
		const graphql = await admin.request('POST', '/graphql', { query: '{ price_changes { id } }' });
		expect(graphql.body.errors?.length).toBeGreaterThan(0);
	});

	it('lets staff read the history (prices are not secret), never anonymous visitors; bad queries are named', async () => {
		const { sku } = await createSku(admin, { price: 900 });
		expect((await staff.get(`/deckhand/prices/history?skus=${sku}`)).body.data).toHaveLength(1);
		expect((await anonymous.get(`/deckhand/prices/history?skus=${sku}`)).status).toBe(401);
		for (const [query, field] of [
			['', 'skus'],
			['skus=a', 'skus'],
			['skus=1,,2', 'skus'],
			[`skus=${sku}&limit=0`, 'limit'],
			[`skus=${sku}&limit=501`, 'limit'],
		]) {
			const response = await staff.get(`/deckhand/prices/history?${query}`);
			expect(response.status, query).toBe(400);
			expect(firstError(response.body).extensions.field).toBe(field);
		}
	});
});

describe('staff and revisions', () => {
	it.each([
		['the list', '/revisions'],
		['a SKU’s revisions', '/revisions?filter[collection][_eq]=skus&fields=delta,data'],
		['one revision', '/revisions/1'],
		['revisions through activity', '/activity?fields=revisions.data'],
	])('refuses staff reading %s with 403 and no data', async (_what, path) => {
		const response = await staff.get(path);
		expect(response.status).toBe(403);
		expect(firstError(response.body).extensions.code).toBe('FORBIDDEN');
		expect(response.body.data).toBeUndefined();
	});

	it('answers staff nothing about revisions through GraphQL', async () => {
		const response = await staff.request('POST', '/graphql/system', { query: '{ revisions { id data delta } }' });
		expect(response.body.data?.revisions ?? null).toBeNull();
		expect(response.body.errors?.length).toBeGreaterThan(0);
	});
});
