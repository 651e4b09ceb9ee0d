import { chromium, type Browser } from 'playwright-core';

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
