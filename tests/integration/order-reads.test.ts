import { beforeAll, describe, expect, it } from 'vitest';
import { openTestTill } from '../harness/tills.ts';
import { callers, callerWithToken, signIn, type Caller } from '../harness/api.ts';
import { createSku } from '../harness/fixtures.ts';

let admin: Caller;
let staff: Caller;

beforeAll(async () => {
	({ admin, staff } = await callers());
});

const MISSING = 99_999_999;

/** A signed-in user whose role may read SKUs and nothing the order and customer screens read. */
async function stockCounter(): Promise<Caller> {
	const tag = Date.now().toString(36);
	const policy = await admin.request('POST', '/policies', {
		name: `Stock counter ${tag}`,
		icon: 'inventory',
		admin_access: false,
		app_access: false,
		permissions: [{ collection: 'skus', action: 'read', fields: ['*'], permissions: {} }],
	});
	expect(policy.status, JSON.stringify(policy.body)).toBe(200);
	const role = await admin.request('POST', '/roles', {
		name: `Stock counter ${tag}`,
		icon: 'inventory',
		policies: [{ policy: policy.body.data.id }],
	});
	expect(role.status, JSON.stringify(role.body)).toBe(200);
	const email = `counter-${tag}@deckhand.example.com`;
	const user = await admin.request('POST', '/users', { email, password: `pass-${tag}`, role: role.body.data.id });
	expect(user.status, JSON.stringify(user.body)).toBe(200);
	return callerWithToken((await signIn(email, `pass-${tag}`)).access_token);
}

describe('a missing record is told from a forbidden one', () => {
	it.each(['orders', 'customers'])(
		'answers a filtered read of a missing %s row with no rows, where a read by key answers 403 as for a forbidden one',
		async (collection) => {
			const filtered = await staff.get(`/items/${collection}?filter[id][_eq]=${MISSING}&fields=id`);
			expect([filtered.status, filtered.body.data]).toEqual([200, []]);
			// Why the screens filter: by key, a missing row and a forbidden one give the same answer.
			expect((await staff.get(`/items/${collection}/${MISSING}`)).status).toBe(403);
			expect((await admin.get(`/items/${collection}/${MISSING}`)).status).toBe(403);
		},
	);

	it.each(['orders', 'customers'])(
		'answers 403 to a filtered read of %s by a role that may not read them, missing row or not',
		async (collection) => {
			const counter = await stockCounter();
			const [existing] = (await admin.get(`/items/${collection}?fields=id&limit=1`)).body.data;
			for (const id of [existing.id, MISSING])
				expect((await counter.get(`/items/${collection}?filter[id][_eq]=${id}&fields=id`)).status).toBe(403);
			expect((await counter.get('/permissions/me')).body.data[collection]).toBeUndefined();
		},
	);
});

describe('staff read who changed an order', () => {
	it('names the clerk who sold and the owner who refunded, as the order page asks', async () => {
		const { sku } = await createSku(admin, { price: 1_000, stock: 2 });
		const till = await openTestTill(admin);
		const sale = await staff.request('POST', '/deckhand/checkout', {
			channel: 'counter',
			lines: [{ sku, quantity: 1 }],
			payments: [{ method: 'cash', amount: 2_000 }],
			complete: true,
			till,
		});
		expect(sale.status, JSON.stringify(sale.body)).toBe(200);
		const order = sale.body.data.id;
		expect(
			(
				await admin.request('POST', `/deckhand/orders/${order}/transition`, {
					to: 'refunded',
					restock: true,
					till,
				})
			).status,
		).toBe(200);

		const people = ['user_created.first_name', 'user_created.last_name', 'user_created.email'].join(',');
		const events = await staff.get(
			`/items/order_events?filter[order][_eq]=${order}&fields=to_status,${people}&sort=id`,
		);
		expect(events.status, JSON.stringify(events.body)).toBe(200);
		const admins = (await admin.get('/users/me?fields=first_name,last_name,email')).body.data;
		const clerk = (await staff.get('/users/me?fields=first_name,last_name,email')).body.data;
		expect(events.body.data).toEqual([
			{ to_status: 'completed', user_created: clerk },
			{ to_status: 'refunded', user_created: admins },
		]);
		expect(clerk.first_name).toEqual(expect.any(String));
		const header = await staff.get(`/items/orders?filter[id][_eq]=${order}&fields=${people}`);
		expect(header.body.data).toEqual([{ user_created: clerk }]);
	});
});
