/**
 * The page's first script: a small file of its own, run while the dashboard's code is still on
 * its way (and, on a page the server draws, before the page is first shown).
 * - It sets the colour scheme the kit will choose (the one stored, else the system's), so a frame
 *   the server drew shows in it from its first paint.
 * - It sends the first load's requests (see `app/early-requests.ts`), unless the server is
 *   drawing the page: then the answers come with the frame.
 */
import { startEarlyRequests } from './app/early-requests.ts';
import { API_URL, SESSION_STORAGE_KEY } from './lib/directus/api.ts';
import { DRAWN_BY_SERVER } from './lib/directus/early-answers.ts';

const stored = localStorage.getItem('mantine-color-scheme-value');
const scheme = stored === 'light' || stored === 'dark' ? stored : window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
document.documentElement.setAttribute('data-mantine-color-scheme', scheme);

if (!document.querySelector(`meta[name="${DRAWN_BY_SERVER}"]`)) {
	window.deckhandEarly = startEarlyRequests(
		{ url: new URL(window.location.href), base: import.meta.env.BASE_URL, api: API_URL, session: localStorage.getItem(SESSION_STORAGE_KEY), now: Date.now() },
		fetch,
	);
}
