import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../harness/api.ts';
import { blockingViolations, hoverAndFocusViolations } from '../harness/accessibility.ts';
import { appUrl, screenshot, signedInContext, stack, specBrowser } from '../harness/browser.ts';
import { cardWithPendingReview } from '../harness/market-prices.ts';
import { cutOff } from '../harness/cut-off.ts';
import { deckhandFile, planFile, uploadFile } from '../harness/imports.ts';
import { openTestTill } from '../harness/tills.ts';

let browser: Browser;

beforeAll(async () => {
	browser = await specBrowser();
	// The longest thing the staff list shows: an invited person, who has no name yet and is shown by address.
	const role = (await api('GET', '/roles?filter[name][_eq]=User&fields=id'))[0].id;
	await api('POST', '/users', {
		email: `invited.with.a.rather.long.address.${Date.now()}@deckhand.example.com`,
		role,
		status: 'invited',
	});
	// A buylist with a line taken fewer than brought is the widest intake screen: every column and the line's actions must be in sight.
	const customer = (await api('POST', '/items/customers', { name: `Tablet trade-in ${Date.now().toString(36)}` })).id;
	const buylist = await api('POST', '/deckhand/buylists', { customer });
	await api('POST', `/deckhand/buylists/${buylist.id}/lines`, {
		card: 1,
		condition: 'MP',
		finish: 'reverse_holo',
		language: 'JA',
		quantity: 12,
	});
	SCREENS.push(`/buylists/${buylist.id}`, `/buylists/${buylist.id}/offer-sheet`);
	// The card page with its market column filled (a stale price flagged), the Price review screen with a move waiting, and its run.
	const market = await cardWithPendingReview('Tablet market shelf with a long name');
	SCREENS.push(`/catalog/cards/${market.card}`, '/prices/review', '/prices/runs');
	// An import's widest steps: its first rows (a long name, a row with an error) and its dry run's errors.
	const tag = Date.now().toString(36);
	const row = {
		game_code: 'PKM',
		set_code: 'OBF',
		set_name: 'Obsidian Flames',
		kind: 'single',
		finish: 'reverse_holo',
		language: 'JA',
		edition: 'first_edition',
		quantity: '12',
		price: '1234.50',
		cost: '800.00',
		market_price: '1300.00',
		market_price_date: new Date().toISOString().slice(0, 10),
	};
	const staged = await uploadFile(
		deckhandFile(`tablet-import-${tag}-with-a-rather-long-file-name.csv`, [
			{
				...row,
				card_name: `Charizard ex Special Illustration Rare ${tag}`,
				collector_number: '223',
				condition: 'NM',
			},
			{ ...row, card_name: `Tablet import ${tag}`, collector_number: '224', condition: 'Slightly Used' },
		]),
	);
	await planFile(staged.id);
	SCREENS.push(
		`/imports?job=${staged.id}&step=preview`,
		`/imports?job=${staged.id}&step=options`,
		`/imports?job=${staged.id}&step=dry-run`,
	);
	// The widest report: a till day, its till's name as long as the test tills' and its session still open.
	await openTestTill(5_000);
	SCREENS.push(
		'/reports',
		'/reports?report=sales-by-game',
		'/reports?report=tax-by-day',
		'/reports?report=till-days',
		'/reports?report=credit-liability',
	);
	// Home with a month of figures and charts, and with its custom period's day fields open.
	const today: string = (await api('GET', '/deckhand/reports/kpis?period=today')).period.to;
	SCREENS.push('/?period=30d', `/?period=custom&from=${today}&to=${today}`);
});
afterAll(async () => {
	await browser.close();
});

const TABLET = { width: 1024, height: 768 };
const SCREENS = [
	'/',
	'/catalog',
	'/catalog/games',
	'/catalog/cards/1',
	'/catalog/cards/new',
	'/checkout',
	'/buylists',
	'/buying-rules',
	'/buying-rules?dialog=add',
	'/tills',
	'/orders',
	'/orders/1',
	'/orders/pick-list',
	'/customers',
	'/customers/1',
	'/pictures',
	'/imports',
	'/catalogue-sources',
	'/catalogue-sources?source=pokemon-tcg-data',
	'/activity',
	'/staff',
	'/settings',
	'/profile',
	'/server-status',
];

describe('on a 1024 px tablet', () => {
	it('the sidebar shows icons, each link still named, and its name shown on focus', async () => {
		const context = await signedInContext(browser, stack().admin);
		const page = await context.newPage();
		await page.setViewportSize(TABLET);
		await page.goto(appUrl('/'));
		const catalog = page
			.getByRole('navigation', { name: 'Main' })
			.getByRole('link', { name: 'Catalog', exact: true });
		await catalog.waitFor();
		expect((await catalog.boundingBox())!.width).toBeLessThan(80);
		await catalog.focus();
		await page.getByRole('tooltip', { name: 'Catalog', exact: true }).waitFor();
		await page.setViewportSize({ width: 1280, height: 800 });
		await page.getByRole('tooltip').waitFor({ state: 'detached' });
		expect((await catalog.boundingBox())!.width).toBeGreaterThan(150);
		await context.close();
	});

	it('the owner asks for the sidebar’s labels and the browser keeps them; every icon is its own; nothing axe finds, hovered or focused', async () => {
		const context = await signedInContext(browser, stack().admin);
		const page = await context.newPage();
		await page.setViewportSize(TABLET);
		await page.goto(appUrl('/catalog'));
		const navigation = page.getByRole('navigation', { name: 'Main' });
		const catalog = navigation.getByRole('link', { name: 'Catalog', exact: true });
		await page.getByRole('table', { name: 'Inventory' }).waitFor();
		// No two entries draw the same picture.
		const pictures = await navigation.locator('a svg').evaluateAll((icons) => icons.map((icon) => icon.innerHTML));
		expect(pictures.length).toBeGreaterThan(10);
		expect(new Set(pictures).size).toBe(pictures.length);
		const show = navigation.getByRole('button', { name: "Show the menu's labels" });
		await show.focus();
		await page.getByRole('tooltip', { name: "Show the menu's labels" }).waitFor();
		await page.keyboard.press('Enter');
		const hide = navigation.getByRole('button', { name: "Hide the menu's labels" });
		await hide.waitFor();
		await expect.poll(async () => (await catalog.boundingBox())!.width).toBeGreaterThan(150);
		// Every label drawn whole, beside its icon.
		const labels = await navigation
			.locator('a .mantine-NavLink-label')
			.evaluateAll((spans) => spans.map((span) => [span.getBoundingClientRect().width, span.scrollWidth]));
		for (const [width, needed] of labels) expect(width).toBeGreaterThanOrEqual(needed!);
		expect(labels.every(([width]) => width! > 20)).toBe(true);
		expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
		await screenshot(page, 'navigation-labelled-1024');
		const violations = [...(await blockingViolations(page)), ...(await hoverAndFocusViolations(page))];
		expect(violations, violations.join('\n')).toEqual([]);

		await page.reload();
		await hide.waitFor();
		expect((await catalog.boundingBox())!.width).toBeGreaterThan(150);
		await hide.click();
		await show.waitFor();
		await expect.poll(async () => (await catalog.boundingBox())!.width).toBeLessThan(80);
		await context.close();
	});

	it('no screen cuts anything off: every column and every row action is in sight', async () => {
		const context = await signedInContext(browser, stack().admin);
		const page = await context.newPage();
		await page.setViewportSize(TABLET);
		const found: string[] = [];
		for (const screen of SCREENS) {
			await page.goto(appUrl(screen));
			await page.locator('h1').first().waitFor();
			await page.waitForLoadState('networkidle');
			found.push(...(await cutOff(page)).map((problem) => `${screen}: ${problem}`));
			await screenshot(page, `tablet${screen.replace(/\//g, '-')}`);
		}
		await context.close();
		expect(found).toEqual([]);
		// Every screen of the dashboard in turn, each until its network is idle.
	}, 180_000);
});
