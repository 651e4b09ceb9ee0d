import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../harness/api.ts';
import { appUrl, signedInContext, stack } from '../harness/browser.ts';
import { launchBrowser } from '../harness/chromium.ts';

let browser: Browser;

beforeAll(async () => {
	browser = await launchBrowser();
});
afterAll(async () => {
	await browser.close();
	// The clerk's account speaks English again for the specs after this one.
	const [clerk] = await api('GET', `/users?filter[email][_eq]=${encodeURIComponent(stack().staff.email)}&fields=id`);
	await api('PATCH', `/users/${clerk.id}`, { language: null });
});

const clerkLanguage = async () => (await api('GET', `/users?filter[email][_eq]=${encodeURIComponent(stack().staff.email)}&fields=language`))[0].language as string | null;

describe('two languages', () => {
	it('speaks German once the clerk chooses it, keeps it in the account, and every device of theirs speaks it', async () => {
		const laptop = await signedInContext(browser, stack().staff);
		const page = await laptop.newPage();
		await page.goto(appUrl('/'));
		const navigation = page.getByRole('navigation');
		await navigation.getByRole('link', { name: 'Catalog' }).waitFor();
		await page.getByRole('button', { name: /account and sign out$/ }).click();
		await page.getByRole('menuitem', { name: 'Deutsch' }).click();
		await navigation.getByRole('link', { name: 'Katalog' }).waitFor();
		expect([await page.evaluate(() => document.documentElement.lang), await clerkLanguage()]).toEqual(['de', 'de-DE']);

		await page.reload();
		await navigation.getByRole('link', { name: 'Katalog' }).waitFor();
		await page.getByRole('button', { name: /Konto und Abmelden$/ }).click();
		expect(await page.getByRole('menuitem', { name: 'Deutsch' }).getAttribute('aria-current')).toBe('true');

		// Another device of the clerk's, whose browser has never seen German.
		const tablet = await signedInContext(browser, stack().staff);
		const other = await tablet.newPage();
		await other.goto(appUrl('/'));
		await other.getByRole('navigation').getByRole('link', { name: 'Katalog' }).waitFor();
		await Promise.all([laptop.close(), tablet.close()]);
	});

	it('greets a visitor in the language of their browser before anyone signs in', async () => {
		const visitor = await browser.newContext({ locale: 'de-DE' });
		const page = await visitor.newPage();
		await page.goto(appUrl('/sign-in'));
		await page.waitForFunction(() => document.documentElement.lang === 'de');
		await visitor.close();
	});
});
