import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * The dashboard is served by Deckhand's Directus extension under /app/ (same origin as the
 * API, so the session cookie just works). In development, `vite` proxies the API to
 * DECKHAND_API_URL (default http://localhost:8055).
 */
const api = process.env['DECKHAND_API_URL'] ?? 'http://localhost:8055';
const apiPaths = ['/auth', '/users', '/items', '/server', '/permissions', '/policies', '/settings', '/assets', '/files', '/deckhand'];

/** The chunk with every signed-in screen and what only they use (see `codeSplitting` below). */
const SCREENS = 'screens';

/**
 * Asks for the screens chunk in the page's head, next to the entry, instead of after the entry
 * has run and the router has matched a screen: a clerk opening the dashboard is signed in, and
 * on the sign-in page the screens arrive while the password is typed. A module preload only
 * downloads and parses; nothing in it runs until a screen is shown.
 */
function preloadScreens(): Plugin {
	let base = '/';
	return {
		name: 'deckhand:preload-screens',
		apply: 'build',
		configResolved: (config) => {
			base = config.base;
		},
		transformIndexHtml: {
			order: 'post',
			handler: (_html, { bundle }) => {
				const screens = Object.values(bundle ?? {}).find((output) => output.type === 'chunk' && output.name === SCREENS);
				if (!screens) throw new Error(`No "${SCREENS}" chunk in the build`);
				return [{ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${screens.fileName}` }, injectTo: 'head' }];
			},
		},
	};
}

export default defineConfig({
	root: import.meta.dirname,
	base: '/app/',
	plugins: [react(), preloadScreens()],
	build: {
		outDir: 'dist',
		emptyOutDir: true,
		target: 'es2022',
		sourcemap: false,
		// One stylesheet, linked by the page: a screen's own styles never wait for its code to load.
		cssCodeSplit: false,
		// Two files instead of fifty: the entry (sign-in, the router, the kit's core) and one chunk
		// with all signed-in screens. Directus serves HTTP/1.1, six requests at a time, and every
		// request passes its middleware: a cold inventory load spent more time queueing dozens of
		// small chunks than downloading them. All screens together are ~115 KB gzip; a
		// clerk moves between them all day, so one file also means no wait on the next screen.
		chunkSizeWarningLimit: 700,
		rolldownOptions: {
			output: {
				codeSplitting: {
					groups: [
						{ name: 'index', tags: ['$initial'], priority: 2 },
						{ name: SCREENS, priority: 1 },
					],
				},
			},
		},
	},
	server: { proxy: Object.fromEntries(apiPaths.map((path) => [path, { target: api, changeOrigin: true }])) },
});
