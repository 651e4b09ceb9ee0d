import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, pricedSku } from '../harness/api.ts';
import { appUrl, countPrints, screenshot, signedInContext, stack, specBrowser } from '../harness/browser.ts';
import { csvRows } from '../harness/csv.ts';
import { downloaded } from '../harness/downloads.ts';
import { useTill } from '../harness/tills.ts';
import { ActivityPage } from '../pages/activity-page.ts';
import { CardPage } from '../pages/card-page.ts';
import { CatalogPage } from '../pages/catalog-page.ts';
import { CheckoutPage } from '../pages/checkout-page.ts';
import { CustomerPage } from '../pages/customer-page.ts';
import { CustomersPage } from '../pages/customers-page.ts';
import { HomePage } from '../pages/home-page.ts';
import type { ListPage } from '../pages/list-page.ts';
import { OrderPage } from '../pages/order-page.ts';
import { OrdersPage } from '../pages/orders-page.ts';
import { ReportsPage } from '../pages/reports-page.ts';
import { TillsPage } from '../pages/tills-page.ts';

/**
 * Names that carry markup are shown as the words they are, on every screen and paper that prints
 * them: a card, its set and game, a customer, a till, a clerk, a note and the shop's own name,
 * each holding one or more of the strings below, sold at the counter and taken in on a buylist,
 * then read on each screen by the owner and a clerk. Nothing is built from them (no picture, no
 * script, no bold, no link), nothing runs, no dialog opens, the console stays clean, and the pages
 * the server draws carry them escaped.
 */
const HOSTILE = {
	img: '<img src=x onerror="window.__pwned=1">',
	script: '<script>window.__pwned=1</script>',
	svg: '"><svg onload=window.__pwned=1>',
	bold: '<b>bold</b>',
	template: '{{7*7}}',
	link: 'javascript:alert(1)',
	/** An entity written out: shown as these eight characters, never decoded to `&lt;` or `<`. */
	entity: '&amp;lt;',
};

const tag = Date.now().toString(36);
const NAMES = {
	game: `${HOSTILE.bold} Game ${tag} ${HOSTILE.img}`,
	set: `${HOSTILE.svg} Set ${tag} ${HOSTILE.template} ${HOSTILE.entity}`,
	card: `Card ${tag} ${Object.values(HOSTILE).join(' ')}`,
	customer: `${HOSTILE.script} Customer ${tag} ${HOSTILE.img} ${HOSTILE.link} ${HOSTILE.entity}`,
	till: `${HOSTILE.img} Till ${tag}`,
	clerk: { first: HOSTILE.img, last: `${HOSTILE.bold} ${tag}` },
	shop: `${HOSTILE.bold} Shop ${HOSTILE.svg} ${HOSTILE.template}`,
	note: `Note ${tag} ${Object.values(HOSTILE).join(' ')}`,
};
const CLERK_NAME = `${NAMES.clerk.first} ${NAMES.clerk.last}`;

const scene = {
	game: 0,
	set: 0,
	card: 0,
	customer: 0,
	till: 0,
	session: 0,
	order: 0,
	orderNumber: '',
	buylist: 0,
	clerk: { email: '', password: '' },
};
let browser: Browser;
let shopNameBefore: string;

/** A clerk of this test's own whose name is markup (the demo clerk keeps the name other specs read). */
async function hostileClerk(): Promise<{ email: string; password: string; token: string }> {
	const role = (await api('GET', '/roles?filter[name][_eq]=User&fields=id'))[0].id;
	const clerk = { email: `markup-${tag}@deckhand.example.com`, password: `markup-${tag}-password` };
	await api('POST', '/users', {
		...clerk,
		role,
		first_name: NAMES.clerk.first,
		last_name: NAMES.clerk.last,
		status: 'active',
	});
	return { ...clerk, token: (await api('POST', '/auth/login', clerk)).access_token };
}

beforeAll(async () => {
	browser = await specBrowser();
	shopNameBefore = (await api('GET', '/settings?fields=project_name')).project_name;
	await api('PATCH', '/settings', { project_name: NAMES.shop });
	// The clerk reads the names in Home's charts too, which the owner lets staff see here.
	await api('PATCH', '/items/shop_settings', { staff_see_figures: true });
	scene.game = (await api('POST', '/items/games', { name: NAMES.game, code: `MK${tag.slice(-6).toUpperCase()}` })).id;
	scene.set = (
		await api('POST', '/items/sets', {
			game: scene.game,
			code: `MK${tag.slice(-6).toUpperCase()}`,
			name: NAMES.set,
		})
	).id;
	scene.card = (
		await api('POST', '/items/cards', { set: scene.set, name: NAMES.card, collector_number: '1', rarity: 'Rare' })
	).id;
	// Dear enough to top Home's rankings of the period whatever else the other specs sold.
	const sku = await pricedSku(scene.card, { price: 900_000, stock: 3 });
	scene.customer = (
		await api('POST', '/items/customers', { name: NAMES.customer, email: `markup-${tag}@example.com` })
	).id;
	const clerk = await hostileClerk();
	scene.clerk = { email: clerk.email, password: clerk.password };
	scene.till = (await api('POST', '/items/tills', { name: NAMES.till })).id;
	scene.session = (await api('POST', `/deckhand/tills/${scene.till}/open`, { float: 0 }, clerk.token)).id;
	scene.buylist = (await api('POST', '/deckhand/buylists', { customer: scene.customer }, clerk.token)).id;
	await api('POST', `/deckhand/buylists/${scene.buylist}/lines`, { sku, quantity: 1 }, clerk.token);
});
afterAll(async () => {
	// The other specs read the shop's name on receipts and in the header.
	if (shopNameBefore) await api('PATCH', '/settings', { project_name: shopNameBefore });
	await api('PATCH', '/items/shop_settings', { staff_see_figures: false });
	await browser?.close();
});

/**
 * A browser context whose every page fails the test on a dialog (an `alert` run from a name), an
 * uncaught error or a console error (a policy refusing an inline handler says so there too).
 */
function watched(context: BrowserContext): { context: BrowserContext; problems: string[] } {
	const problems: string[] = [];
	const watch = (page: Page) => {
		page.on('dialog', (dialog) => {
			problems.push(`dialog: ${dialog.message()}`);
			void dialog.dismiss();
		});
		// A new page's about:blank runs the context's set-up scripts too, and may not read storage: only the shop's pages count.
		const onShop = () => page.url().startsWith(stack().url);
		page.on('pageerror', (error) => {
			if (onShop()) problems.push(`uncaught: ${error.message}`);
		});
		page.on('console', (message) => {
			if (message.type() === 'error' && onShop()) problems.push(`console: ${message.text()}`);
		});
	};
	context.pages().forEach(watch);
	context.on('page', watch);
	return { context, problems };
}

async function clerkBrowser() {
	const watching = watched(await signedInContext(browser, scene.clerk));
	await useTill(watching.context, scene.till);
	return watching;
}

const ownerBrowser = async () => watched(await signedInContext(browser, stack().admin));

/**
 * The page shows each text as visible words, and nothing was made of any hostile string: no
 * picture `x`, no element with an inline handler, no script or bold of a name's, no `javascript:`
 * link, `window.__pwned` never set, the document's title the screen's name.
 */
async function showsAsText(page: Page, problems: string[], texts: string[]): Promise<void> {
	for (const text of texts) await page.getByText(text, { exact: false }).filter({ visible: true }).first().waitFor();
	const made = await page.evaluate(() => ({
		pictures: document.querySelectorAll('img[src="x"]').length,
		handlers: document.querySelectorAll('[onerror], [onload]').length,
		svgs: document.querySelectorAll('svg[onload]').length,
		scripts: [...document.scripts].filter((script) => script.textContent?.trim() === 'window.__pwned=1').length,
		bold: [...document.querySelectorAll('b')].filter((bold) => bold.textContent === 'bold').length,
		links: document.querySelectorAll('a[href^="javascript:" i]').length,
		pwned: (window as unknown as { __pwned?: unknown }).__pwned ?? null,
	}));
	expect(made).toEqual({ pictures: 0, handlers: 0, svgs: 0, scripts: 0, bold: 0, links: 0, pwned: null });
	// The tab says the screen, in words of the dashboard's own.
	expect(await page.title()).toMatch(/^[\p{L} /-]+ · Deckhand$/u);
	expect(problems).toEqual([]);
}

/** A page as the server sent it: each hostile string escaped, none of them as markup. */
function escapedInHtml(html: string): void {
	for (const raw of [HOSTILE.img, HOSTILE.script, HOSTILE.svg.slice(2), HOSTILE.bold])
		expect(html).not.toContain(raw);
	expect(html).toContain('&lt;img src=x onerror=');
	expect(html).toContain('&amp;amp;lt;');
}

describe('names with markup, sold at the counter', () => {
	it('the clerk finds the card and the customer at the till, sells, prints the receipt, and notes the card', async () => {
		const { context, problems } = await clerkBrowser();
		const page = await context.newPage();
		await countPrints(page);
		const till = await new CheckoutPage(page).open();
		await till.searchAndPick(`Card ${tag}`, NAMES.card);
		await showsAsText(page, problems, [NAMES.card, NAMES.till]);
		await till.chooseCustomer(`Customer ${tag}`, NAMES.customer);
		await till.press('Enter');
		await till.press('Enter');
		await till.receipt().waitFor();
		await showsAsText(page, problems, [NAMES.card, NAMES.customer, NAMES.shop]);
		scene.orderNumber = /Order (D-\d{6})/.exec(await till.receipt().innerText())![1]!;
		scene.order = (await api('GET', `/items/orders?filter[number][_eq]=${scene.orderNumber}&fields=id`))[0].id;
		await screenshot(page, 'markup-receipt');

		await page.getByRole('button', { name: 'Print' }).click();
		expect(await page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);
		await page.emulateMedia({ media: 'print' });
		await showsAsText(page, problems, [NAMES.card, NAMES.customer, NAMES.shop]);
		await page.emulateMedia({ media: 'screen' });

		const card = await new CardPage(page).open(scene.card);
		await card.addNote(NAMES.note);
		await card.notes().filter({ hasText: NAMES.note }).waitFor();
		await showsAsText(page, problems, [NAMES.card, NAMES.set, NAMES.note, CLERK_NAME]);
		await screenshot(page, 'markup-card');
		await context.close();
	});

	it('the clerk closes the till: the status says its name, and the printed day report says the till and who opened it', async () => {
		const { context, problems } = await clerkBrowser();
		const page = await context.newPage();
		await countPrints(page);
		const tills = await new TillsPage(page).open();
		await showsAsText(page, problems, [NAMES.till]);
		// The drawer holds the sale's cash alone (no float, the exact amount tendered).
		const { total } = await api('GET', `/items/orders/${scene.order}?fields=total`);
		await tills.closeWithCount((total / 100).toFixed(2));
		const closed = page.getByRole('status').filter({ hasText: `${NAMES.till} is closed` });
		await closed.waitFor();
		await showsAsText(page, problems, [`${NAMES.till} is closed`]);
		await closed.getByRole('link', { name: 'End-of-day report' }).click();
		await page.getByRole('button', { name: 'Print report' }).click();
		expect(await page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);
		await page.emulateMedia({ media: 'print' });
		await showsAsText(page, problems, [NAMES.till, CLERK_NAME]);
		await screenshot(page, 'markup-till-report');
		await context.close();
	});
});

const LISTS: Array<{ name: string; open: (page: Page) => ListPage; search: () => string; shows: () => string[] }> = [
	{ name: 'catalog', open: (page) => new CatalogPage(page), search: () => `Card ${tag}`, shows: () => [NAMES.card] },
	{
		name: 'customers',
		open: (page) => new CustomersPage(page),
		search: () => `Customer ${tag}`,
		shows: () => [NAMES.customer],
	},
	{
		name: 'orders',
		open: (page) => new OrdersPage(page),
		search: () => scene.orderNumber,
		shows: () => [NAMES.customer],
	},
];

describe.each([
	['clerk', clerkBrowser],
	['owner', ownerBrowser],
] as const)('names with markup, as the %s reads them', (role, open) => {
	it('on the lists the server draws: escaped in the page, text once the browser has taken it over', async () => {
		const { context, problems } = await open();
		const page = await context.newPage();
		// The first page tells the server how this browser writes dates: the next ones arrive drawn.
		await page.goto(appUrl('/'));
		for (const list of LISTS) {
			const screen = list.open(page);
			const response = await page.goto(appUrl(`/${list.name}?q=${encodeURIComponent(list.search())}`));
			const html = await response!.text();
			expect(html, `${list.name} arrives drawn`).toContain('$_TSR.router=');
			escapedInHtml(html);
			await screen.settled();
			await showsAsText(page, problems, list.shows());
		}
		const response = await page.goto(appUrl(`/buylists?customer=${scene.customer}`));
		escapedInHtml(await response!.text());
		await page.getByRole('table', { name: 'Buylists' }).and(page.locator('[aria-busy="false"]')).waitFor();
		await showsAsText(page, problems, [NAMES.customer]);
		await context.close();
	});

	it('on the card, the games and sets, the customer, the order and its receipt, the buylist and its offer sheet, and Home', async () => {
		const { context, problems } = await open();
		const page = await context.newPage();
		await new CardPage(page).open(scene.card);
		await showsAsText(page, problems, [NAMES.card, NAMES.set, NAMES.note]);

		await page.goto(appUrl(`/catalog/games?game=${scene.game}`));
		await page.getByRole('table', { name: `Sets of ${NAMES.game}` }).waitFor();
		await showsAsText(page, problems, [NAMES.game, NAMES.set]);

		await new CustomerPage(page).open(scene.customer);
		await showsAsText(page, problems, [NAMES.customer, scene.orderNumber]);

		const order = await new OrderPage(page).open(scene.order);
		await showsAsText(page, problems, [NAMES.card, NAMES.customer, CLERK_NAME]);
		await order.page.goto(appUrl(`/orders/${scene.order}?receipt=true`));
		await order.receipt().waitFor();
		await showsAsText(page, problems, [NAMES.card, NAMES.customer, NAMES.shop]);

		await page.goto(appUrl(`/buylists/${scene.buylist}`));
		await page
			.getByRole('table', { name: 'Buylist lines' })
			.getByRole('row')
			.filter({ hasText: NAMES.card })
			.waitFor();
		await showsAsText(page, problems, [NAMES.card, NAMES.customer]);
		await page.goto(appUrl(`/buylists/${scene.buylist}/offer-sheet`));
		await page.getByRole('table', { name: 'Offered cards' }).waitFor();
		await page.emulateMedia({ media: 'print' });
		await showsAsText(page, problems, [NAMES.card, NAMES.customer, NAMES.shop]);
		await screenshot(page, `markup-offer-sheet-${role}`);
		await page.emulateMedia({ media: 'screen' });

		const home = await new HomePage(page).open();
		// The canvas is named by its heading alone; its names are read from its table (its tooltips are drawn on the canvas).
		for (const [ranking, heading] of [
			['top-cards', 'Top 10 cards by revenue'],
			['top-sets', 'Top 10 sets by revenue'],
			['sales-by-game', 'Sales by game'],
		] as const) {
			await home.figure(ranking).getByRole('img', { name: heading, exact: true }).waitFor();
			await home.figure(ranking).getByRole('button', { name: 'Show as table' }).click();
		}
		await showsAsText(page, problems, [NAMES.card, NAMES.set, NAMES.game]);
		await screenshot(page, `markup-home-${role}`);
		await context.close();
	});
});

describe('names with markup, as the owner alone reads them', () => {
	it('in the reports and their CSV, the activity feed and the staff list', async () => {
		const { context, problems } = await ownerBrowser();
		const page = await context.newPage();
		const reports = new ReportsPage(page);
		for (const [report, table, name] of [
			['sales-by-game', 'Sales by game', NAMES.game],
			['till-days', 'Till days', NAMES.till],
		] as const) {
			await reports.open(`?report=${report}`);
			await reports.table(table);
			await showsAsText(page, problems, [name]);
			const file = await downloaded(page, () => reports.download().click());
			expect(csvRows(file.text).flat()).toContain(name);
		}

		await new ActivityPage(page).open();
		await showsAsText(page, problems, [NAMES.card, NAMES.till, CLERK_NAME]);
		await screenshot(page, 'markup-activity');

		await page.goto(appUrl('/staff'));
		await page.getByRole('table', { name: 'Staff' }).and(page.locator('[aria-busy="false"]')).waitFor();
		await showsAsText(page, problems, [CLERK_NAME]);
		await context.close();
	});
});
