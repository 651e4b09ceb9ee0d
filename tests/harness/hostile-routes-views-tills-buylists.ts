// The hostile-request routes of the books, backups, saved views, the inventory and activity lists, tills, parked sales and buylists: the
// second part of `HOSTILE_ROUTES`.
import type { HostileRoute } from './hostile.ts';
import { asJson } from './hostile-bodies.ts';
import {
	ACTIVITY_QUERIES,
	CATALOGUE_CARD_QUERIES,
	INVENTORY_QUERIES,
	PICTURE_QUERIES,
	TILL_HISTORY_QUERIES,
	VIEW_LIST_QUERIES,
} from './hostile-queries.ts';

export const VIEW_TILL_BUYLIST_ROUTES: HostileRoute[] = [
	{ method: 'GET', path: '/deckhand/books' },
	{ method: 'POST', path: '/deckhand/books/check' },
	{ method: 'GET', path: '/deckhand/backups' },
	{ method: 'POST', path: '/deckhand/backups/restore', readsBody: true },
	{ method: 'GET', path: '/deckhand/views', queries: VIEW_LIST_QUERIES },
	{
		method: 'POST',
		path: '/deckhand/views',
		readsBody: true,
		bodies: [
			'{"name":"x","state":{"__proto__":"x"}}',
			asJson({ name: 'x', list: 'constructor', state: {} }),
			asJson({ name: 'x', state: { sort: { a: 1 } } }),
		],
	},
	{ method: 'DELETE', path: '/deckhand/views/:id', readsBody: true, queries: VIEW_LIST_QUERIES },
	{ method: 'GET', path: '/deckhand/inventory', queries: INVENTORY_QUERIES },
	{ method: 'GET', path: '/deckhand/catalogue/cards', queries: CATALOGUE_CARD_QUERIES },
	{ method: 'GET', path: '/deckhand/catalogue/cards/:card' },
	{ method: 'GET', path: '/deckhand/catalogue/pictures/:card', queries: PICTURE_QUERIES },
	{ method: 'POST', path: '/deckhand/catalogue/pictures/keep' },
	{ method: 'GET', path: '/deckhand/activity', queries: ACTIVITY_QUERIES },
	{ method: 'GET', path: '/deckhand/tills/sessions', queries: TILL_HISTORY_QUERIES },
	{ method: 'GET', path: '/deckhand/tills/:till/status' },
	{ method: 'GET', path: '/deckhand/tills/:till/sessions', queries: TILL_HISTORY_QUERIES },
	{
		method: 'POST',
		path: '/deckhand/tills/:till/open',
		readsBody: true,
		bodies: [asJson({ float: '100' }), asJson({ float: { _gt: 0 } }), '{"float":1e999}', asJson({ float: [1] })],
	},
	{
		method: 'POST',
		path: '/deckhand/tills/:till/sessions/:session/cash',
		readsBody: true,
		bodies: [
			asJson({ kind: '__proto__', amount: 1, reason: 'x' }),
			asJson({ kind: 'paid_out', amount: 1, reason: { a: 1 } }),
			asJson({ kind: 'paid_in', amount: '1', reason: 'x' }),
		],
	},
	{
		method: 'POST',
		path: '/deckhand/tills/:till/sessions/:session/close',
		readsBody: true,
		bodies: [asJson({ counted: '5' }), asJson({ counted: 5, note: { a: 1 } }), '{"counted":-0.5}'],
	},
	{ method: 'GET', path: '/deckhand/tills/:till/sessions/:session/report' },
	{ method: 'GET', path: '/deckhand/parked-sales' },
	{
		method: 'POST',
		path: '/deckhand/parked-sales',
		readsBody: true,
		bodies: [
			asJson({ till: '1', sale: {} }),
			asJson({ till: null, sale: { lines: { __proto__: 1 } } }),
			asJson({ till: null, sale: [1] }),
			'{"till":1e999,"sale":{}}',
		],
	},
	{ method: 'POST', path: '/deckhand/parked-sales/:id/resume' },
	{ method: 'DELETE', path: '/deckhand/parked-sales/:id' },
	// A new buylist takes an optional customer, so `{}` is a good request: only malformed paths, queries and JSON are sent (the wrong shapes are in the unit tests of `buylist-input.ts`).
	{ method: 'POST', path: '/deckhand/buylists' },
	{ method: 'GET', path: '/deckhand/buylists/:id' },
	{ method: 'GET', path: '/deckhand/buylists/:id/arrivals' },
	{
		method: 'PATCH',
		path: '/deckhand/buylists/:id',
		readsBody: true,
		bodies: [
			asJson({ customer: '1' }),
			asJson({ customer: { _gt: 0 } }),
			asJson({ customer: [1] }),
			'{"customer":1e999}',
		],
	},
	{
		method: 'POST',
		path: '/deckhand/buylists/:id/lines',
		readsBody: true,
		bodies: [
			asJson({ sku: '1', quantity: 1 }),
			asJson({ sku: 1, quantity: { _gt: 0 } }),
			asJson({ card: 1, condition: '__proto__', finish: 'normal', language: 'EN', quantity: 1 }),
			asJson({ card: 1, condition: 'NM', finish: 'normal', language: { a: 1 }, quantity: 1 }),
			'{"sku":1,"quantity":1e999}',
		],
	},
	{
		method: 'PATCH',
		path: '/deckhand/buylists/:id/lines/:line',
		readsBody: true,
		bodies: [
			asJson({ condition: 'valueOf' }),
			asJson({ offer: { cash_unit: '1', credit_unit: 2 } }),
			asJson({ offer: [1, 2] }),
			asJson({ quantity: -1 }),
			asJson({ language: '' }),
		],
	},
	{ method: 'DELETE', path: '/deckhand/buylists/:id/lines/:line' },
	{
		method: 'POST',
		path: '/deckhand/buylists/:id/transition',
		readsBody: true,
		bodies: [
			asJson({ to: '__proto__' }),
			asJson({ to: 'completed', payout: 'constructor' }),
			asJson({ to: 'completed', payout: 'cash', till: '1' }),
			asJson({ to: 'rejected', note: { a: 1 } }),
		],
	},
];
