import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerAt, stackInfo, type Caller } from '../harness/api.ts';
import { startTestStack, type TestStack } from '../harness/test-stack.ts';
import { openTestTill } from '../harness/tills.ts';

let stack: TestStack | undefined;
let admin: Caller;

beforeAll(async () => {
	const { services } = stackInfo();
	// The scale profile keeps its cache in Redis; on its own, one server keeps it in memory.
	stack = await startTestStack({
		services,
		env: {
			CACHE_ENABLED: 'true',
			CACHE_STORE: services ? 'redis' : 'memory',
			CACHE_AUTO_PURGE: 'true',
			CACHE_TTL: '1h',
		},
	});
	admin = callerAt(stack.url, stack.admin.token);
}, 180_000);
afterAll(async () => {
	await stack?.destroy();
});

describe("with Directus's cache on", () => {
	it('serves the new quantity, price and order after each command, not a cached answer', async () => {
		const sku = 1;
		const read = async () => (await admin.get(`/items/skus/${sku}?fields=quantity,price`)).body.data;
		const first = await read();
		expect(await read()).toEqual(first);

		expect((await admin.request('POST', '/deckhand/stock/adjust', { sku, delta: 2, reason: 'count' })).status).toBe(
			200,
		);
		expect((await read()).quantity).toBe(first.quantity + 2);

		expect(
			(await admin.request('POST', '/deckhand/prices/set', { sku, price: (first.price ?? 0) + 1 })).status,
		).toBe(200);
		expect((await read()).price).toBe((first.price ?? 0) + 1);

		const orders = async () => (await admin.get('/items/orders?aggregate[count]=id')).body.data[0].count.id;
		const before = Number(await orders());
		const sale = await admin.request('POST', '/deckhand/checkout', {
			channel: 'counter',
			lines: [{ sku, quantity: 1 }],
			payments: [{ method: 'cash', amount: 100_000 }],
			complete: true,
			till: await openTestTill(admin),
		});
		expect(sale.status, JSON.stringify(sale.body)).toBe(200);
		expect(Number(await orders())).toBe(before + 1);
		expect((await read()).quantity).toBe(first.quantity + 1);
		const graphql = await admin.request('POST', '/graphql', { query: `{ skus_by_id(id: ${sku}) { quantity } }` });
		expect(graphql.body.data.skus_by_id.quantity).toBe(first.quantity + 1);
	});
});
