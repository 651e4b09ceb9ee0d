import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockingViolations, useScheme } from '../harness/accessibility.ts';
import { taxOn } from '@deckhand/contract/domain/money.ts';
import { api, pricedSku } from '../harness/api.ts';
import { appUrl, screenshot, signedInContext, stack, specBrowser } from '../harness/browser.ts';
import { CatalogPage } from '../pages/catalog-page.ts';
import { HomePage } from '../pages/home-page.ts';
import { OrdersPage } from '../pages/orders-page.ts';

let browser: Browser;
let owner: BrowserContext;
let clerk: BrowserContext;
/** The shop's today, as the server counts it (its time zone). */
let today = '';
const tag = Date.now().toString(36);
/** A sealed box down to its last copy: low stock, and "Sealed" wherever its SKU is named. */
let box = 0;

const money = (cents: number) =>
	new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
const plusDays = (day: string, days: number) =>
	new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const kpis = (query: string) => api('GET', `/deckhand/reports/kpis?${query}`);

beforeAll(async () => {
	browser = await specBrowser();
	owner = await signedInContext(browser, stack().admin);
	clerk = await signedInContext(browser, stack().staff);
	expect((await api('GET', '/items/shop_settings?fields=currency')).currency).toBe('USD');
	// Known rows in the queues: two paid online orders and a phone order waiting to be shipped, a counter
	// sale paid and gone with its customer (no queue), three singles down to their last copy (no queue:
	// singles are not restocked) and a sealed box down to its last (low stock).
	const card = await api('POST', '/items/cards', {
		set: 1,
		name: `Home queue ${tag}`,
		collector_number: '970',
		rarity: 'Rare',
	});
	const sku = await pricedSku(card.id, { price: 1_000, stock: 10 });
	for (const channel of ['online', 'online', 'phone', 'counter'])
		await api('POST', '/deckhand/checkout', {
			channel,
			lines: [{ sku, quantity: 1 }],
			payments: [{ method: 'card', amount: 1_083 }],
		});
	for (const condition of ['LP', 'MP', 'HP']) await pricedSku(card.id, { price: 500, stock: 1, condition });
	box = (await api('POST', '/items/cards', { set: 1, name: `Home box ${tag}`, kind: 'sealed', rarity: 'Sealed' })).id;
	await pricedSku(box, { price: 14_000, stock: 1 });
	today = (await kpis('period=today')).period.to;
});
afterAll(async () => {
	await browser?.close();
});

/** No serious or critical axe finding on the page as it is now, each named if there is one. */
async function expectAccessible(page: Page): Promise<void> {
	const violations = await blockingViolations(page);
	expect(violations, violations.join('\n')).toEqual([]);
}

/** Every error or warning the page writes to the console (a chart drawn at no size warns there). */
function consoleProblems(page: Page): string[] {
	const problems: string[] = [];
	page.on('console', (message) => {
		if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
	});
	return problems;
}

/** Every request the page makes to the reports' routes, by path. */
function reportRequests(page: Page): string[] {
	const paths: string[] = [];
	page.on('request', (request) => {
		const path = new URL(request.url()).pathname;
		if (path.startsWith('/deckhand/reports/')) paths.push(path);
	});
	return paths;
}

describe('Home, as the owner and as the clerk', () => {
	it('shows the owner the gross margin, the cost of sales and the stock at cost the server computed', async () => {
		const page = await owner.newPage();
		const asked = reportRequests(page);
		const problems = consoleProblems(page);
		const home = await new HomePage(page).open();
		const figures = await kpis('period=today');
		expect(await home.kpi('gross-margin')).toBe(money(figures.current.gross_margin));
		expect(await home.kpi('cost-of-sales')).toBe(money(figures.current.cost_of_sales));
		expect(await home.kpi('stock-cost')).toBe(money(figures.stock.cost_value));
		expect(await home.kpi('sales')).toBe(money(figures.current.sales));
		expect(await page.getByRole('heading', { name: 'Top 10 cards by margin' }).count()).toBe(1);
		// One request per route, and no row list.
		expect(asked.sort()).toEqual([
			'/deckhand/reports/charts',
			'/deckhand/reports/kpis',
			'/deckhand/reports/margins',
			'/deckhand/reports/work-queues',
		]);
		expect(problems).toEqual([]);
		// A change is a percentage only up to tripling; past it (a tiny previous figure) the amount is said instead.
		for (const words of await page.getByText(/^(Up|Down) /).allInnerTexts()) {
			const percent = /([\d.,\s\u202f]+)\s?%$/.exec(words)?.[1];
			if (percent !== undefined) expect(Number(percent.replace(/[^\d.]/g, '')), words).toBeLessThanOrEqual(200);
		}
		await page.close();
	});

	it('shows the clerk only what needs doing while the owner keeps the figures, the server answering none', async () => {
		expect((await api('GET', '/items/shop_settings?fields=staff_see_figures')).staff_see_figures).toBe(false);
		const page = await clerk.newPage();
		await page.setViewportSize({ width: 1366, height: 768 });
		const asked = reportRequests(page);
		const answers: unknown[] = [];
		page.on('response', async (response) => {
			if (/\/deckhand\/reports\/(kpis|charts)/.test(response.url())) answers.push(await response.json());
		});
		const home = await new HomePage(page).open();
		await page.getByRole('heading', { name: 'To do' }).waitFor();
		expect(await page.getByRole('heading', { name: 'How the shop is doing' }).count()).toBe(0);
		for (const name of ['sales', 'credit-outstanding', 'stock-retail', 'sales-by-game'])
			expect(await home.figure(name).count()).toBe(0);
		expect(asked).not.toContain('/deckhand/reports/margins');
		await expect.poll(() => answers.length).toBeGreaterThan(0);
		for (const answer of answers) {
			expect(answer).toMatchObject({ data: { withheld: 'staff_see_figures' } });
			expect(JSON.stringify(answer)).not.toMatch(/sales|retail_value|credit/);
		}
		await expectAccessible(page);
		await screenshot(page, 'home-clerk-without-figures');
		await page.close();
	});

	it('shows the clerk the figures, with no margin or cost, once the owner lets staff see them; the margins stay refused', async () => {
		await api('PATCH', '/items/shop_settings', { staff_see_figures: true });
		try {
			const page = await clerk.newPage();
			const asked = reportRequests(page);
			const home = await new HomePage(page).open();
			expect(await home.kpi('sales')).toBe(money((await kpis('period=today')).current.sales));
			for (const name of ['gross-margin', 'cost-of-sales', 'stock-cost', 'top-cards-margin', 'top-sets-margin'])
				expect(await home.figure(name).count()).toBe(0);
			const text = await page.locator('main').innerText();
			for (const word of ['Gross margin', 'Cost of sales', 'At cost', 'by margin'])
				expect(text).not.toContain(word);
			expect(asked).not.toContain('/deckhand/reports/margins');
			expect(asked.length).toBe(3);
			const login = await api('POST', '/auth/login', {
				email: stack().staff.email,
				password: stack().staff.password,
			});
			const refused = await fetch(`${stack().url}/deckhand/reports/margins?period=today`, {
				headers: { authorization: `Bearer ${login.access_token}` },
			});
			expect(refused.status).toBe(403);
			expect((await refused.json()).errors[0].extensions.code).toBe('FORBIDDEN');
			await page.close();
		} finally {
			await api('PATCH', '/items/shop_settings', { staff_see_figures: false });
		}
	});
});

describe('the period', () => {
	it('changes every figure to the period chosen, in the address too', async () => {
		const page = await owner.newPage();
		const home = await new HomePage(page).open();
		const todays = await home.kpi('sales');
		await home.choosePeriod('30 days');
		await page.waitForURL(/period=30d/);
		await home.painted();
		const month = await kpis('period=30d');
		expect(month.current.sales).not.toBe((await kpis('period=today')).current.sales);
		expect(await home.kpi('sales')).toBe(money(month.current.sales));
		expect(await home.kpi('sales')).not.toBe(todays);
		expect(await home.kpi('orders')).toBe(String(month.current.orders.toLocaleString('en-US')));
		// A chart's figures follow, read from its table.
		const charts = await api('GET', '/deckhand/reports/charts?period=30d&grain=day');
		const byGame = home.figure('sales-by-game');
		await byGame.getByRole('button', { name: 'Show as table' }).click();
		const firstRow = await byGame.locator('tbody tr').first().locator('td').allInnerTexts();
		expect([firstRow[0], firstRow[3]]).toEqual([
			charts.sales_by_game[0].name,
			money(charts.sales_by_game[0].revenue),
		]);
		await page.close();
	});

	it('takes a custom range by keyboard and shows its figures', async () => {
		const page = await owner.newPage();
		const home = await new HomePage(page).open('?period=7d');
		const [from, to] = [plusDays(today, -20), plusDays(today, -5)];
		// From 7 days to Custom with the arrow keys, as radio buttons move.
		await page.getByRole('radio', { name: '7 days' }).focus();
		await page.keyboard.press('ArrowRight');
		await page.keyboard.press('ArrowRight');
		await page.keyboard.press('ArrowRight');
		await page.waitForURL(/period=custom/);
		await home.field('From').fill(from);
		await home.field('To').fill(to);
		await page.waitForURL((url) => url.searchParams.get('from') === from && url.searchParams.get('to') === to);
		await home.painted();
		const custom = await kpis(`period=custom&from=${from}&to=${to}`);
		expect(await home.kpi('sales')).toBe(money(custom.current.sales));
		expect(await home.kpi('tax')).toBe(money(custom.current.tax));
		await page.close();
	});

	it('says the server’s refusal of a range that ends before it starts beside From, keeping what was typed', async () => {
		const page = await owner.newPage();
		const home = await new HomePage(page).open();
		const [from, to] = [plusDays(today, -3), plusDays(today, -10)];
		const answer = await fetch(`${stack().url}/deckhand/reports/kpis?period=custom&from=${from}&to=${to}`, {
			headers: { authorization: `Bearer ${stack().admin.token}` },
		});
		expect(answer.status).toBe(400);
		const refusal = (await answer.json()).errors[0];
		expect(refusal.extensions.field).toBe('from');
		await home.choosePeriod('Custom');
		await home.field('From').fill(from);
		await home.field('To').fill(to);
		await page.getByText(refusal.message).waitFor();
		expect(await home.field('From').getAttribute('aria-invalid')).toBe('true');
		expect(await home.field('From').getAttribute('aria-describedby')).toBeTruthy();
		const describedBy = await home.field('From').getAttribute('aria-describedby');
		expect(
			await page.locator(`[id="${describedBy!.split(' ').find((id) => id.endsWith('error'))}"]`).innerText(),
		).toBe(refusal.message);
		expect([await home.field('From').inputValue(), await home.field('To').inputValue()]).toEqual([from, to]);
		expect(new URL(page.url()).searchParams.get('from')).toBe(from);
		await screenshot(page, 'home-custom-refused');
		await page.close();
	});
});

describe('the work queues', () => {
	it('opens the paid online orders from "Online orders to fulfil" by keyboard, exactly as many as it counts, no counter sale among them', async () => {
		const page = await owner.newPage();
		const queues = await api('GET', '/deckhand/reports/work-queues');
		expect(queues.online_orders_to_fulfil).toBeGreaterThanOrEqual(2);
		expect(queues.phone_orders_to_fulfil).toBeGreaterThanOrEqual(1);
		expect(queues).not.toHaveProperty('orders_to_fulfil');
		const home = await new HomePage(page).open();
		expect(await home.queueCount('Phone orders to fulfil')).toBe(queues.phone_orders_to_fulfil);
		expect(await home.queueCount('Online orders to fulfil')).toBe(queues.online_orders_to_fulfil);
		await home.queue('Online orders to fulfil').focus();
		await page.keyboard.press('Enter');
		await page.waitForURL(/\/orders\?status=paid&channel=online$/);
		const orders = new OrdersPage(page);
		await orders.settled();
		expect((await orders.rows()).length).toBe(queues.online_orders_to_fulfil);
		await page.close();
	});

	it('opens the low-stock sealed product from its queue as the clerk, exactly as many as it counts, each named "Sealed"', async () => {
		const page = await clerk.newPage();
		await page.setViewportSize({ width: 1024, height: 768 });
		const queues = await api('GET', '/deckhand/reports/work-queues');
		expect(queues.low_stock_skus).toBeGreaterThanOrEqual(1);
		// The singles down to their last copy are not in it.
		expect((await api('GET', '/deckhand/inventory?stock=low&limit=1')).total).toBeGreaterThan(
			queues.low_stock_skus,
		);
		const home = await new HomePage(page).open();
		expect(await home.queueCount('Low-stock sealed product')).toBe(queues.low_stock_skus);
		await home.queue('Low-stock sealed product').click();
		await page.waitForURL(/\/catalog\?stock=low&kind=sealed$/);
		const catalog = new CatalogPage(page);
		await catalog.settled();
		expect((await catalog.rows()).length).toBe(Math.min(queues.low_stock_skus, 50));
		const box = page.getByRole('row').filter({ hasText: `Home box ${tag}` });
		await expect.poll(() => box.count()).toBe(1);
		expect(await box.innerText()).toContain('Sealed');
		expect(await box.innerText()).not.toMatch(/\bNM\b/);
		// Looked at as it stands, not under the pointer the click left on a row (a row link's hover colour is 4.49:1, a known finding of its own).
		await page.mouse.move(0, 0);
		await expectAccessible(page);
		await page.close();
	});

	it('shows the owner the sealed box as "Sealed" on its card page, not a condition', async () => {
		const page = await owner.newPage();
		await page.setViewportSize({ width: 1366, height: 768 });
		await page.goto(appUrl(`/catalog/cards/${box}`));
		const skus = page.getByRole('table', { name: 'SKUs' });
		await skus.getByRole('cell', { name: 'Sealed · EN', exact: true }).waitFor();
		expect(await skus.innerText()).not.toMatch(/\bNM\b/);
		await page.close();
	});
});

describe('as it looks', () => {
	it("fits a ranking's table in its card at 1024 px, however long a card's name", async () => {
		// A name of 200 letters without a space (the longest a card may have), the day's best seller by far.
		const name = `Longname${tag}`.padEnd(200, 'x');
		const card = await api('POST', '/items/cards', { set: 1, name, collector_number: '971', rarity: 'Rare' });
		const sku = await pricedSku(card.id, { price: 900_000, stock: 1 });
		const { tax_rate_bp: taxRateBp } = await api('GET', '/items/shop_settings?fields=tax_rate_bp');
		await api('POST', '/deckhand/checkout', {
			channel: 'counter',
			lines: [{ sku, quantity: 1 }],
			payments: [{ method: 'card', amount: 900_000 + taxOn(900_000, taxRateBp) }],
			complete: true,
		});
		const page = await owner.newPage();
		await page.setViewportSize({ width: 1024, height: 900 });
		const home = await new HomePage(page).open('?period=today');
		for (const [figure, title] of [
			['top-cards', 'Top 10 cards by revenue'],
			['top-cards-margin', 'Top 10 cards by margin'],
		] as const) {
			const ranking = home.figure(figure);
			await ranking.getByRole('button', { name: 'Show as table' }).click();
			const row = ranking
				.getByRole('table', { name: title })
				.getByRole('row')
				.filter({ has: page.getByRole('cell', { name, exact: true }) });
			await expect.poll(() => row.count()).toBe(1);
			// The kit's scroll container holds the table in an inner box: the table's grandparent scrolls.
			const scroller = ranking.getByRole('table', { name: title }).locator('xpath=../..');
			expect(await scroller.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
			// The name is broken to fit; the set's short code beside it is not split mid-word for it.
			const setLines = await row
				.getByRole('cell')
				.nth(1)
				.evaluate((cell) => {
					const range = document.createRange();
					range.selectNodeContents(cell);
					return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
				});
			expect(setLines).toBe(1);
		}
		await screenshot(page, 'home-long-name-1024');
		await page.close();
	});

	it('is drawn for the owner and the clerk in both themes at 1280 and 1024 px', async () => {
		for (const [who, user] of [
			['owner', stack().admin],
			['clerk', stack().staff],
		] as const) {
			const context = await signedInContext(browser, user);
			for (const scheme of ['light', 'dark'] as const) {
				const page = await context.newPage();
				await useScheme(page, scheme);
				for (const width of [1280, 1024]) {
					await page.setViewportSize({ width, height: 900 });
					const home = await new HomePage(page).open('?period=30d');
					// The clerk's Home is "To do" alone while the owner keeps the figures.
					expect(await home.figure('sales').isVisible()).toBe(who === 'owner');
					await screenshot(page, `home-${who}-${scheme}${width === 1024 ? '-1024' : ''}`);
				}
				await page.close();
			}
			await context.close();
		}
	});
});
