/**
 * The page's first script, written into its head (with the answer's nonce) and run before the
 * page is first painted:
 * - it sets the colour scheme the kit will choose (the one stored, else the system's), so a page
 *   the server drew shows in it from its first frame;
 * - it tells the server the language this browser starts in and its time zone
 *   (`lib/browser-formats.ts`), so the server draws the next page as the browser would;
 * - it starts fetching that language's catalogue (the build lists their files on this script's
 *   tag), which the dashboard waits for before it draws or takes over the page;
 * - on Home, when the browser draws the page, it asks for Home's figures (`early-reports.ts`).
 */
import { DASHBOARD_PATH, EARLY_REPORTS_MARKER } from '@deckhand/contract/dashboard/page-contract.ts';
import { askEarlyReports } from './features/home/early-reports.ts';
import { rememberBrowserFormats } from './lib/browser-formats.ts';
import { startingLanguageOf, STORED_LANGUAGE } from './lib/i18n/languages.ts';

const stored = localStorage.getItem('mantine-color-scheme-value');
const scheme =
	stored === 'light' || stored === 'dark'
		? stored
		: window.matchMedia('(prefers-color-scheme: dark)').matches
			? 'dark'
			: 'light';
document.documentElement.setAttribute('data-mantine-color-scheme', scheme);

const language = startingLanguageOf(localStorage.getItem(STORED_LANGUAGE), navigator.languages);
rememberBrowserFormats(language);

const catalogue = (JSON.parse(document.currentScript?.dataset['catalogues'] ?? '{}') as Record<string, string>)[
	language
];
if (catalogue) {
	const preload = Object.assign(document.createElement('link'), {
		rel: 'modulepreload',
		href: catalogue,
		crossOrigin: '',
	});
	document.head.append(preload);
}

if (document.currentScript?.hasAttribute(EARLY_REPORTS_MARKER)) askEarlyReports(window, DASHBOARD_PATH);
