import { authentication, createDirectus } from '@directus/sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchSessionAcrossTabs } from '../../app/session-watch.ts';
import { SESSION_STORAGE_KEY } from './api.ts';
import { forgetSession, sharedStorage } from './session-storage.ts';

/** Each change of the browser's storage, as another tab of the same person sees it: a `storage` event with the key and its new value. */
function storageSeenByAnotherTab(otherTab: EventTarget) {
	const items = new Map<string, string>();
	const changed = (key: string, newValue: string | null) =>
		otherTab.dispatchEvent(Object.assign(new Event('storage'), { key, newValue }));
	return {
		getItem: (key: string) => items.get(key) ?? null,
		setItem: (key: string, value: string) => {
			items.set(key, value);
			changed(key, value);
		},
		removeItem: (key: string) => {
			items.delete(key);
			changed(key, null);
		},
	};
}

/** The dashboard's client as this tab runs it (session mode, the shared note), with a server that answers every sign-in and refresh with a session of 60 s. */
function tabClient() {
	const answered: string[] = [];
	const server = (input: RequestInfo | URL) => {
		answered.push(new URL(String(input)).pathname);
		return Promise.resolve(
			new Response(JSON.stringify({ data: { expires: 60_000 } }), {
				headers: { 'content-type': 'application/json' },
			}),
		);
	};
	const client = createDirectus('http://shop.test', { globals: { fetch: server } }).with(
		authentication('session', { credentials: 'include', autoRefresh: false, storage: sharedStorage }),
	);
	return { client, answered };
}

describe('the session note shared by the tabs', () => {
	let signedOut: ReturnType<typeof vi.fn<() => void>>;

	beforeEach(() => {
		const otherTab = new EventTarget();
		vi.stubGlobal('window', otherTab);
		vi.stubGlobal('localStorage', storageSeenByAnotherTab(otherTab));
		signedOut = vi.fn<() => void>();
		watchSessionAcrossTabs(signedOut);
	});
	afterEach(() => {
		vi.unstubAllGlobals();
	});

	it('is replaced when a tab refreshes the session, so the other tabs stay signed in', async () => {
		const { client, answered } = tabClient();
		await client.login({ email: 'owner@shop.test', password: 'secret-password' });
		const signedIn = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!) as { expires_at: number };
		await client.refresh();
		await client.refresh();
		expect(answered).toEqual(['/auth/login', '/auth/refresh', '/auth/refresh']);
		expect(signedOut).not.toHaveBeenCalled();
		const refreshed = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!) as {
			expires: number;
			expires_at: number;
		};
		expect(refreshed.expires).toBe(60_000);
		expect(refreshed.expires_at).toBeGreaterThanOrEqual(signedIn.expires_at);
	});

	it('goes at sign-out, and every other tab follows', async () => {
		const { client } = tabClient();
		await client.login({ email: 'owner@shop.test', password: 'secret-password' });
		expect(signedOut).not.toHaveBeenCalled();
		forgetSession();
		expect(signedOut).toHaveBeenCalledTimes(1);
		expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
	});
});
