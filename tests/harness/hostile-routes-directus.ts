// Directus's own routes that Deckhand's hooks guard (comment scope, upload and import forms, upload limit): the last
// part of `HOSTILE_ROUTES`.
import type { HostileRoute } from './hostile.ts';
import { asJson, BROKEN_UPLOADS } from './hostile-bodies.ts';

export const DIRECTUS_ROUTES: HostileRoute[] = [
	{
		method: 'GET',
		path: '/comments',
		directus: true,
		queries: ['filter={bad', 'filter=[1]', 'filter=5', 'filter="x"', 'filter[_and]=x', 'meta=total_count&filter={'],
	},
	{
		method: 'SEARCH',
		path: '/comments',
		readsBody: true,
		directus: true,
		bodies: [
			{ query: { filter: '{bad' } },
			{ query: { filter: [1] } },
			{ query: { filter: 5 } },
			{ query: { filter: 'true' } },
			{ query: 'x' },
			{ query: 5 },
			{ query: [] },
			{ keys: 'x' },
			{ keys: [{}] },
			{ query: { sort: 'valueOf' } },
			{ query: { aggregate: 'x' } },
			{ query: { meta: { a: 1 } } },
			{ query: { fields: ['__proto__'] } },
			{ query: { deep: '{bad' } },
		].map(asJson),
	},
	{ method: 'POST', path: '/files', readsBody: true, directus: true, rawBodies: BROKEN_UPLOADS },
	{ method: 'POST', path: '/utils/import/customers', readsBody: true, directus: true, rawBodies: BROKEN_UPLOADS },
	{
		method: 'POST',
		path: '/comments',
		readsBody: true,
		directus: true,
		bodies: [
			{ collection: 'cards', item: '1', comment: '   ' },
			{ collection: 'cards', item: '1' },
			{ collection: 'cards', item: '1', comment: { a: 1 } },
			{ comment: 'x' },
		].map(asJson),
	},
];
