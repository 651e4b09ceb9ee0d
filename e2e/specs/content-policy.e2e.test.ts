import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, signedInContext, stack } from '../harness/browser.ts';
import { launchBrowser } from '../harness/chromium.ts';

let browser: Browser;

beforeAll(async () => {
	browser = await launchBrowser();
});
afterAll(async () => {
	await browser.close();
});

/** Every screen a signed-in owner opens (a row's page with the seeded shop's first row), and the public ones. */
const SCREENS = [
	'/',
	'/catalog',
	'/catalog?q=char',
	'/catalog/games',
	'/catalog/cards/new',
	'/catalog/cards/1',
	'/checkout',
	'/orders',
	'/orders/1',
	'/orders/pick-list',
	'/customers',
	'/customers/1',
	'/server-status',
];
const PUBLIC_SCREENS = ['/sign-in', '/forgot-password'];

describe("the dashboard under its own content policy (no 'unsafe-eval', inline scripts only by the answer's nonce)", () => {
	it('opens every screen without a single policy violation', async () => {
		const context = await signedInContext(browser, stack().admin);
		// Recorded by the page itself, before any of its scripts: the browser reports each blocked load or evaluation.
		await context.addInitScript(() => {
			const seen: string[] = [];
			(window as unknown as { policyViolations: string[] }).policyViolations = seen;
			document.addEventListener('securitypolicyviolation', (event) =>
				seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
			);
		});
		const violations: string[] = [];
		for (const screen of [...SCREENS, ...PUBLIC_SCREENS]) {
			const page = await context.newPage();
			page.on('console', (message) => {
				if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
					violations.push(`${screen}: ${message.text()}`);
			});
			const response = await page.goto(appUrl(screen), { waitUntil: 'networkidle' });
			expect(response?.headers()['content-security-policy'], screen).not.toContain('unsafe-eval');
			await page.locator('main, form').first().waitFor();
			violations.push(
				...(
					await page.evaluate(() => (window as unknown as { policyViolations: string[] }).policyViolations)
				).map((v) => `${screen}: ${v}`),
			);
			await page.close();
		}
		expect(violations).toEqual([]);
		await context.close();
	});
});
