import { beforeAll, describe, expect, it } from 'vitest';
import { callers, firstError, type Caller } from '../harness/api.ts';
import { createSku, skuState } from '../harness/fixtures.ts';

let admin: Caller;
let staff: Caller;

beforeAll(async () => {
	({ admin, staff } = await callers());
});

const FIELDS = 'id,item,delta,activity.action,activity.user.email';

/** A SKU's revisions that carry a price, newest first, read as the owner. */
async function priceRevisions(sku: number) {
	const response = await admin.get(`/revisions?filter[collection][_eq]=skus&filter[item][_eq]=${sku}&fields=${FIELDS}&sort=-id&limit=-1`);
	expect(response.status).toBe(200);
	return (response.body.data as Array<{ id: number; delta: Record<string, unknown>; activity: { action: string; user: { email: string } } }>).filter((revision) => 'price' in revision.delta);
}

const setPrice = (caller: Caller, sku: number, price: number | null) => caller.request('PATCH', `/items/skus/${sku}`, { price });

describe('price history from revisions', () => {
	it('keeps a revision with delta.price and who made it for every price change by the owner', async () => {
		const { sku } = await createSku(admin, { price: 1_000 });
		expect((await setPrice(admin, sku, 1_250)).status).toBe(200);
		const revisions = await priceRevisions(sku);
		expect(revisions.map((revision) => [revision.activity.action, revision.delta['price']])).toEqual([['update', 1_250], ['create', 1_000]]);
		const me = await admin.get('/users/me?fields=email');
		expect(revisions[0]!.activity.user.email).toBe(me.body.data.email);
	});

	it('restores an earlier price by writing the price alone, leaving a new revision and the stock untouched', async () => {
		const { sku } = await createSku(admin, { price: 1_000, stock: 4 });
		await setPrice(admin, sku, 1_600);
		const before = await skuState(admin, sku);
		const restored = await setPrice(admin, sku, 1_000);
		expect(restored.status).toBe(200);
		expect(await skuState(admin, sku)).toEqual({ ...before, price: 1_000 });
		const revisions = await priceRevisions(sku);
		expect(revisions.map((revision) => revision.delta['price'])).toEqual([1_000, 1_600, 1_000]);
		expect(Object.keys(revisions[0]!.delta).sort()).toEqual(['date_updated', 'price']);
	});

	it('cannot restore through Directus’s whole-row revert: it would write the quantity, which the server refuses', async () => {
		const { sku } = await createSku(admin, { price: 1_000, stock: 2 });
		await setPrice(admin, sku, 1_300);
		const [, created] = await priceRevisions(sku);
		const before = await skuState(admin, sku);
		const revert = await admin.request('POST', `/utils/revert/${created!.id}`);
		expect(revert.status).toBe(400);
		expect(firstError(revert.body).extensions).toMatchObject({ code: 'VALIDATION_FAILED', field: 'quantity' });
		expect(await skuState(admin, sku)).toEqual(before);
	});
});

describe('staff and price history', () => {
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

	it('refuses a clerk restoring an earlier price with PRICE_CHANGE_FORBIDDEN, changing nothing', async () => {
		const { sku } = await createSku(admin, { price: 1_000 });
		await setPrice(admin, sku, 1_450);
		const before = await skuState(admin, sku);
		const revisionsBefore = await priceRevisions(sku);
		const response = await setPrice(staff, sku, 1_000);
		expect(response.status).toBe(403);
		expect(firstError(response.body).extensions.code).toBe('PRICE_CHANGE_FORBIDDEN');
		expect(await skuState(admin, sku)).toEqual(before);
		expect(await priceRevisions(sku)).toEqual(revisionsBefore);
	});
});
