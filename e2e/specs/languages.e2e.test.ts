import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, stockedSku } from '../harness/api.ts';
import { appUrl, screenshot, signedInContext, stack } from '../harness/browser.ts';
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

	it('speaks German at the till and on an order page to a clerk whose account is German: labels, money and dates as German writes them, at 1280 and 1024 px', async () => {
		const [clerk] = await api('GET', `/users?filter[email][_eq]=${encodeURIComponent(stack().staff.email)}&fields=id,language`);
		const sku = await stockedSku('Glurak', 1_610, 3);
		const order = (await api('POST', '/deckhand/checkout', { channel: 'counter', lines: [{ sku: sku.id, quantity: 1 }], payments: [{ method: 'cash', amount: 5_000 }], complete: true })) as {
			id: number;
			number: string;
			date_created: string;
		};
		await api('PATCH', `/users/${clerk.id}`, { language: 'de-DE' });
		const context = await signedInContext(browser, stack().staff);
		try {
			const page = await context.newPage();
			const germanMoney = /16,10\s\$/;
			const bothWidths = async (name: string) => {
				await screenshot(page, name);
				await page.setViewportSize({ width: 1024, height: 768 });
				expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${name} at 1024 px scrolls sideways`).toBe(true);
				await screenshot(page, `${name}-1024`);
				await page.setViewportSize({ width: 1280, height: 800 });
			};

			await page.goto(appUrl('/checkout'));
			await page.getByRole('heading', { level: 1, name: 'Kasse' }).waitFor();
			const scanBox = page.getByRole('combobox', { name: 'Scannen oder suchen' });
			await scanBox.fill(sku.barcode);
			await scanBox.press('Enter');
			const line = page.getByRole('table', { name: 'Verkauf' }).locator('tbody tr').filter({ hasText: sku.name });
			await line.waitFor();
			expect(await line.innerText()).toMatch(germanMoney);
			expect(await line.innerText()).toContain('2 vorrätig');
			expect(await page.getByRole('form', { name: 'Zahlung' }).innerText()).toMatch(/Zwischensumme[\s\S]*16,10\s\$[\s\S]*Zahlung annehmen: .* zu zahlen/);
			// A sale parked and another in hand: the parked list with its longest button.
			await page.getByRole('button', { name: 'Verkauf parken' }).click();
			await page.getByRole('heading', { name: 'Geparkte Verkäufe (1)' }).waitFor();
			await scanBox.fill(sku.barcode);
			await scanBox.press('Enter');
			await line.waitFor();
			await page.getByRole('button', { name: /^Aktuellen parken und Laufkunde, geparkt um \d{2}:\d{2} fortsetzen$/ }).waitFor();
			await bothWidths('checkout-de');

			await page.goto(appUrl(`/orders/${order.id}`));
			await page.getByRole('heading', { level: 1, name: `Bestellung ${order.number}` }).waitFor();
			const lines = page.getByRole('table', { name: 'Positionen' });
			expect(await lines.getByRole('columnheader').allInnerTexts()).toEqual(expect.arrayContaining(['Karte', 'Menge', 'Stückpreis', 'Zeilensumme']));
			expect(await lines.innerText()).toMatch(germanMoney);
			// The date as the browser writes it in German ("23.11.26, 14:05"), on the line saying when the order was taken.
			const germanDate = await page.evaluate((date) => new Intl.DateTimeFormat('de', { dateStyle: 'short', timeStyle: 'short' }).format(new Date(date)), order.date_created);
			expect(germanDate).toMatch(/^\d{2}\.\d{2}\.\d{2}, \d{2}:\d{2}$/);
			expect(await page.locator('main').innerText()).toContain(germanDate);
			await page.getByRole('button', { name: 'Beleg drucken' }).waitFor();
			await page.getByRole('heading', { name: 'Statusverlauf' }).waitFor();
			await bothWidths('order-de');
		} finally {
			await context.close();
			await api('PATCH', `/users/${clerk.id}`, { language: clerk.language });
		}
	});
});
