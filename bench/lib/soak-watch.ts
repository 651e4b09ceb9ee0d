import type { BrowserContext, Page } from 'playwright-core';

/** The dashboard's words when it found the session gone (`describeError`, `TOKEN_EXPIRED` and `INVALID_TOKEN`), on a screen or in a toast. */
const SIGNED_OUT_WORDS = ['Your session has ended', 'This link or session is no longer valid'];

/** What one person's tabs met during the soak. */
export interface PersonWatch {
	/** `POST /auth/refresh` sent by any of the tabs, and their answers by status. */
	refreshes: number;
	refresh_statuses: Record<number, number>;
	/** Answers 401 to any request of the tabs (path and count). */
	unauthorized: Record<string, number>;
	/** Times a tab showed the sign-in screen after it was signed in. */
	sign_outs: Array<{ tab: number; at_second: number; from: string }>;
	/** Times a tab said the session was gone (a toast or a screen with the signed-out words). */
	signed_out_words: Array<{ tab: number; at_second: number; text: string }>;
	/** Toasts shown, by their text. */
	toasts: Record<string, number>;
}

export function newWatch(): PersonWatch {
	return { refreshes: 0, refresh_statuses: {}, unauthorized: {}, sign_outs: [], signed_out_words: [], toasts: {} };
}

/** Counts the refreshes and the 401s of every tab of the context. */
export function watchContext(context: BrowserContext, watch: PersonWatch): void {
	context.on('request', (request) => {
		if (request.method() === 'POST' && new URL(request.url()).pathname === '/auth/refresh') watch.refreshes++;
	});
	context.on('response', (response) => {
		const path = new URL(response.url()).pathname;
		if (path === '/auth/refresh')
			watch.refresh_statuses[response.status()] = (watch.refresh_statuses[response.status()] ?? 0) + 1;
		if (response.status() === 401) watch.unauthorized[path] = (watch.unauthorized[path] ?? 0) + 1;
	});
}

/** Keeps every toast's text in the page (`window.__toasts`), as it appears: a toast may be gone before anyone looks. */
export function recordToasts(): void {
	const seen: string[] = [];
	(window as unknown as { __toasts: string[] }).__toasts = seen;
	new MutationObserver((changes) => {
		for (const change of changes)
			for (const node of change.addedNodes)
				if (node instanceof HTMLElement && node.matches('[class*="Notification-root"]'))
					seen.push((node.textContent ?? '').trim());
	}).observe(document.documentElement, { childList: true, subtree: true });
}

/**
 * After each action of a tab: the sign-in screen (a sign-out, from wherever the tab was), the
 * signed-out words on the screen, and the toasts shown since the last look.
 */
export async function look(
	page: Page,
	tab: number,
	watch: PersonWatch,
	since: number,
	before: string,
): Promise<{ signedOut: boolean }> {
	const at = Math.round((performance.now() - since) / 1_000);
	// A page in the middle of a navigation has no document to read: the next look reads the new one.
	const { toasts, text } = await page
		.evaluate(() => {
			const kept = (window as unknown as { __toasts?: string[] }).__toasts ?? [];
			return { toasts: kept.splice(0), text: document.body.innerText };
		})
		.catch(() => ({ toasts: [] as string[], text: '' }));
	for (const toast of toasts) watch.toasts[toast] = (watch.toasts[toast] ?? 0) + 1;
	for (const words of SIGNED_OUT_WORDS) {
		const toast = toasts.find((shown) => shown.includes(words));
		if (toast || text.includes(words)) watch.signed_out_words.push({ tab, at_second: at, text: toast ?? words });
	}
	const signedOut = new URL(page.url()).pathname.startsWith('/app/sign-in');
	if (signedOut) watch.sign_outs.push({ tab, at_second: at, from: before });
	return { signedOut };
}
