import { authentication, createDirectus, rest, type AuthenticationData, type AuthenticationStorage } from '@directus/sdk';
import type { DeckhandSchema } from '../../../../server/schema/collections.ts';

/**
 * Where the API lives: the page's own origin by default (the dashboard is served by Directus),
 * or VITE_DIRECTUS_URL at build time for a Directus elsewhere (with CORS set for this origin).
 */
export const API_URL = import.meta.env['VITE_DIRECTUS_URL'] ?? window.location.origin;

export const SESSION_STORAGE_KEY = 'deckhand.session';

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

/** The one client of the dashboard: REST, session cookie, refreshed 30 s before expiry (SDK default). */
export const directus = createDirectus<DeckhandSchema>(API_URL)
	.with(authentication('session', { credentials: 'include', storage: sharedStorage }))
	.with(rest({ credentials: 'include' }));

export function forgetSession(): void {
	localStorage.removeItem(SESSION_STORAGE_KEY);
}
