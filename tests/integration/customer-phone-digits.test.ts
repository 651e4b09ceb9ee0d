import { beforeAll, describe, expect, it } from 'vitest';
import { callers, type Caller } from '../harness/api.ts';

let admin: Caller;
let staff: Caller;

beforeAll(async () => {
	({ admin, staff } = await callers());
});

const tag = Date.now().toString(36);
const digitsOf = async (customer: number) =>
	(await admin.get(`/items/customers/${customer}?fields=phone,phone_digits`)).body.data;

async function createCustomer(caller: Caller, body: Record<string, unknown>): Promise<number> {
	const response = await caller.request('POST', '/items/customers', body);
	expect(response.status, JSON.stringify(response.body)).toBe(200);
	return response.body.data.id;
}

/** The customers the dashboard's list finds for a search box entry (Directus's own search), as staff. */
async function found(q: string): Promise<number[]> {
	const response = await staff.get(`/items/customers?fields=id&limit=-1&search=${encodeURIComponent(q)}`);
	expect(response.status, JSON.stringify(response.body)).toBe(200);
	return response.body.data.map((row: { id: number }) => row.id);
}

describe("the server keeps a customer's phone digits", () => {
	it('writes them from the phone on create and update, whatever a client sends for them', async () => {
		const customer = await createCustomer(staff, {
			name: `Phone ${tag}`,
			phone: '+1 (555) 010-3000',
			phone_digits: '0000',
		});
		expect(await digitsOf(customer)).toEqual({ phone: '+1 (555) 010-3000', phone_digits: '15550103000' });

		expect((await staff.request('PATCH', `/items/customers/${customer}`, { phone: '555.010.3001' })).status).toBe(
			200,
		);
		expect(await digitsOf(customer)).toEqual({ phone: '555.010.3001', phone_digits: '5550103001' });

		// A change of something else keeps them; a client's own value is ignored, administrators' included.
		expect(
			(await staff.request('PATCH', `/items/customers/${customer}`, { notes: 'Calls after six' })).status,
		).toBe(200);
		expect((await admin.request('PATCH', `/items/customers/${customer}`, { phone_digits: '999' })).status).toBe(
			200,
		);
		expect(await digitsOf(customer)).toEqual({ phone: '555.010.3001', phone_digits: '5550103001' });

		expect((await staff.request('PATCH', `/items/customers/${customer}`, { phone: null })).status).toBe(200);
		expect(await digitsOf(customer)).toEqual({ phone: null, phone_digits: null });
	});

	it('keeps them through GraphQL too', async () => {
		const response = await admin.request('POST', '/graphql', {
			query: `mutation { create_customers_item(data: { name: "Phone GraphQL ${tag}", phone: "(555) 010-3002", phone_digits: "1" }) { id phone_digits } }`,
		});
		expect(response.status, JSON.stringify(response.body)).toBe(200);
		expect(response.body.data.create_customers_item.phone_digits).toBe('5550103002');
	});
});

describe('phone search', () => {
	it('finds a customer however the number is written, with or without the country code, and not the neighbour', async () => {
		const national = await createCustomer(admin, { name: `National ${tag}`, phone: '(555) 010-2000' });
		const international = await createCustomer(admin, { name: `International ${tag}`, phone: '+1 555 010 2000' });
		const neighbour = await createCustomer(admin, { name: `Neighbour ${tag}`, phone: '(555) 010-2001' });
		for (const q of ['+1 (555) 010-2000', '555.010.2000', '5550102000', '010-2000']) {
			const ids = await found(q);
			expect(ids, q).toEqual(expect.arrayContaining([national, international]));
			expect(ids, q).not.toContain(neighbour);
		}
		expect(await found('010-200')).toEqual(expect.arrayContaining([national, international, neighbour]));
	});

	it("finds them through Directus's own search too, as the till searches, digits only however typed", async () => {
		const stored = await createCustomer(admin, { name: `Till ${tag}`, phone: '579-241-3116' });
		const neighbour = await createCustomer(admin, { name: `Till neighbour ${tag}`, phone: '579-241-3117' });
		const searched = async (q: string, more = '') => {
			const response = await staff.get(
				`/items/customers?fields=id,name&limit=-1&search=${encodeURIComponent(q)}${more}`,
			);
			expect(response.status, JSON.stringify(response.body)).toBe(200);
			return response.body.data.map((row: { id: number }) => row.id);
		};
		for (const q of ['579.241.3116', '+1 579 241 3116', '(579) 241-3116', '5792413116']) {
			const ids = await searched(q);
			expect(ids, q).toContain(stored);
			expect(ids, q).not.toContain(neighbour);
		}
		// The caller's own filter still holds, and a name is still searched as text.
		const filtered = `&filter=${encodeURIComponent(JSON.stringify({ id: { _neq: stored } }))}`;
		expect(await searched('579.241.3116', filtered)).not.toContain(stored);
		expect(await searched(`Till neighbour ${tag}`)).toEqual([neighbour]);
	});
});
