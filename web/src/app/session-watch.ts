import { SESSION_STORAGE_KEY } from '../lib/directus/api.ts';

/** Signing out in one tab clears the shared session record; the other tabs follow at once. */
export function watchSessionAcrossTabs(onSignedOut: () => void): void {
	window.addEventListener('storage', (event) => {
		if (event.key === SESSION_STORAGE_KEY && event.newValue === null) onSignedOut();
	});
}
