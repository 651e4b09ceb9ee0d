import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, pricedSku, stockedSku } from '../harness/api.ts';
import { leaveNoParkedSales, openTestTill } from '../harness/tills.ts';
import { appUrl, screenshot, signedInContext, stack, specBrowser } from '../harness/browser.ts';
import { clippedText, cutOff } from '../harness/cut-off.ts';

let browser: Browser;

beforeAll(async () => {
	browser = await specBrowser();
});
afterAll(async () => {
	await browser.close();
	// The clerk's and the owner's accounts speak English again for the specs after this one.
	for (const { email } of [stack().staff, stack().admin]) {
		const [user] = await api('GET', `/users?filter[email][_eq]=${encodeURIComponent(email)}&fields=id`);
		await api('PATCH', `/users/${user.id}`, { language: null });
	}
});

const clerkLanguage = async () =>
	(await api('GET', `/users?filter[email][_eq]=${encodeURIComponent(stack().staff.email)}&fields=language`))[0]
		.language as string | null;

describe('two languages', () => {
	leaveNoParkedSales();
	it('speaks German once the clerk chooses it, keeps it in the account, and every device of theirs speaks it', async () => {
		const laptop = await signedInContext(browser, stack().staff);
		const page = await laptop.newPage();
		await page.goto(appUrl('/'));
		const navigation = page.getByRole('navigation');
		await navigation.getByRole('link', { name: 'Catalog', exact: true }).waitFor();
		await page.getByRole('button', { name: /account and sign out$/ }).click();
		await page.getByRole('menuitem', { name: 'Deutsch' }).click();
		await navigation.getByRole('link', { name: 'Katalog', exact: true }).waitFor();
		expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
		// The tab names the screen in German too, without moving to another screen.
		await page.waitForFunction(() => document.title === 'Start · Deckhand');
		// The page speaks German at once; the account keeps the choice a moment later.
		await expect.poll(clerkLanguage).toBe('de-DE');

		await page.reload();
		await navigation.getByRole('link', { name: 'Katalog', exact: true }).waitFor();
		await page.getByRole('button', { name: /Konto und Abmelden$/ }).click();
		expect(await page.getByRole('menuitem', { name: 'Deutsch' }).getAttribute('aria-current')).toBe('true');

		// Another device of the clerk's, whose browser has never seen German.
		const tablet = await signedInContext(browser, stack().staff);
		const other = await tablet.newPage();
		await other.goto(appUrl('/'));
		await other.getByRole('navigation').getByRole('link', { name: 'Katalog', exact: true }).waitFor();
		await Promise.all([laptop.close(), tablet.close()]);
	});

	it('greets a visitor in the language of their browser before anyone signs in', async () => {
		const visitor = await browser.newContext({ locale: 'de-DE' });
		const page = await visitor.newPage();
		await page.goto(appUrl('/sign-in'));
		await page.waitForFunction(() => document.documentElement.lang === 'de');
		await page.getByRole('heading', { name: 'Anmelden' }).waitFor();
		await page.getByRole('button', { name: 'Anmelden' }).waitFor();
		expect(await page.getByLabel('Passwort').count()).toBe(1);
		await visitor.close();
	});

	it('speaks German at the till and on an order page to a clerk whose account is German: labels, money and dates as German writes them, at 1280 and 1024 px', async () => {
		const [clerk] = await api(
			'GET',
			`/users?filter[email][_eq]=${encodeURIComponent(stack().staff.email)}&fields=id,language`,
		);
		const sku = await stockedSku('Glurak', 1_610, 3);
		const order = (await api('POST', '/deckhand/checkout', {
			channel: 'counter',
			lines: [{ sku: sku.id, quantity: 1 }],
			payments: [{ method: 'cash', amount: 5_000 }],
			complete: true,
			till: await openTestTill(),
		})) as {
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
				await atWidth(page, 1024);
				expect(
					await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
					`${name} at 1024 px scrolls sideways`,
				).toBe(true);
				await screenshot(page, `${name}-1024`);
				await atWidth(page, 1280);
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
			expect(await page.getByRole('form', { name: 'Zahlung' }).innerText()).toMatch(
				/Zwischensumme[\s\S]*16,10\s\$[\s\S]*Zahlung annehmen: .* zu zahlen/,
			);
			// A sale parked and another in hand: the parked list with its longest button.
			await page.getByRole('button', { name: 'Verkauf parken' }).click();
			await page.getByRole('heading', { name: /^Geparkte Verkäufe \(\d+\)$/ }).waitFor();
			await scanBox.fill(sku.barcode);
			await scanBox.press('Enter');
			await line.waitFor();
			await page
				.getByRole('button', { name: /^Aktuellen parken und Laufkunde, geparkt um \d{2}:\d{2} fortsetzen$/ })
				.waitFor();
			await bothWidths('checkout-de');

			await page.goto(appUrl(`/orders/${order.id}`));
			await page.getByRole('heading', { level: 1, name: `Bestellung ${order.number}` }).waitFor();
			const lines = page.getByRole('table', { name: 'Positionen' });
			expect(await lines.getByRole('columnheader').allInnerTexts()).toEqual(
				expect.arrayContaining(['Karte', 'Menge', 'Stückpreis', 'Zeilensumme']),
			);
			expect(await lines.innerText()).toMatch(germanMoney);
			// The date as the browser writes it in German ("23.11.2026, 14:05"), on the line saying when the order was taken.
			const germanDate = await page.evaluate(
				(date) =>
					new Intl.DateTimeFormat('de', {
						year: 'numeric',
						month: '2-digit',
						day: '2-digit',
						hour: '2-digit',
						minute: '2-digit',
					}).format(new Date(date)),
				order.date_created,
			);
			expect(germanDate).toMatch(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/);
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

/**
 * The page at `width`, laid out and painted. The sidebar narrows with a transition, which a loaded
 * machine can catch half way (the screen still shifted right, wider than the window): without
 * transitions each width is measured as it ends.
 */
async function atWidth(page: Page, width: number): Promise<void> {
	await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
	await page.setViewportSize({ width, height: 800 });
	await page.waitForFunction((expected) => window.innerWidth === expected, width);
	// Two frames: the new width laid out and painted.
	await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Nothing of the screen cut off or cut short, at the desk's width and the tablet's, each seen in a screenshot. */
async function fitsAt1280And1024(page: Page, name: string): Promise<string[]> {
	const found: string[] = [];
	for (const [width, suffix] of [
		[1280, ''],
		[1024, '-1024'],
	] as const) {
		await atWidth(page, width);
		found.push(...(await cutOff(page)), ...(await clippedText(page)));
		await screenshot(page, `${name}${suffix}`);
	}
	return found;
}

describe('the catalog in German', () => {
	it('shows the owner the list and a card with German headers, money and dates, nothing English and nothing cut off', async () => {
		const name = `Glurak ${Date.now().toString(36)}`;
		const card = (await api('POST', '/items/cards', { set: 1, name, collector_number: '199', rarity: 'Rare' })).id;
		await pricedSku(card, { price: 1_610, stock: 3, bin: 'A-01-03' });
		const [owner] = await api(
			'GET',
			`/users?filter[email][_eq]=${encodeURIComponent(stack().admin.email)}&fields=id`,
		);
		await api('PATCH', `/users/${owner.id}`, { language: 'de-DE' });
		const context = await signedInContext(browser, stack().admin);
		const page = await context.newPage();
		const today = new Intl.DateTimeFormat('de', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(
			new Date(),
		);

		await page.goto(appUrl(`/catalog?q=${encodeURIComponent(name)}`));
		const list = page.getByRole('table', { name: 'Bestandsliste' });
		await list.getByRole('link', { name }).waitFor();
		expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Katalog');
		expect((await list.locator('thead th').allInnerTexts()).map((text) => text.trim())).toEqual([
			'Bild',
			'Name',
			'Set',
			'Nummer',
			'Zustand',
			'Ausführung',
			'Preis',
			'Bestand',
			'Lagerplatz',
		]);
		expect(
			(await list.locator('tbody tr').first().locator('td').allInnerTexts()).map((text) => text.trim()),
		).toContain('16,10\u00a0$');
		expect(await page.getByText('1 SKU', { exact: true }).count()).toBe(1);
		const listProblems = await fitsAt1280And1024(page, 'catalog-german');

		await page.setViewportSize({ width: 1280, height: 800 });
		await list.getByRole('link', { name }).click();
		const skus = page.getByRole('table', { name: 'SKUs' });
		await skus.locator('tbody tr').first().waitFor();
		expect((await skus.locator('thead th').allInnerTexts()).map((text) => text.trim())).toEqual([
			'SKU',
			'Preis',
			'Kosten',
			'Marge',
			'Bestand',
			'Lagerplatz',
			'Barcode',
			'',
		]);
		expect(await skus.getByRole('textbox', { name: 'Preis von NM normal EN' }).inputValue()).toBe('16,10');
		const prices = page.getByRole('table', { name: 'Preisverlauf' });
		await prices.locator('tbody tr').first().waitFor();
		const [when, , , why, change] = (await prices.locator('tbody tr').first().locator('td').allInnerTexts()).map(
			(text) => text.trim(),
		);
		expect([why, change]).toEqual(['Bearbeitung', 'Ohne Preis → 16,10\u00a0$']);
		expect(when).toMatch(new RegExp(`^${today.replace(/\./g, '\\.')}, \\d{2}:\\d{2}$`));
		const stock = page.getByRole('table', { name: 'Bestandsverlauf' });
		expect(
			(await stock.locator('tbody tr').first().locator('td').allInnerTexts())
				.map((text) => text.trim())
				.slice(1, 4),
		).toEqual(['NM · normal · EN', '+3', 'Zählung']);
		const cardProblems = await fitsAt1280And1024(page, 'card-german');

		// Words only the English screens use: none is left on the German ones.
		const text = await page.locator('main').innerText();
		for (const english of [
			'Price',
			'On hand',
			'Unpriced',
			'Stock history',
			'Notes',
			'Adjust stock',
			'Regrade',
			'Delete',
			'Edit card',
			'released',
		])
			expect(text, english).not.toContain(english);
		expect([...listProblems, ...cardProblems]).toEqual([]);
		await context.close();
	});
});

describe('the reports in German', () => {
	it('shows the owner a till day and a day’s sales with German headers, money and dates, nothing English and nothing cut off', async () => {
		await openTestTill(5_000);
		const [owner] = await api(
			'GET',
			`/users?filter[email][_eq]=${encodeURIComponent(stack().admin.email)}&fields=id`,
		);
		await api('PATCH', `/users/${owner.id}`, { language: 'de-DE' });
		const context = await signedInContext(browser, stack().admin);
		const page = await context.newPage();
		const today = new Intl.DateTimeFormat('de', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(
			new Date(),
		);

		await page.goto(appUrl('/reports?report=till-days'));
		const tills = page.getByRole('table', { name: 'Kassentage' });
		await tills.locator('tbody tr').first().waitFor();
		expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Berichte');
		expect(
			(await tills.locator('thead th').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim()),
		).toEqual([
			'Sitzung',
			'Kasse',
			'Geöffnet',
			'Geschlossen',
			'Anfangsbestand',
			'Erwartetes Bargeld',
			'Gezähltes Bargeld',
			'Differenz',
		]);
		const rows = await tills
			.locator('tbody tr')
			.evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.innerText.trim())));
		// The test's till, opened today with its float and not counted yet.
		expect(
			rows.some((cells) => cells[2]!.startsWith(`${today}, `) && cells[4] === '50,00\u00a0$' && cells[7] === '—'),
		).toBe(true);
		expect(await page.getByRole('link', { name: 'CSV herunterladen' }).count()).toBe(1);
		const tillProblems = await fitsAt1280And1024(page, 'reports-till-days-german');

		await page.setViewportSize({ width: 1280, height: 800 });
		await page.goto(appUrl('/reports'));
		const sales = page.getByRole('table', { name: 'Umsatz nach Tag' });
		await sales.locator('tfoot tr').waitFor();
		expect((await sales.locator('thead th').allInnerTexts()).map((text) => text.trim())).toEqual([
			'Tag',
			'Bestellungen',
			'Verkaufte Exemplare',
			'Umsatz',
			'Steuer',
		]);
		expect(await sales.locator('tfoot th').innerText()).toBe('Summe');
		expect(await sales.locator('tbody tr').last().locator('td').first().innerText()).toBe(today);
		const salesProblems = await fitsAt1280And1024(page, 'reports-german');

		const text = await page.locator('main').innerText();
		for (const english of ['Report', 'Sales', 'Day', 'Total', 'Download', 'From', 'Orders'])
			expect(text, english).not.toContain(english);
		expect([...tillProblems, ...salesProblems]).toEqual([]);
		await context.close();
	});
});

describe('Home in German', () => {
	it('shows the owner the queues, the figures and the charts in German, money as German writes it, nothing English and nothing cut off', async () => {
		const [owner] = await api(
			'GET',
			`/users?filter[email][_eq]=${encodeURIComponent(stack().admin.email)}&fields=id,language`,
		);
		await api('PATCH', `/users/${owner.id}`, { language: 'de-DE' });
		const context = await signedInContext(browser, stack().admin);
		try {
			const page = await context.newPage();
			await page.goto(appUrl('/?period=30d'));
			await page.getByRole('heading', { level: 2, name: 'Zu erledigen' }).waitFor();
			await page.waitForFunction(() =>
				[...document.querySelectorAll('[data-figure]')].every(
					(figure) => figure.getAttribute('aria-busy') === 'false',
				),
			);
			const sales = (await api('GET', '/deckhand/reports/kpis?period=30d')).current.sales as number;
			const germanSales = new Intl.NumberFormat('de', { style: 'currency', currency: 'USD' }).format(sales / 100);
			expect(await page.locator('[data-figure="sales"] h3 + p').innerText()).toBe(germanSales);
			expect(await page.getByRole('radio', { name: '30 Tage' }).isChecked()).toBe(true);
			await page.getByRole('heading', { name: 'Umsatz nach Spiel' }).waitFor();
			const problems = await fitsAt1280And1024(page, 'home-german');
			const text = await page.locator('main').innerText();
			for (const english of [
				'To do',
				'Sales',
				'Previous period',
				'Gross margin',
				'Show as table',
				'Orders to fulfil',
				'Stock at cost',
				'Charts',
				' against ',
			])
				expect(text, english).not.toContain(english);
			expect(problems).toEqual([]);
		} finally {
			await context.close();
			await api('PATCH', `/users/${owner.id}`, { language: owner.language });
		}
	});
});

describe('the catalog drawn by the server, after a change of language', () => {
	it('is taken over in German with no hydration error, and a page drawn in the language before is drawn again in German', async () => {
		const [owner] = await api(
			'GET',
			`/users?filter[email][_eq]=${encodeURIComponent(stack().admin.email)}&fields=id,language`,
		);
		// English to begin with, whatever the tests before left the owner's account speaking.
		await api('PATCH', `/users/${owner.id}`, { language: null });
		const context = await signedInContext(browser, stack().admin);
		try {
			const page = await context.newPage();
			const problems: string[] = [];
			page.on('console', (message) => {
				if (message.type() === 'error') problems.push(message.text());
			});
			page.on('pageerror', (error) => problems.push(error.message));
			await page.goto(appUrl('/catalog'));
			await page.getByRole('table', { name: 'Inventory' }).waitFor();
			await page.getByRole('button', { name: /account and sign out$/ }).click();
			await page.getByRole('menuitem', { name: 'Deutsch' }).click();
			await page.getByRole('table', { name: 'Bestandsliste' }).waitFor();
			// Taken over: React has marked the table the server drew.
			const takenOver = () =>
				page.waitForFunction(() => {
					const table = document.querySelector('table[aria-label="Bestandsliste"][aria-busy="false"]');
					return table !== null && Object.keys(table).some((key) => key.startsWith('__reactFiber$'));
				});

			// The next page is drawn by the server in German, and the browser takes it over as it is.
			const german = await page.reload();
			const drawn = await german!.text();
			expect(drawn, 'the page arrives drawn').toContain('$_TSR.router=');
			expect(drawn).toContain('<html lang="de">');
			await takenOver();
			expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Katalog');

			// A page drawn in the language the browser spoke before (its note to the server was written then).
			await page.evaluate(() => {
				const [, timeZone, dates] = decodeURIComponent(
					document.cookie.match(/deckhand-formats=([^;]*)/)![1]!,
				).split(' ');
				const english = ['en', timeZone, ...(dates ? ['en-US'] : [])].join(' ');
				document.cookie = `deckhand-formats=${encodeURIComponent(english)}; Path=/app`;
			});
			const english = await (await page.reload())!.text();
			expect(english, 'the page arrives drawn').toContain('$_TSR.router=');
			expect(english).toContain('<html lang="en">');
			await takenOver();
			expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Katalog');
			await page.waitForLoadState('networkidle');
			await screenshot(page, 'catalog-drawn-after-language-change');
			expect(problems.filter((problem) => /hydrat/i.test(problem))).toEqual([]);
			expect(problems).toEqual([]);
		} finally {
			await context.close();
			await api('PATCH', `/users/${owner.id}`, { language: owner.language });
		}
	});
});
