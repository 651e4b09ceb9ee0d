import { beforeAll, describe, expect, it } from 'vitest';
import { openTestTill } from '../harness/tills.ts';
import { callers, type Caller } from '../harness/api.ts';
import { createSku } from '../harness/fixtures.ts';

/**
 * Reads are never stale: each command is sent to the first instance, and the items API and
 * GraphQL on the second (which has just answered, and on the scale profile cached, the state
 * before) show the new state at once. On SQLite both are the one server.
 */
let admin: Caller;

beforeAll(async () => {
	({ admin } = await callers());
});

const writer = () => admin.on(0);
const reader = () => admin.on(1);

async function graphql(query: string): Promise<any> {
	const response = await reader().request('POST', '/graphql', { query });
	expect(response.status, JSON.stringify(response.body)).toBe(200);
	return response.body.data;
}

/** A SKU's quantity and price as the second instance answers them, through both ways in. */
async function skuOnReader(sku: number) {
	const rest = (await reader().get(`/items/skus/${sku}?fields=quantity,price`)).body.data;
	const viaGraphql = (await graphql(`{ skus_by_id(id: ${sku}) { quantity price } }`)).skus_by_id;
	return { rest, graphql: viaGraphql };
}

async function orderOnReader(order: number) {
	const rest = (await reader().get(`/items/orders/${order}?fields=status`)).body.data;
	const viaGraphql = (await graphql(`{ orders_by_id(id: ${order}) { status } }`)).orders_by_id;
	return { rest, graphql: viaGraphql };
}

async function creditOnReader(customer: number) {
	const rest = (await reader().get(`/items/credit_ledger?filter[customer][_eq]=${customer}&aggregate[sum]=amount`))
		.body.data[0].sum.amount;
	const viaGraphql = (
		await graphql(
			`{ credit_ledger_aggregated(filter: { customer: { id: { _eq: ${customer} } } }) { sum { amount } } }`,
		)
	).credit_ledger_aggregated[0].sum.amount;
	return { rest: Number(rest ?? 0), graphql: Number(viaGraphql ?? 0) };
}

/** The state on the second instance before (read, so a cache holds it) and after a command sent to the first. */
async function acrossInstances<T>(
	read: () => Promise<T>,
	command: () => Promise<{ status: number; body: any }>,
): Promise<{ before: T; after: T; answer: any }> {
	const before = await read();
	const response = await command();
	expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
	return { before, after: await read(), answer: response.body };
}

const both = <T>(value: T) => ({ rest: value, graphql: value });

describe('after each command, the other instance reads the new state through the items API and GraphQL', () => {
	it('a checkout: the quantity', async () => {
		const { sku } = await createSku(admin, { price: 1_000, stock: 3 });
		const till = await openTestTill(admin);
		const { before, after } = await acrossInstances(
			() => skuOnReader(sku),
			() =>
				writer().request('POST', '/deckhand/checkout', {
					channel: 'counter',
					lines: [{ sku, quantity: 1 }],
					payments: [{ method: 'cash', amount: 2_000 }],
					complete: true,
					till,
				}),
		);
		expect(before).toEqual(both({ quantity: 3, price: 1_000 }));
		expect(after).toEqual(both({ quantity: 2, price: 1_000 }));
	});

	it('an order status change: the status and the stock put back', async () => {
		const { sku } = await createSku(admin, { price: 1_000, stock: 2 });
		const sale = await writer().request('POST', '/deckhand/checkout', {
			channel: 'counter',
			lines: [{ sku, quantity: 1 }],
		});
		expect(sale.status, JSON.stringify(sale.body)).toBe(200);
		const order = sale.body.data.id as number;
		await skuOnReader(sku);
		const { before, after } = await acrossInstances(
			() => orderOnReader(order),
			() => writer().request('POST', `/deckhand/orders/${order}/transition`, { to: 'cancelled' }),
		);
		expect(before).toEqual(both({ status: 'open' }));
		expect(after).toEqual(both({ status: 'cancelled' }));
		expect(await skuOnReader(sku)).toEqual(both({ quantity: 2, price: 1_000 }));
	});

	it('a stock adjustment and a regrade: the quantity', async () => {
		const { sku } = await createSku(admin, { price: 1_000, stock: 5 });
		const adjusted = await acrossInstances(
			() => skuOnReader(sku),
			() => writer().request('POST', '/deckhand/stock/adjust', { sku, delta: 2, reason: 'count' }),
		);
		expect(adjusted.after).toEqual(both({ quantity: 7, price: 1_000 }));
		const regraded = await acrossInstances(
			() => skuOnReader(sku),
			() => writer().request('POST', '/deckhand/stock/regrade', { sku, quantity: 3, to: { condition: 'MP' } }),
		);
		expect(regraded.after).toEqual(both({ quantity: 4, price: 1_000 }));
		expect(await skuOnReader(regraded.answer.data.to.sku)).toEqual(both({ quantity: 3, price: null }));
	});

	it('a price set, restored and repriced: the price', async () => {
		const { sku } = await createSku(admin, { price: 1_000 });
		const set = await acrossInstances(
			() => skuOnReader(sku),
			() => writer().request('POST', '/deckhand/prices/set', { sku, price: 1_500 }),
		);
		expect(set.after).toEqual(both({ quantity: 0, price: 1_500 }));
		const history = await reader().get(`/deckhand/prices/history?skus=${sku}`);
		const opening = history.body.data.find((change: { new_price: number }) => change.new_price === 1_000);
		const restored = await acrossInstances(
			() => skuOnReader(sku),
			() => writer().request('POST', '/deckhand/prices/restore', { change: opening.id }),
		);
		expect(restored.after).toEqual(both({ quantity: 0, price: 1_000 }));
		const repriced = await acrossInstances(
			() => skuOnReader(sku),
			() =>
				writer().request('POST', '/deckhand/prices/reprice', {
					selection: { skus: [sku] },
					rule: { kind: 'percent', percent: 10 },
					preview: false,
				}),
		);
		expect(repriced.after).toEqual(both({ quantity: 0, price: 1_100 }));
	});

	it('a store credit adjustment: the balance', async () => {
		const customer = (await admin.ok('POST', '/items/customers', { name: `Fresh reads ${Date.now()}` }))
			.id as number;
		const given = await acrossInstances(
			() => creditOnReader(customer),
			() => writer().request('POST', '/deckhand/credit/adjust', { customer, amount: 700, note: 'Goodwill' }),
		);
		expect(given.before).toEqual(both(0));
		expect(given.after).toEqual(both(700));
	});

	it('a saved view saved and deleted: the presets', async () => {
		const presets = async () =>
			((await reader().get('/presets?fields=id&limit=-1')).body.data as Array<{ id: number }>).map(
				(preset) => preset.id,
			);
		const saved = await acrossInstances(presets, () =>
			writer().request('POST', '/deckhand/views', { name: `Fresh ${Date.now()}`, state: { sort: '-price' } }),
		);
		const id = saved.answer.data.id as number;
		expect(saved.before).not.toContain(id);
		expect(saved.after).toContain(id);
		const deleted = await acrossInstances(presets, () => writer().request('DELETE', `/deckhand/views/${id}`));
		expect(deleted.after).not.toContain(id);
	});
});
