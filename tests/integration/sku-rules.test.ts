import { beforeAll, describe, expect, it } from 'vitest';
import { callers, firstError, type Caller } from '../harness/api.ts';
import { createSku, skuState } from '../harness/fixtures.ts';

let admin: Caller;
let staff: Caller;

beforeAll(async () => {
	({ admin, staff } = await callers());
});

describe('quantity changes only through stock movements', () => {
	it.each(['admin', 'staff'])('refuses a direct write of quantity by %s and changes nothing', async (who) => {
		const { sku } = await createSku(admin, { stock: 3 });
		const before = await skuState(admin, sku);
		const caller = who === 'admin' ? admin : staff;
		const response = await caller.request('PATCH', `/items/skus/${sku}`, { quantity: 50, bin: 'Z-99' });
		expect(response.status).toBe(400);
		expect(firstError(response.body).extensions).toMatchObject({ code: 'VALIDATION_FAILED', field: 'quantity' });
		expect(await skuState(admin, sku)).toEqual(before);
	});

	it('refuses a batch update that carries quantity', async () => {
		const a = await createSku(admin, { stock: 1 });
		const b = await createSku(admin, { stock: 1 });
		const response = await admin.request('PATCH', '/items/skus', { keys: [a.sku, b.sku], data: { quantity: 9 } });
		expect(response.status).toBe(400);
		expect((await skuState(admin, a.sku)).quantity).toBe(1);
		expect((await skuState(admin, b.sku)).quantity).toBe(1);
	});

	it('starts a new SKU at 0 and refuses one created with stock', async () => {
		const card = await admin.ok('POST', '/items/cards', { set: 1, name: 'Fresh card', collector_number: '7' });
		const refused = await admin.request('POST', '/items/skus', {
			card: card.id,
			condition: 'NM',
			finish: 'normal',
			language: 'EN',
			quantity: 4,
		});
		expect(refused.status).toBe(400);
		expect(firstError(refused.body).extensions.field).toBe('quantity');
		const none = await admin.get(`/items/skus?filter[card][_eq]=${card.id}`);
		expect(none.body.data).toHaveLength(0);

		const created = await admin.request('POST', '/items/skus', {
			card: card.id,
			condition: 'NM',
			finish: 'normal',
			language: 'EN',
		});
		expect(created.status).toBe(200);
		expect(created.body.data.quantity).toBe(0);
	});
});

describe('prices', () => {
	it('refuses a price change by staff with PRICE_CHANGE_FORBIDDEN and keeps the old price', async () => {
		const { sku } = await createSku(admin, { price: 1_250 });
		const response = await staff.request('PATCH', `/items/skus/${sku}`, { price: 999 });
		expect(response.status).toBe(403);
		expect(firstError(response.body).extensions.code).toBe('PRICE_CHANGE_FORBIDDEN');
		expect((await skuState(admin, sku)).price).toBe(1_250);
	});

	it('refuses a priced SKU created by staff, but lets staff add an unpriced one', async () => {
		const card = await admin.ok('POST', '/items/cards', { set: 1, name: 'Staff card', collector_number: '8' });
		const priced = await staff.request('POST', '/items/skus', {
			card: card.id,
			condition: 'LP',
			finish: 'normal',
			language: 'EN',
			price: 500,
		});
		expect(priced.status).toBe(403);
		expect(firstError(priced.body).extensions.code).toBe('PRICE_CHANGE_FORBIDDEN');
		const unpriced = await staff.request('POST', '/items/skus', {
			card: card.id,
			condition: 'LP',
			finish: 'normal',
			language: 'EN',
			bin: 'A-01-01',
		});
		expect(unpriced.status).toBe(200);
		expect(unpriced.body.data.price).toBeNull();
	});

	it('lets staff edit the bin and an administrator the barcode; the price moves only through the price ledger', async () => {
		const { sku } = await createSku(admin, { price: 1_000 });
		expect((await staff.request('PATCH', `/items/skus/${sku}`, { bin: 'C-02-03' })).status).toBe(200);
		expect((await admin.request('PATCH', `/items/skus/${sku}`, { barcode: `B-${sku}` })).status).toBe(200);
		expect((await admin.request('POST', '/deckhand/prices/set', { sku, price: 1_100 })).status).toBe(200);
		expect(await skuState(admin, sku)).toMatchObject({ price: 1_100, bin: 'C-02-03' });
	});
});

describe("a SKU's identity never changes", () => {
	const CHANGES = [
		['card', (other: number) => ({ card: other })],
		['condition', () => ({ condition: 'LP' })],
		['finish', () => ({ finish: 'foil' })],
		['language', () => ({ language: 'JP' })],
	] as const;

	for (const role of ['staff', 'admin'] as const)
		it.each(CHANGES)(
			`refuses %s changed by ${role === 'admin' ? 'an administrator' : 'staff'}, through REST and GraphQL, changing nothing`,
			async (field, change) => {
				const caller = role === 'admin' ? admin : staff;
				const { sku } = await createSku(admin, { price: 1_000, stock: 3 });
				const other = await createSku(admin);
				const before = await skuState(admin, sku);
				const rest = await caller.request('PATCH', `/items/skus/${sku}`, change(other.card));
				expect(rest.status).toBe(400);
				expect(firstError(rest.body).extensions).toMatchObject({ code: 'VALIDATION_FAILED', field });
				expect(firstError(rest.body).message).toContain('regrade');
				// GraphQL takes a relation as an object.
				const value =
					field === 'card' ? `{ id: ${other.card} }` : JSON.stringify(Object.values(change(other.card))[0]);
				const graphql = await caller.request('POST', '/graphql', {
					query: `mutation { update_skus_item(id: ${sku}, data: { ${field}: ${value} }) { id } }`,
				});
				expect(graphql.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
				const batch = await caller.request('PATCH', '/items/skus', { keys: [sku], data: change(other.card) });
				expect(batch.status).toBe(400);
				expect(await skuState(admin, sku)).toEqual(before);
				expect((await admin.get(`/items/skus/${sku}?fields=card`)).body.data.card).not.toBe(other.card);
			},
		);
});

describe('one SKU per card × condition × finish × language', () => {
	it('refuses a duplicate with DUPLICATE_SKU', async () => {
		const { card } = await createSku(admin);
		const response = await staff.request('POST', '/items/skus', {
			card,
			condition: 'NM',
			finish: 'normal',
			language: 'EN',
		});
		expect(response.status).toBe(409);
		expect(firstError(response.body).extensions.code).toBe('DUPLICATE_SKU');
		expect((await admin.get(`/items/skus?filter[card][_eq]=${card}`)).body.data).toHaveLength(1);
	});

	it('allows the same card in another language', async () => {
		const { card } = await createSku(admin);
		const response = await staff.request('POST', '/items/skus', {
			card,
			condition: 'NM',
			finish: 'normal',
			language: 'JP',
		});
		expect(response.status).toBe(200);
	});
});

describe('ledgers are written only by Deckhand commands', () => {
	it.each([
		['stock_movements', { sku: 1, delta: 5, reason: 'count' }],
		['credit_ledger', { customer: 1, amount: 10_000, reason: 'manual_adjustment', balance_after: 10_000 }],
		['order_events', { order: 1, to_status: 'completed' }],
	])('refuses a direct create in %s, even for an administrator', async (collection, payload) => {
		const before = await admin.get(`/items/${collection}?aggregate[count]=id`);
		const response = await admin.request('POST', `/items/${collection}`, payload);
		expect(response.status).toBe(403);
		expect(firstError(response.body).extensions.code).toBe('FORBIDDEN');
		expect((await admin.get(`/items/${collection}?aggregate[count]=id`)).body).toEqual(before.body);
	});

	it('refuses editing or deleting a stock movement', async () => {
		const { sku } = await createSku(admin, { stock: 2 });
		const [movement] = (await admin.get(`/items/stock_movements?filter[sku][_eq]=${sku}`)).body.data;
		expect((await admin.request('PATCH', `/items/stock_movements/${movement.id}`, { delta: 200 })).status).toBe(
			403,
		);
		expect((await admin.request('DELETE', `/items/stock_movements/${movement.id}`)).status).toBe(403);
		expect((await admin.get(`/items/stock_movements/${movement.id}`)).body.data.delta).toBe(2);
	});
});

describe('editions', () => {
	it('keeps a 1st Edition SKU apart from the same card without an edition, refuses a second one and never changes it', async () => {
		const card = await admin.ok('POST', '/items/cards', {
			set: 1,
			name: 'Edition card',
			collector_number: 'LOB-001',
		});
		const identity = { card: card.id, condition: 'NM', finish: 'normal', language: 'EN' };
		const plain = await admin.request('POST', '/items/skus', identity);
		const first = await admin.request('POST', '/items/skus', { ...identity, edition: 'first_edition' });
		expect([plain.status, first.status]).toEqual([200, 200]);
		expect(first.body.data.edition).toBe('first_edition');

		const again = await staff.request('POST', '/items/skus', { ...identity, edition: 'first_edition' });
		expect(again.status).toBe(409);
		expect(firstError(again.body).extensions).toMatchObject({
			code: 'DUPLICATE_SKU',
			existing: first.body.data.id,
		});

		const unknown = await admin.request('POST', '/items/skus', { ...identity, edition: 'second_edition' });
		expect(unknown.status).toBe(400);
		expect(firstError(unknown.body).extensions).toMatchObject({ code: 'VALIDATION_FAILED', field: 'edition' });

		const changed = await admin.request('PATCH', `/items/skus/${plain.body.data.id}`, { edition: 'unlimited' });
		expect(changed.status).toBe(400);
		expect(firstError(changed.body).extensions.field).toBe('edition');
		const skus = await admin.get(`/items/skus?filter[card][_eq]=${identity.card}&fields=edition&sort=id`);
		expect(skus.body.data).toEqual([{ edition: null }, { edition: 'first_edition' }]);
	});
});
