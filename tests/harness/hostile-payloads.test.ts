import { describe, expect, it } from 'vitest';
import { hostileRequests } from './hostile.ts';
import { HOSTILE_ROUTES } from './hostile-routes.ts';
import { PAYLOAD_ROUTES } from './hostile-payload-routes.ts';
import type { PayloadShop } from './hostile-payload-types.ts';
import { categoriesOf, hostilePayloads } from './hostile-payloads.ts';

/** A shop of made-up ids, each its own, so a payload naming the wrong record shows. */
const shop = Object.fromEntries(
	[
		'sku',
		'deletedSku',
		'customer',
		'otherCustomer',
		'deletedCustomer',
		'till',
		'session',
		'otherTill',
		'otherSession',
		'closedTill',
		'retiredTill',
		'order',
		'orderLine',
		'otherOrderLine',
		'buylist',
		'buylistLine',
		'otherBuylist',
		'otherBuylistLine',
		'review',
		'decidedReview',
		'priceChange',
		'importJob',
		'otherOrder',
	].map((name, index) => [name, 101 + index]),
) as unknown as PayloadShop;
Object.assign(shop, { run: '0b9c2f4e-6d1a-4c8e-9f3b-2a7d5e1c8b40', clerkPassword: 'clerk password' });

const key = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

/** Extension routes that read a JSON body: every one of them has semantic payloads. `DELETE /views/:id` reads only its query. */
const BODY_ROUTES = HOSTILE_ROUTES.filter(
	(route) =>
		route.path.startsWith('/deckhand/') &&
		route.method !== 'DELETE' &&
		(route.readsBody || key(route) === 'POST /deckhand/buylists'),
);

describe('semantic hostile payloads', () => {
	it('covers every extension route that reads a JSON body, and no other', () => {
		expect(PAYLOAD_ROUTES.map(key).sort()).toEqual(BODY_ROUTES.map(key).sort());
	});

	it.each(PAYLOAD_ROUTES.map((route) => [key(route), route] as const))(
		'%s: at least 30 payloads, in every category its fields call for',
		(_, route) => {
			const payloads = hostilePayloads(route, shop);
			expect(payloads.length).toBeGreaterThanOrEqual(30);
			expect([...new Set(payloads.map((payload) => payload.category))].sort()).toEqual(
				[...categoriesOf(route)].sort(),
			);
			// Each is a different request: no two payloads alike.
			expect(new Set(payloads.map((payload) => `${payload.path} ${payload.text}`)).size).toBe(payloads.length);
		},
	);

	it('breaks the valid request and nothing else: each payload keeps its route, and its JSON is what the label says', () => {
		const adjust = hostilePayloads(
			PAYLOAD_ROUTES.find((route) => route.path === '/deckhand/stock/adjust')!,
			shop,
		);
		const text = (label: string) => adjust.find((payload) => payload.label === label)?.text;
		expect(text('sku: left out')).toBe('{"delta":1,"reason":"count","note":"Counted again"}');
		expect(text('delta: 2^53+1')).toBe(
			`{"sku":${shop.sku},"delta":9007199254740993,"reason":"count","note":"Counted again"}`,
		);
		expect(text('note: a lone surrogate')).toContain('"note":"Half \\ud800 a character"');
		expect(text('__proto__ as a field')).toMatch(/^\{"__proto__":\{"admin":true\},"sku":/);
		expect(adjust.every((payload) => payload.path === '/deckhand/stock/adjust')).toBe(true);
		const cash = hostilePayloads(
			PAYLOAD_ROUTES.find((route) => route.path.endsWith('/cash'))!,
			shop,
		);
		expect(cash.find((payload) => payload.category === 'other ids')?.path).toBe(
			`/deckhand/tills/${shop.till}/sessions/${shop.otherSession}/cash`,
		);
	});

	it('puts 1 MB of text under the server’s body limit, so the field is refused, not the body', () => {
		for (const route of PAYLOAD_ROUTES)
			for (const payload of hostilePayloads(route, shop).filter((each) => each.category === '1 MB string'))
				expect(Buffer.byteLength(payload.text)).toBeLessThan(1024 * 1024);
	});

	it.each(
		HOSTILE_ROUTES.filter((route) => route.path.startsWith('/deckhand/') && route.method === 'GET').map(
			(route) => [key(route), route] as const,
		),
	)('%s: at least 30 malformed queries', (_, route) => {
		expect(hostileRequests(route).filter((request) => request.kind === 'query').length).toBeGreaterThanOrEqual(30);
	});
});
