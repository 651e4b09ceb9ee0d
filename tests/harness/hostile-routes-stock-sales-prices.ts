// The hostile-request routes that move stock, sell, refund and price (with a profile's password, a person's sign-in
// lock and store credit, which sit among them): the first part of `HOSTILE_ROUTES`.
import type { HostileRoute } from './hostile.ts';
import { asJson, MALFORMED_KEYS_ON_AN_ADJUSTMENT } from './hostile-bodies.ts';
import { PRICE_HISTORY_QUERIES } from './hostile-queries.ts';

export const STOCK_SALE_PRICE_ROUTES: HostileRoute[] = [
	{
		method: 'POST',
		path: '/deckhand/stock/adjust',
		readsBody: true,
		bodies: [
			asJson({ sku: '1', delta: 1, reason: 'count' }),
			'{"sku":1,"delta":1e999,"reason":"count"}',
			asJson({ sku: 1, delta: 1, reason: '__proto__' }),
		],
		rawBodies: MALFORMED_KEYS_ON_AN_ADJUSTMENT,
	},
	{
		method: 'POST',
		path: '/deckhand/checkout',
		readsBody: true,
		bodies: [
			asJson({ channel: 'counter', lines: [{ sku: { _gt: 0 }, quantity: 1 }] }),
			asJson({ channel: 'valueOf', lines: [] }),
			asJson({ channel: 'counter', lines: {} }),
			asJson({ channel: 'counter', lines: [{ sku: 1, quantity: 1 }], sale_key: { _nnull: true } }),
			asJson({ channel: 'counter', lines: [{ sku: 1, quantity: 1 }], sale_key: "' OR 1=1 --" }),
			asJson({
				channel: 'counter',
				lines: [{ sku: 1, quantity: 1 }],
				sale_key: `0b9c2f4e-6d1a-4c8e-9f3b-2a7d5e1c8b40\n${'x'.repeat(10_000)}`,
			}),
			asJson({ channel: 'counter', customer: 1, lines: [{ sku: 1, quantity: 1 }], trade_in: { _gt: 0 } }),
			asJson({ channel: 'counter', customer: 1, lines: [{ sku: 1, quantity: 1 }], trade_in: '1' }),
		],
	},
	{
		method: 'POST',
		path: '/deckhand/orders/:id/transition',
		readsBody: true,
		bodies: [
			asJson({ to: '__proto__' }),
			asJson({ to: 'constructor' }),
			asJson({ to: 'shipped', tracking_number: {} }),
		],
	},
	{
		method: 'POST',
		path: '/deckhand/orders/:id/refund',
		readsBody: true,
		bodies: [
			asJson({ to: '__proto__', lines: [] }),
			asJson({ to: 'credit', lines: [{ line: 1, quantity: 1, restock: 'yes' }] }),
			asJson({ to: 'tenders', lines: { 0: { line: 1, quantity: 1, restock: true } } }),
		],
	},
	{
		method: 'POST',
		path: '/deckhand/profile/password',
		readsBody: true,
		bodies: [
			asJson({ current_password: ['x'], new_password: 'long enough' }),
			asJson({ current_password: 'wrong one', new_password: { length: 9 } }),
			asJson({ current_password: 'wrong one', new_password: 'another one' }),
		],
	},
	{ method: 'POST', path: '/deckhand/staff/:user/unlock' },
	{
		method: 'POST',
		path: '/deckhand/credit/adjust',
		readsBody: true,
		bodies: [asJson({ customer: 1, amount: '5', note: 'x' }), asJson({ customer: [1], amount: 5, note: 'x' })],
	},
	{
		method: 'POST',
		path: '/deckhand/prices/reprice',
		readsBody: true,
		bodies: [
			asJson({ selection: { filter: { sort: 'valueOf' } }, rule: { kind: 'set', price: 1 } }),
			asJson({ selection: { skus: [1] }, rule: { kind: '__proto__' } }),
			asJson({ selection: { skus: [1] }, rule: { kind: 'market', percent: '90' } }),
			asJson({ selection: { skus: [1] }, rule: { kind: 'market', percent: 90 }, staleDays: { _gt: 0 } }),
			asJson({
				selection: { skus: [1] },
				rule: { kind: 'set', price: 1 },
				marginFloor: 'valueOf',
				reviewAbovePercent: [1],
			}),
		],
	},
	{
		method: 'POST',
		path: '/deckhand/stock/regrade',
		readsBody: true,
		bodies: [
			asJson({ sku: 1, quantity: 1, to: { condition: '__proto__' } }),
			asJson({ sku: 1, quantity: 1, to: 'LP' }),
			asJson({ sku: '1', quantity: 1, to: { condition: 'LP' } }),
			asJson({ sku: 1, quantity: 1, to: { card: { _gt: 0 } } }),
		],
	},
	{
		method: 'POST',
		path: '/deckhand/prices/set',
		readsBody: true,
		bodies: [
			asJson({ sku: '1', price: 1 }),
			asJson({ sku: 1, price: {} }),
			asJson({ sku: 1, price: '1e3' }),
			'{"sku":1,"price":1e999}',
		],
	},
	{
		method: 'POST',
		path: '/deckhand/prices/restore',
		readsBody: true,
		bodies: [asJson({ change: '1' }), asJson({ change: { _gt: 0 } }), asJson({ change: [1] })],
	},
	{
		method: 'POST',
		path: '/deckhand/prices/undo-run',
		readsBody: true,
		bodies: [asJson({ run: 1 }), asJson({ run: { _nnull: true } }), asJson({ run: "' or 1=1 --" })],
	},
	{ method: 'GET', path: '/deckhand/prices/history', queries: PRICE_HISTORY_QUERIES },
	{
		method: 'GET',
		path: '/deckhand/prices/market',
		queries: ['card=__proto__', 'card[]=1', 'card=1.5', 'card=-1', 'card=1e3', 'card=constructor'],
	},
	{
		method: 'GET',
		path: '/deckhand/prices/reviews',
		queries: [
			'status=__proto__',
			'status[]=pending',
			'status=constructor',
			'limit=valueOf',
			'limit=1e2',
			'offset=1e9',
			'offset[a]=1',
			'limit=101',
		],
	},
	{
		method: 'GET',
		path: '/deckhand/prices/runs',
		queries: [
			'limit=valueOf',
			'limit=1e2',
			'limit=0',
			'limit=101',
			'offset=1e9',
			'offset=-1',
			'offset[a]=1',
			'limit[]=5',
		],
	},
	{
		method: 'POST',
		path: '/deckhand/prices/reviews/decide',
		readsBody: true,
		bodies: [
			asJson({ ids: { _gt: 0 }, accept: true }),
			asJson({ ids: [1], accept: 'true' }),
			asJson({ ids: ['1'], accept: false }),
			'{"ids":[1e999],"accept":true}',
			asJson({ ids: [-1], accept: true }),
		],
	},
];
