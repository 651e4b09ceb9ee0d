// The access matrix's probes of the routes that move stock, sell, refund and price (with a profile's password, a
// person's sign-in lock and store credit, which sit among them): the first part of `ROUTE_PROBES`.
import type { Role } from './access-matrix.ts';
import { completedOrder, must, openOrder, refundOfOne, stockedSku, unique, type MatrixShop } from './access-shop.ts';
import { customer, get, json, sku, type RouteProbe, type RouteRequest } from './access-route-probe.ts';
import { putMarketPrice } from './market-prices.ts';

/** The first price change of a SKU priced again since: one that can be restored. */
async function earlierPrice(shop: MatrixShop): Promise<number> {
	const stocked = await sku(shop);
	await must(shop, 'POST', '/deckhand/prices/set', { sku: stocked, price: 1_500 });
	return (await shop.db('price_changes').where('sku', stocked).orderBy('id').first('id')).id;
}

/** A reprice run the administrator applied. */
async function appliedRun(shop: MatrixShop): Promise<string> {
	return (
		await must(shop, 'POST', '/deckhand/prices/reprice', {
			selection: { skus: [await sku(shop)] },
			rule: { kind: 'percent', percent: 10 },
			preview: false,
		})
	).run;
}

/** A price move waiting for review: a market price far above the SKU's, repriced by the market. */
async function pendingReview(shop: MatrixShop): Promise<number> {
	const stocked = await sku(shop);
	await putMarketPrice(shop.db, stocked, 5_000);
	await must(shop, 'POST', '/deckhand/prices/reprice', {
		selection: { skus: [stocked] },
		rule: { kind: 'market', percent: 100 },
		reviewAbovePercent: 20,
		preview: false,
	});
	return (await shop.db('price_reviews').where({ sku: stocked, status: 'pending' }).first('id')).id;
}

/** Someone's own password, changed; kept as the new one when the server took it. */
function passwordChange(shop: MatrixShop, role: Role): RouteRequest {
	const account = role === 'administrator' ? shop.owner : shop.clerk;
	const next = unique('matrix-password-');
	return {
		...json('POST', '/deckhand/profile/password', { current_password: account.password, new_password: next }),
		settle: (answer) => {
			if (answer.status < 300) account.password = next;
		},
	};
}

export const STOCK_SALE_PRICE_PROBES: Record<string, RouteProbe> = {
	'POST /deckhand/stock/adjust': {
		request: async (shop) =>
			json('POST', '/deckhand/stock/adjust', { sku: await sku(shop), delta: 1, reason: 'count' }),
	},
	'POST /deckhand/checkout': {
		request: async (shop) =>
			json('POST', '/deckhand/checkout', {
				channel: 'counter',
				lines: [{ sku: await sku(shop), quantity: 1 }],
				payments: [{ method: 'card', amount: 1 }],
			}),
	},
	'POST /deckhand/orders/:id/transition': {
		request: async (shop) =>
			json('POST', `/deckhand/orders/${(await openOrder(shop)).order}/transition`, { to: 'cancelled' }),
		outside: async (shop) =>
			json('POST', `/deckhand/orders/${await completedOrder(shop)}/transition`, {
				to: 'refunded',
				till: shop.till,
			}),
	},
	// Within a clerk's limit of 0: a copy of a sale given free; just outside it, a copy of a sale paid in cash.
	'POST /deckhand/orders/:id/refund': {
		request: async (shop) => {
			const order = await completedOrder(shop, { amount: 1_000 });
			return json('POST', `/deckhand/orders/${order}/refund`, await refundOfOne(shop, order));
		},
		outside: async (shop) => {
			const order = await completedOrder(shop);
			return json('POST', `/deckhand/orders/${order}/refund`, await refundOfOne(shop, order));
		},
	},
	'POST /deckhand/profile/password': { request: async (shop, role) => passwordChange(shop, role) },
	'POST /deckhand/staff/:user/unlock': {
		request: async (shop) => json('POST', `/deckhand/staff/${shop.clerk.id}/unlock`),
	},
	'POST /deckhand/credit/adjust': {
		request: async (shop) =>
			json('POST', '/deckhand/credit/adjust', {
				customer: await customer(shop),
				amount: 500,
				note: 'Matrix credit',
			}),
	},
	'POST /deckhand/prices/reprice': {
		request: async (shop) =>
			json('POST', '/deckhand/prices/reprice', {
				selection: { skus: [await sku(shop)] },
				rule: { kind: 'set', price: 1_200 },
				preview: false,
			}),
	},
	'POST /deckhand/stock/regrade': {
		request: async (shop) =>
			json('POST', '/deckhand/stock/regrade', { sku: await sku(shop), quantity: 1, to: { condition: 'LP' } }),
	},
	'POST /deckhand/prices/set': {
		request: async (shop) => json('POST', '/deckhand/prices/set', { sku: await sku(shop), price: 1_300 }),
	},
	'POST /deckhand/prices/restore': {
		request: async (shop) => json('POST', '/deckhand/prices/restore', { change: await earlierPrice(shop) }),
	},
	'POST /deckhand/prices/undo-run': {
		request: async (shop) => json('POST', '/deckhand/prices/undo-run', { run: await appliedRun(shop) }),
	},
	'GET /deckhand/prices/history': {
		request: async (shop) => json('GET', `/deckhand/prices/history?skus=${await sku(shop)}`),
	},
	'GET /deckhand/prices/market': {
		request: async (shop) => json('GET', `/deckhand/prices/market?card=${(await stockedSku(shop)).card}`),
	},
	'GET /deckhand/prices/reviews': { request: get('/deckhand/prices/reviews') },
	'GET /deckhand/prices/runs': { request: get('/deckhand/prices/runs') },
	'POST /deckhand/prices/reviews/decide': {
		request: async (shop) =>
			json('POST', '/deckhand/prices/reviews/decide', { ids: [await pendingReview(shop)], accept: true }),
	},
};
