import { defaultStringifySearch } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { inventoryParams } from '../features/catalog/inventory/inventory-params.ts';
import type { InventorySearch } from '../features/catalog/inventory/inventory-search.ts';
import { firstLoadRequests, startEarlyRequests, type PageLoad } from './early-requests.ts';

const NOW = 1_800_000_000_000;
const page = (path: string, session: string | null = JSON.stringify({ expires_at: NOW + 15 * 60_000 })): PageLoad => ({
	url: new URL(`https://shop.example${path}`),
	base: '/app/',
	api: 'https://shop.example',
	session,
	now: NOW,
});

describe('the first load of an address', () => {
	it('asks nothing on the pages anyone may open', () => {
		for (const path of ['/app/sign-in', '/app/sign-in?redirect=%2Fapp%2Fcatalog', '/app/forgot-password', '/app/reset-password?token=x', '/app/accept-invite/']) {
			expect(firstLoadRequests(new URL(`https://shop.example${path}`), '/app/')).toEqual([]);
		}
	});

	it('asks for the session, permissions, shop name and currency on every signed-in screen, and nothing screen-specific outside the catalog', () => {
		const keys = (path: string) => firstLoadRequests(new URL(`https://shop.example${path}`), '/app/').map((request) => request.key);
		expect(keys('/app/')).toEqual(['me', 'globals', 'permissions', 'project', 'currency']);
		expect(keys('/app/orders?status=%22paid%22')).toEqual(['me', 'globals', 'permissions', 'project', 'currency']);
		expect(keys('/app/catalog/cards/12')).toEqual(['me', 'globals', 'permissions', 'project', 'currency']);
		expect(keys('/app/catalog')).toEqual(['me', 'globals', 'permissions', 'project', 'currency', 'inventory']);
	});

	// The screen asks with inventoryParams of its validated address; the early request must ask the same, or its answer goes unused.
	it.each<InventorySearch>([
		{},
		{ q: 'charizard ex' },
		{ q: '125' },
		{ q: 'OBF 125', game: 2, set: 14 },
		{ rarity: 'Double Rare', condition: 'LP', finish: 'reverse_holo', language: 'JA', stock: 'low', unpriced: true },
		{ sort: '-price', page: 3, columns: ['name', 'price'] },
	])('asks for the same page of the catalog as the screen does for %j', (search) => {
		const url = new URL(`https://shop.example/app/catalog${defaultStringifySearch(search)}`);
		const inventory = firstLoadRequests(url, '/app/').find((request) => request.key === 'inventory');
		expect(inventory).toEqual({ key: 'inventory', path: '/deckhand/inventory', params: inventoryParams(search) });
	});
});

describe('startEarlyRequests', () => {
	const ok = () => Promise.resolve(new Response('{"data":{}}'));

	it('sends each request with the session cookie, to the API', () => {
		const fetch = vi.fn(ok);
		const early = startEarlyRequests(page('/app/catalog?q=%22125%22'), fetch);
		expect(Object.keys(early)).toEqual(['me', 'globals', 'permissions', 'project', 'currency', 'inventory']);
		expect(fetch).toHaveBeenCalledWith('https://shop.example/users/me?fields=id%2Cemail%2Cfirst_name%2Clast_name%2Clanguage', { credentials: 'include' });
		expect(fetch).toHaveBeenCalledWith('https://shop.example/permissions/me', { credentials: 'include' });
		expect(fetch).toHaveBeenCalledWith('https://shop.example/deckhand/inventory?limit=50&page=1&q=125', { credentials: 'include' });
		expect(early.inventory?.params).toEqual({ limit: '50', page: '1', q: '125' });
	});

	it.each([
		['no stored session', null],
		['a session the SDK is about to refresh', JSON.stringify({ expires_at: NOW + 20_000 })],
		['an ended session', JSON.stringify({ expires_at: NOW - 1 })],
		['an unreadable record', '{'],
	])('sends nothing with %s', (_case, session) => {
		const fetch = vi.fn(ok);
		expect(startEarlyRequests(page('/app/catalog', session), fetch)).toEqual({});
		expect(fetch).not.toHaveBeenCalled();
	});
});
