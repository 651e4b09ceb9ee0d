import react from '@vitejs/plugin-react';
import { messagePlugins } from './message-plugins.ts';
import { build, defineConfig, type Plugin, type Rolldown } from 'vite';
import { DASHBOARD_PATH, EARLY_REPORTS_MARKER, NONCE_PLACEHOLDER } from '@deckhand/contract/dashboard/page-contract.ts';

/**
 * The dashboard is served by Deckhand's Directus extension under /app/ (same origin as the
 * API, so the session cookie just works). In development, `vite` proxies the API to
 * DECKHAND_API_URL (default http://localhost:8055).
 */
const api = process.env['DECKHAND_API_URL'] ?? 'http://localhost:8055';
const apiPaths = [
	'/auth',
	'/users',
	'/items',
	'/server',
	'/permissions',
	'/policies',
	'/settings',
	'/assets',
	'/files',
	'/deckhand',
];

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
				const screens = Object.values(bundle ?? {}).find(
					(output) => output.type === 'chunk' && output.name === SCREENS,
				);
				if (!screens) throw new Error(`No "${SCREENS}" chunk in the build`);
				return [
					{
						tag: 'link',
						attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${screens.fileName}` },
						injectTo: 'head',
					},
				];
			},
		},
	};
}

/**
 * Home's charts and their library (Chart.js, its colour helper and its React wrapper) are a chunk
 * of their own, loaded by Home alone (its route starts it with the figures' requests). Only the
 * modules named here: what they use of the dashboard stays in the screens chunk, so no other
 * screen loads this one.
 */
const CHARTS =
	/[\\/](features[\\/]home[\\/]charts[\\/]|node_modules[\\/](chart\.js|@kurkle[\\/]color|react-chartjs-2)[\\/])/;

/** Each language's message catalogue is a chunk of its own (`messages-en`, `messages-de`): a page brings only the one it speaks. */
const CATALOGUE = /locales\/(\w+)\.po$/;
const catalogueChunk = (language: string) => `messages-${language}`;

/** The catalogues' files by language, for the first script to fetch the one the page speaks at once. */
function catalogueFiles(bundle: Rolldown.OutputBundle | undefined, base: string): Record<string, string> {
	return Object.fromEntries(
		Object.values(bundle ?? {}).flatMap((output) =>
			output.type === 'chunk' && output.name.startsWith('messages-')
				? [[output.name.slice('messages-'.length), `${base}${output.fileName}`]]
				: [],
		),
	);
}

/**
 * The page's first script (`src/first-script.ts`: colour scheme, language and time zone, the language's catalogue), written
 * into the head of the page itself rather than linked: it must run before the first paint of a
 * page the server drew, and a file would cost a request first. It is built apart from the
 * dashboard, so it shares no chunk with it, and carries the nonce placeholder that the server
 * replaces in every answer (the page's policy allows inline scripts by nonce only).
 */
function firstScript(): Plugin {
	let code = '';
	let base = '/';
	return {
		name: 'deckhand:first-script',
		apply: 'build',
		configResolved: (config) => {
			base = config.base;
		},
		buildStart: async () => {
			const output = (await build({
				configFile: false,
				root: import.meta.dirname,
				logLevel: 'warn',
				build: {
					write: false,
					target: 'es2022',
					lib: { entry: 'src/first-script.ts', formats: ['iife'], name: 'deckhandFirstScript' },
				},
			})) as Rolldown.RolldownOutput[];
			code = output[0]!.output[0].code;
		},
		transformIndexHtml: {
			order: 'post',
			handler: (_html, { bundle }) => [
				{
					tag: 'script',
					attrs: {
						nonce: NONCE_PLACEHOLDER,
						'data-catalogues': JSON.stringify(catalogueFiles(bundle, base)),
						[EARLY_REPORTS_MARKER]: true,
					},
					children: code,
					injectTo: 'head-prepend',
				},
			],
		},
	};
}

/**
 * Two builds: the dashboard (`vite build`) and, with `--ssr src/entry-server.tsx`, the module the
 * extension draws pages with (into `dist/server`, its packages loaded from node_modules).
 */

/** The macros before React's own transform (`message-plugins.ts`). */
const messages = messagePlugins({ failOnMissing: true });

export default defineConfig(({ isSsrBuild }) => ({
	root: import.meta.dirname,
	base: `${DASHBOARD_PATH}/`,
	plugins: isSsrBuild ? [...messages, react()] : [...messages, react(), firstScript(), preloadScreens()],
	build: isSsrBuild
		? { outDir: 'dist/server', emptyOutDir: true, target: 'node22', sourcemap: false }
		: {
				outDir: 'dist',
				emptyOutDir: true,
				target: 'es2022',
				sourcemap: false,
				// One stylesheet, linked by the page: a screen's own styles never wait for its code to load.
				cssCodeSplit: false,
				// Two files instead of fifty: the entry (sign-in, the router, the kit's core) and one chunk
				// with all signed-in screens. Directus serves HTTP/1.1, six requests at a time, and every
				// request passes its middleware: a cold inventory load spent more time queueing dozens of
				// small chunks than downloading them. A clerk moves between the screens all day, so one
				// file also means no wait on the next screen. The budget is on the wire: the entry is
				// ~214 KiB gzip (with the routes' loaders and their queries, and what takes over a page the
				// server drew), the screens ~68 KiB and the page's language ~11–12 KiB: 294 KiB of the 300
				// any route may bring (the entry ~715 KB unpacked, which this warning watches).
				chunkSizeWarningLimit: 750,
				rolldownOptions: {
					output: {
						codeSplitting: {
							groups: [
								{
									debugName: 'catalogues',
									name: (id) => {
										const language = CATALOGUE.exec(id)?.[1];
										return language ? catalogueChunk(language) : null;
									},
									priority: 3,
								},
								{ name: 'index', tags: ['$initial'], priority: 2 },
								{ name: 'charts', test: CHARTS, priority: 1.5, includeDependenciesRecursively: false },
								{ name: SCREENS, priority: 1 },
							],
						},
					},
				},
			},
	server: { proxy: Object.fromEntries(apiPaths.map((path) => [path, { target: api, changeOrigin: true }])) },
}));
