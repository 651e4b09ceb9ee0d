import type { AuthenticationData, AuthenticationStorage } from '@directus/sdk';
import { SESSION_STORAGE_KEY } from './api.ts';

/**
 * The session's expiry, shared by every tab through localStorage. The session itself is an
 * httpOnly cookie ("session" mode): Directus accepts the previous token for a grace period
 * after a refresh, so two tabs refreshing at the same moment both stay signed in (in "json"
 * or "cookie" mode the refresh token rotates at once and one of them would be logged out).
 *
 * The note is only ever replaced, never emptied by the SDK: on every refresh (and sign-in) the SDK
 * first stores an empty session, then the new one. Emptying the note there would tell every other
 * tab, through the `storage` event, that the session had ended (`session-watch.ts`), and sign them
 * all out each time one tab refreshes. The note goes only at sign-out (`forgetSession`).
 */
export const sharedStorage: AuthenticationStorage = {
	get: () => {
		const stored = localStorage.getItem(SESSION_STORAGE_KEY);
		return stored ? (JSON.parse(stored) as AuthenticationData) : null;
	},
	set: (value) => {
		if (value?.expires_at) localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(value));
	},
};

/** Ends the session's note in every tab: the other tabs follow to the sign-in screen (`session-watch.ts`). */
export function forgetSession(): void {
	localStorage.removeItem(SESSION_STORAGE_KEY);
}
