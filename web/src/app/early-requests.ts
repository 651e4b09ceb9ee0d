import { defaultParseSearch } from '@tanstack/react-router';
import { inventoryParams } from '../features/catalog/inventory/inventory-params.ts';
import type { InventorySearch } from '../features/catalog/inventory/inventory-search.ts';
import type { EarlyKey, EarlyRequests } from '../lib/directus/early-answers.ts';
import { ME_FIELDS } from '../lib/directus/me-fields.ts';

/** Pages anyone may open: no session is checked there. */
const PUBLIC_PAGES = ['/sign-in', '/forgot-password', '/reset-password', '/accept-invite'];

/** The SDK refreshes a session this close to its expiry before its next request (its default). */
const REFRESH_MARGIN_MS = 30_000;

export interface PageLoad {
	/** The page's address. */
	url: URL;
	/** Where the dashboard is served from, as the router's base path (`/app/`). */
	base: string;
	/** The API's origin. */
	api: string;
	/** The session record the SDK keeps in local storage (JSON), if any. */
	session: string | null;
	now: number;
}

/** A session the SDK would use as it is: stored, and not so close to its expiry that it refreshes it first. */
function sessionUsable(session: string | null, now: number): boolean {
	try {
		const expiresAt = (JSON.parse(session ?? 'null') as { expires_at?: number } | null)?.expires_at;
		return typeof expiresAt === 'number' && expiresAt > now + REFRESH_MARGIN_MS;
	} catch {
		return false;
	}
}

export interface FirstLoadRequest {
	key: EarlyKey;
	path: string;
	params: Record<string, string>;
}

/**
 * The requests that the first load of a signed-in screen makes, with the API path and parameters
 * of each: the session, the permissions, the shop's name and currency (the frame and every
 * screen's money), and the catalog's first page. None on a public page.
 */
export function firstLoadRequests(url: URL, base: string): FirstLoadRequest[] {
	const screen = `/${url.pathname.slice(base.length)}`.replace(/\/+$/, '') || '/';
	if (PUBLIC_PAGES.includes(screen)) return [];
	const requests: FirstLoadRequest[] = [
		{ key: 'me', path: '/users/me', params: { fields: ME_FIELDS.join(',') } },
		{ key: 'globals', path: '/policies/me/globals', params: {} },
		{ key: 'permissions', path: '/permissions/me', params: {} },
		{ key: 'project', path: '/server/info', params: {} },
		{ key: 'currency', path: '/items/shop_settings', params: { fields: 'currency' } },
	];
	// The address as the router reads it; the screen validates it again, and other parameters only mean a second request.
	if (screen === '/catalog') requests.push({ key: 'inventory', path: '/deckhand/inventory', params: inventoryParams(defaultParseSearch(url.search) as InventorySearch) });
	return requests;
}

/** Where a first-load request goes, below the API's origin: its path and query string. */
export function addressOf({ path, params }: FirstLoadRequest): string {
	const query = new URLSearchParams(params).toString();
	return query ? `${path}?${query}` : path;
}

/**
 * Sends the first load's requests with the session cookie, as the SDK would; none when the stored
 * session is ended or about to be refreshed (the SDK refreshes it first, and an early request
 * would only be refused).
 */
export function startEarlyRequests(load: PageLoad, fetch: typeof globalThis.fetch): EarlyRequests {
	const early: EarlyRequests = {};
	if (!sessionUsable(load.session, load.now)) return early;
	for (const request of firstLoadRequests(load.url, load.base)) {
		early[request.key] = { params: request.params, response: fetch(`${load.api}${addressOf(request)}`, { credentials: 'include' }) };
	}
	return early;
}
