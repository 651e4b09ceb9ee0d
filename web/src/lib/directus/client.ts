import { authentication, createDirectus, rest } from '@directus/sdk';
import type { DeckhandSchema } from '@deckhand/contract/schema/collections.ts';
import { takeEarlyReport } from './early-answers.ts';
import { API_URL } from './api.ts';
import { sharedStorage } from './session-storage.ts';

/**
 * How the SDK's requests travel: the browser's fetch (or Home's figures its first script asked for,
 * `early-answers.ts`), or, on the server drawing a page, the
 * server's own in-process answers for the person whose page it is (`entry-server.tsx`), so the
 * queries and loaders are the same code on both sides.
 */
let transport: typeof fetch = (input, init) => takeEarlyReport(window, input, init, fetch) ?? fetch(input, init);

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
export const directus = createDirectus<DeckhandSchema>(API_URL || origin, {
	globals: { fetch: (input, init) => transport(input, init) },
})
	.with(
		authentication('session', {
			credentials: 'include',
			...(import.meta.env.SSR ? {} : { storage: sharedStorage }),
		}),
	)
	.with(rest({ credentials: 'include' }));
