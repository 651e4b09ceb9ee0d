import { beforeAll, describe, expect, it } from 'vitest';
import { callers, firstError, type Caller } from '../harness/api.ts';
import { createSku } from '../harness/fixtures.ts';

let admin: Caller;
let staff: Caller;

beforeAll(async () => {
	({ admin, staff } = await callers());
});

/** Reads the row's fields named in the payload, to prove a refused write left them as they were. */
async function fieldsOf(path: string, payload: Record<string, unknown>) {
	return (await admin.get(`${path}?fields=${Object.keys(payload).join(',')}`)).body.data;
}

describe('bounds of PRODUCT.md §5, refused for every role with the field and the bound named', () => {
	it.each([
		['admin', 'price', -1, '0 to 10000000'],
		['admin', 'price', 10_000_001, '0 to 10000000'],
		['admin', 'price', 12.5, 'whole number'],
		['admin', 'condition', 'MINT', 'NM, LP, MP, HP, DMG'],
		['staff', 'finish', 'gold', 'normal, foil, reverse_holo, etched'],
		['staff', 'bin', 'x'.repeat(41), 'at most 40'],
	])('skus: %s setting %s to %j', async (who, field, value, bound) => {
		const { sku } = await createSku(admin, { price: 700 });
		const caller = who === 'admin' ? admin : staff;
		const payload = { [field]: value };
		const before = await fieldsOf(`/items/skus/${sku}`, payload);
		const response = await caller.request('PATCH', `/items/skus/${sku}`, payload);
		expect(response.status).toBe(400);
		expect(firstError(response.body).extensions).toMatchObject({ code: 'VALIDATION_FAILED', field });
		expect(firstError(response.body).message).toContain(bound);
		expect(await fieldsOf(`/items/skus/${sku}`, payload)).toEqual(before);
	});

	it.each([
		['admin', { name: '' }, 'name', '1 to 200'],
		['staff', { name: '   ' }, 'name', '1 to 200'],
		['staff', { name: 'n'.repeat(201) }, 'name', '1 to 200'],
		['admin', { collector_number: '1'.repeat(21) }, 'collector_number', 'at most 20'],
		['staff', { kind: 'deck' }, 'kind', 'single, sealed'],
	])('cards: %s writing %j', async (who, payload, field, bound) => {
		const { card } = await createSku(admin);
		const caller = who === 'admin' ? admin : staff;
		const before = await fieldsOf(`/items/cards/${card}`, payload);
		const response = await caller.request('PATCH', `/items/cards/${card}`, payload);
		expect(response.status).toBe(400);
		expect(firstError(response.body).extensions).toMatchObject({ code: 'VALIDATION_FAILED', field });
		expect(firstError(response.body).message).toContain(bound);
		expect(await fieldsOf(`/items/cards/${card}`, payload)).toEqual(before);
	});

	it('refuses a new card without a name and stores nothing', async () => {
		const before = (await admin.get('/items/cards?aggregate[count]=id')).body;
		const response = await staff.request('POST', '/items/cards', { set: 1, name: '' });
		expect(firstError(response.body).extensions).toMatchObject({ code: 'VALIDATION_FAILED', field: 'name' });
		expect((await admin.get('/items/cards?aggregate[count]=id')).body).toEqual(before);
	});

	it.each([
		[{ email: 'not-an-address' }, 'email', 'valid address'],
		[{ name: '' }, 'name', '1 to 200'],
	])('customers: staff writing %j', async (payload, field, bound) => {
		const { id } = await staff.ok('POST', '/items/customers', { name: 'Valid Customer' });
		const response = await staff.request('PATCH', `/items/customers/${id}`, payload);
		expect(response.status).toBe(400);
		expect(firstError(response.body).extensions).toMatchObject({ code: 'VALIDATION_FAILED', field });
		expect(firstError(response.body).message).toContain(bound);
		expect((await admin.get(`/items/customers/${id}`)).body.data.name).toBe('Valid Customer');
	});

	it('keeps customer emails unique when present, and allows many customers without one', async () => {
		const email = `unique.${Date.now()}@mail.example.com`;
		expect((await staff.request('POST', '/items/customers', { name: 'First', email })).status).toBe(200);
		const duplicate = await staff.request('POST', '/items/customers', {
			name: 'Second',
			email: email.toUpperCase(),
		});
		expect(duplicate.status).toBe(400);
		expect(firstError(duplicate.body).extensions.code).toBe('RECORD_NOT_UNIQUE');
		expect((await staff.request('POST', '/items/customers', { name: 'No mail 1', email: '' })).status).toBe(200);
		expect((await staff.request('POST', '/items/customers', { name: 'No mail 2' })).status).toBe(200);
	});

	it.each([
		[{ tax_rate_bp: 3_001 }, 'tax_rate_bp', '0 to 3000'],
		[{ buylist_cash_percent: 101 }, 'buylist_cash_percent', '0 to 100'],
		[{ buylist_credit_percent: 40 }, 'buylist_credit_percent', 'at least the buylist cash %'],
		[{ condition_lp_percent: 100, condition_nm_percent: 90 }, 'condition_lp_percent', 'NM ≥ LP ≥ MP ≥ HP ≥ DMG'],
		[{ currency: 'dollars' }, 'currency', 'ISO 4217'],
		[{ staff_discount_cap_percent: -5 }, 'staff_discount_cap_percent', '0 to 100'],
	])('shop settings: admin writing %j', async (payload, field, bound) => {
		const before = (await admin.get('/items/shop_settings')).body.data;
		const response = await admin.request('PATCH', '/items/shop_settings', payload);
		expect(response.status).toBe(400);
		expect(firstError(response.body).extensions).toMatchObject({ code: 'VALIDATION_FAILED', field });
		expect(firstError(response.body).message).toContain(bound);
		expect((await admin.get('/items/shop_settings')).body.data).toEqual(before);
	});

	it('refuses shop settings changes by staff', async () => {
		const response = await staff.request('PATCH', '/items/shop_settings', { tax_rate_bp: 0 });
		expect(response.status).toBe(403);
	});
});
