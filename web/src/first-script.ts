/**
 * The page's first script, written into its head (with the answer's nonce) and run before the
 * page is first painted:
 * - it sets the colour scheme the kit will choose (the one stored, else the system's), so a page
 *   the server drew shows in it from its first frame;
 * - it tells the server how this browser writes dates and numbers (`lib/browser-formats.ts`),
 *   so the server draws the next page only if it would write them the same way.
 */
import { rememberBrowserFormats } from './lib/browser-formats.ts';

const stored = localStorage.getItem('mantine-color-scheme-value');
const scheme = stored === 'light' || stored === 'dark' ? stored : window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
document.documentElement.setAttribute('data-mantine-color-scheme', scheme);

rememberBrowserFormats();
