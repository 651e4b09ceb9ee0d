import { chromium, type Browser, type BrowserServer } from 'playwright-core';

/** Debian's Chromium; Playwright's own browser download is not available on these machines. */
const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
/** Without the background-networking flags Chromium keeps calling hosts this closed network refuses. */
const FLAGS = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-quic',
	'--no-first-run',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
	return chromium.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true });
}

/** A Chromium that browsers connect to over its web socket (`chromium.connect`): one for a whole run of specs. */
export function launchBrowserServer(): Promise<BrowserServer> {
	return chromium.launchServer({ executablePath: CHROMIUM, args: FLAGS, headless: true });
}

/** A browser of the Chromium at `endpoint`: its contexts are its own, and closing it closes them and leaves the Chromium running. */
export function connectBrowser(endpoint: string): Promise<Browser> {
	return chromium.connect(endpoint);
}
