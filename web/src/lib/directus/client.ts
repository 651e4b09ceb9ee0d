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
 * How the SDK's requests travel: the browser's fetch, or, on the server drawing a page, the
 * server's own in-process answers for the person whose page it is (`entry-server.tsx`), so the
 * queries and loaders are the same code on both sides.
 */
let transport: typeof fetch = (input, init) => fetch(input, init);

/** For the server drawing pages: the SDK's requests are answered by `answer` from now on. */
export function answerRequestsWith(answer: typeof fetch): void {
	transport = answer;
}

/**
 * The one client of the dashboard: REST, session cookie, refreshed 30 s before expiry (SDK
 * default). The SDK wants a whole address: the page's origin, when the API is the page's own. On
 * the server it keeps no session of its own (the caller's session is the page request's), so
 * nothing is stored there and nothing is ever refreshed.
 */
const origin = import.meta.env.SSR ? 'http://localhost' : window.location.origin;
export const directus = createDirectus<DeckhandSchema>(API_URL || origin, { globals: { fetch: (input, init) => transport(input, init) } })
	.with(authentication('session', { credentials: 'include', ...(import.meta.env.SSR ? {} : { storage: sharedStorage }) }))
	.with(rest({ credentials: 'include' }));

export function forgetSession(): void {
	localStorage.removeItem(SESSION_STORAGE_KEY);
}
