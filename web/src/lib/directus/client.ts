import { authentication, createDirectus, rest, type AuthenticationData, type AuthenticationStorage } from '@directus/sdk';
import type { DeckhandSchema } from '../../../../server/schema/collections.ts';
import { API_URL, SESSION_STORAGE_KEY } from './api.ts';

/**
 * The session's expiry, shared by every tab through localStorage. The session itself is an
 * httpOnly cookie ("session" mode): Directus accepts the previous token for a grace period
 * after a refresh, so two tabs refreshing at the same moment both stay signed in (in "json"
 * or "cookie" mode the refresh token rotates at once and one of them would be logged out).
 */
const sharedStorage: AuthenticationStorage = {
	get: () => {
		const stored = localStorage.getItem(SESSION_STORAGE_KEY);
		return stored ? (JSON.parse(stored) as AuthenticationData) : null;
	},
	set: (value) => {
		if (value?.expires_at) localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(value));
		else localStorage.removeItem(SESSION_STORAGE_KEY);
	},
};

/**
 * The one client of the dashboard: REST, session cookie, refreshed 30 s before expiry (SDK
 * default). The server drawing a first frame asks nothing through it (its answers come in
 * advance), so there it only needs an address the SDK accepts.
 */
export const directus = createDirectus<DeckhandSchema>(import.meta.env.SSR ? 'http://localhost' : API_URL)
	.with(authentication('session', { credentials: 'include', storage: sharedStorage }))
	.with(rest({ credentials: 'include' }));

export function forgetSession(): void {
	localStorage.removeItem(SESSION_STORAGE_KEY);
}
