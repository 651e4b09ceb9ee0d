import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockingViolations, hoverAndFocusViolations, switchScheme, type Scheme } from '../harness/accessibility.ts';
import { RefusedSetup } from '../../tests/harness/api.ts';
import { api, pricedSku } from '../harness/api.ts';
import { appUrl, signedInContext, stack, specBrowser } from '../harness/browser.ts';
import { cardWithPendingReview } from '../harness/market-prices.ts';
import { commitFile, deckhandFile, planFile, uploadFile } from '../harness/imports.ts';
import { namingFaults, policyFaults, recordPolicyViolations } from '../harness/screen-checks.ts';
import { openTestTill, useTill } from '../harness/tills.ts';

let browser: Browser;
/** An order in each state whose dialogs the owner opens: open (pay, cancel), paid (ship), completed (refund, refund lines). */
const orders = { open: 0, paid: 0, completed: 0 };
/** The demo clerk, whose role and deactivation dialogs the owner opens on the Staff screen. */
let clerkId = '';
/** An open till (the browsers are set to it), the report of a closed one, and a retired till. */
const tills = { open: 0, report: '', retired: 0 };
/** A buying rule whose dialogs the owner opens, and a customer's draft trade-in the till attaches. */
const buying = { rule: 0, tradeIn: 0 };
/** A draft buylist with a line, whose dialogs the owner opens, and one waiting for approval. */
const buylists = { draft: 0, line: 0, waiting: 0 };
/** A card whose SKUs have a fresh and a stale market price, and a move of it waiting on the Price review screen. */
let marketCard = 0;
/** A catalogue run (of a source whose files are not there: failed at once, its sentence shown), whose cancel dialog the owner opens. */
let catalogueRun = 0;
/** A custom period of Home's, from ten days ago to three days ago in the shop's days. */
const homeRange = { from: '', to: '' };
/** An import at each step the owner may open: one with a bad row (preview, options, its dry run), one committed, one cancelled. */
const imports = { withError: 0, committed: 0, cancelled: 0 };

beforeAll(async () => {
	browser = await specBrowser();
	const card = await api('POST', '/items/cards', {
		set: 1,
		name: `Axe check ${Date.now().toString(36)}`,
		collector_number: '990',
		rarity: 'Rare',
	});
	const sku = await pricedSku(card.id, { price: 1_000, stock: 10 });
	const sale = (body: object) =>
		api('POST', '/deckhand/checkout', { lines: [{ sku, quantity: 1 }], ...body }) as Promise<{ id: number }>;
	orders.open = (await sale({ channel: 'online' })).id;
	orders.paid = (await sale({ channel: 'online', payments: [{ method: 'card', amount: 1_083 }] })).id;
	clerkId = (await api('GET', `/users?filter[email][_eq]=${encodeURIComponent(stack().staff.email)}&fields=id`))[0]
		.id;
	tills.open = await openTestTill(5_000);
	orders.completed = (
		await sale({
			channel: 'counter',
			payments: [{ method: 'cash', amount: 2_000 }],
			complete: true,
			till: tills.open,
		})
	).id;
	// A counted day: its report is a screen of its own.
	const closed = await openTestTill(1_000);
	const [session] = await api('GET', `/items/till_sessions?filter[till][_eq]=${closed}&fields=id`);
	await api('POST', `/deckhand/tills/${closed}/sessions/${session.id}/close`, {
		counted: 900,
		note: 'One coin short',
	});
	tills.report = `/tills/${closed}/sessions/${session.id}`;
	tills.retired = (
		await api('POST', '/items/tills', { name: `Axe retired ${Date.now().toString(36)}`, active: false })
	).id;
	buying.rule = (await api('POST', '/items/buying_rules', { card: card.id, hot_percent: 10, note: 'Axe check' })).id;
	const trader = await api('POST', '/items/customers', { name: `Axe trader ${Date.now().toString(36)}` });
	const tradeIn = await api('POST', '/deckhand/buylists', { customer: trader.id });
	await api('POST', `/deckhand/buylists/${tradeIn.id}/lines`, {
		card: card.id,
		condition: 'NM',
		finish: 'normal',
		language: 'EN',
		quantity: 2,
	});
	buying.tradeIn = tradeIn.id;
	const customer = (await api('POST', '/items/customers', { name: `Axe trade-in ${Date.now().toString(36)}` })).id;
	const draft = await api('POST', '/deckhand/buylists', { customer });
	const taken = await api('POST', `/deckhand/buylists/${draft.id}/lines`, {
		card: card.id,
		condition: 'LP',
		finish: 'normal',
		language: 'EN',
		quantity: 2,
	});
	Object.assign(buylists, { draft: draft.id, line: taken.lines[0].id });
	// A completion above the staff limit waits for approval (the owner sets the limit to nothing for a moment).
	const waiting = await api('POST', '/deckhand/buylists', { customer });
	await api('POST', `/deckhand/buylists/${waiting.id}/lines`, { sku, quantity: 1 });
	await api('POST', `/deckhand/buylists/${waiting.id}/transition`, { to: 'offered' });
	await api('POST', `/deckhand/buylists/${waiting.id}/transition`, { to: 'accepted' });
	buylists.waiting = waiting.id;
	await staffCompletes(waiting.id);
	marketCard = (await cardWithPendingReview('Axe market')).card;
	const row = {
		game_code: 'PKM',
		set_code: 'OBF',
		set_name: 'Obsidian Flames',
		kind: 'single',
		condition: 'NM',
		finish: 'foil',
		language: 'EN',
		edition: 'first_edition',
		quantity: '2',
		price: '4.00',
		market_price: '4.20',
		market_price_date: new Date().toISOString().slice(0, 10),
	};
	const stamp = Date.now().toString(36);
	const withError = await uploadFile(
		deckhandFile(`axe-${stamp}-bad.csv`, [
			{ ...row, card_name: `Axe import ${stamp}`, collector_number: '980' },
			{ ...row, card_name: `Axe import ${stamp}`, collector_number: '981', condition: 'Slightly Used' },
		]),
	);
	await planFile(withError.id);
	const good = deckhandFile(`axe-${stamp}.csv`, [
		{ ...row, card_name: `Axe import ${stamp}`, collector_number: '980' },
	]);
	const committed = await uploadFile(good);
	await planFile(committed.id);
	await commitFile(committed.id);
	const cancelled = await uploadFile({ ...good, name: `axe-${stamp}-again.csv` });
	await api('POST', `/deckhand/imports/${cancelled.id}/cancel`);
	Object.assign(imports, { withError: withError.id, committed: committed.id, cancelled: cancelled.id });
	catalogueRun = (await api('POST', '/deckhand/catalogue/runs', { source: 'one-piece' })).id;
	const today: string = (await api('GET', '/deckhand/reports/kpis?period=today')).period.to;
	const daysAgo = (days: number) =>
		new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
	Object.assign(homeRange, { from: daysAgo(10), to: daysAgo(3) });
});

/** A clerk completes a buylist for store credit with the staff limit at 0, so it waits in the approval queue; the limit is put back. */
async function staffCompletes(id: number): Promise<void> {
	const { staff_buylist_limit: limit } = await api('GET', '/items/shop_settings?fields=staff_buylist_limit');
	await api('PATCH', '/items/shop_settings', { staff_buylist_limit: 0 });
	try {
		const { access_token: token } = await api('POST', '/auth/login', {
			email: stack().staff.email,
			password: stack().staff.password,
		});
		// Refused with BUYLIST_LIMIT_EXCEEDED, which is the point: the buylist now waits. Any other answer is a broken scene.
		await api('POST', `/deckhand/buylists/${id}/transition`, { to: 'completed', payout: 'credit' }, token).then(
			() => {
				throw new Error(`buylist #${id} was completed past the staff limit of 0`);
			},
			(error: unknown) => {
				if (!(error instanceof RefusedSetup && error.code === 'BUYLIST_LIMIT_EXCEEDED')) throw error;
			},
		);
	} finally {
		await api('PATCH', '/items/shop_settings', { staff_buylist_limit: limit });
	}
}
afterAll(async () => {
	await browser.close();
});

/** A screen, the title it names itself by, and the dialogs and menus opened from it by the first button of each name. */
interface Screen {
	path: string;
	title?: string;
	opens?: RegExp[];
}

const ownerScreens = (): Screen[] => [
	{ path: '/', title: 'Home', opens: [/account and sign out$/] },
	// Home with a month of figures and charts, and with its custom period's day fields open.
	{ path: '/?period=30d' },
	{ path: `/?period=custom&from=${homeRange.from}&to=${homeRange.to}` },
	{ path: '/catalog', title: 'Catalog', opens: [/^Reprice/, /^Views/, /^Export/] },
	{ path: '/catalog?q=char' },
	// The whole catalogue's cards, with the market prices the shop follows.
	{ path: '/catalog?scope=catalogue&q=char' },
	{ path: '/catalog/games', title: 'Games and sets', opens: [/^New game/, /^New set/] },
	{ path: '/catalog/cards/new', title: 'New card' },
	{ path: '/catalog/cards/1', title: 'Card', opens: [/^Edit card/, /^Add SKU/, /^Adjust stock/, /^Regrade/] },
	{ path: `/catalog/cards/${marketCard}` },
	{ path: '/prices/review' },
	{ path: '/prices/review?status=superseded' },
	{ path: '/prices/runs', title: 'Reprice runs' },
	{ path: '/checkout', title: 'Checkout', opens: [/^New$/] },
	// The till with a trade-in brought back from the intake: its panel, the credit to spend.
	{ path: `/checkout?trade_in=${buying.tradeIn}` },
	{ path: '/buying-rules', opens: [/^Add rule/, /^Actions for the rule/] },
	{ path: `/buying-rules?dialog=edit&rule=${buying.rule}` },
	{ path: `/buying-rules?dialog=delete&rule=${buying.rule}` },
	{ path: '/buylists', title: 'Buylists', opens: [/^Views/] },
	{
		path: `/buylists/${buylists.draft}`,
		opens: [/^Actions for/, /^Complete and pay/, /^Reject$/, /^Cancel buylist$/],
	},
	{ path: `/buylists/${buylists.draft}?dialog=override&line=${buylists.line}` },
	{ path: `/buylists/${buylists.waiting}`, opens: [/^Approve and complete/] },
	{ path: `/buylists/${buylists.draft}/offer-sheet` },
	{ path: '/buylists/999999' },
	{ path: '/orders', title: 'Orders', opens: [/^Views/] },
	{ path: `/orders/${orders.open}`, title: 'Order', opens: [/^Mark paid/, /^Cancel order/] },
	{ path: `/orders/${orders.paid}`, opens: [/^Ship/] },
	{ path: `/orders/${orders.completed}`, opens: [/^Refund$/, /^Refund lines/] },
	{ path: `/orders/${orders.completed}?receipt=true` },
	{ path: '/orders/999999' },
	{ path: '/orders/pick-list', title: 'Pick list' },
	{ path: '/customers', title: 'Customers', opens: [/^New customer/] },
	{ path: '/customers/1', title: 'Customer', opens: [/^Edit customer/, /^Adjust credit/] },
	{ path: '/customers/999999' },
	{ path: '/staff', title: 'Staff', opens: [/^Invite someone/, /^Actions for/] },
	{ path: `/staff?dialog=role&person=${clerkId}` },
	{ path: `/staff?dialog=deactivate&person=${clerkId}` },
	{ path: '/settings', title: 'Settings' },
	{ path: '/profile', title: 'Profile' },
	{ path: '/pictures', title: 'Picture library', opens: [/^Delete/] },
	{ path: '/imports', title: 'Import / export' },
	{ path: `/imports?job=${imports.withError}&step=preview` },
	{ path: `/imports?job=${imports.withError}&step=options` },
	{ path: `/imports?job=${imports.withError}&step=dry-run` },
	{ path: `/imports?job=${imports.committed}` },
	{ path: `/imports?job=${imports.cancelled}` },
	{ path: '/catalogue-sources', title: 'Catalogue sources' },
	{ path: '/catalogue-sources?source=one-piece' },
	{ path: '/catalogue-sources?dialog=settings&edit=one-piece' },
	{ path: `/catalogue-sources?source=one-piece&dialog=cancel&run=${catalogueRun}` },
	{ path: '/activity?kind=directus' },
	{ path: '/activity', title: 'Activity' },
	// Each report with its rows; a day after the shop's today refused beside To.
	{ path: '/reports', title: 'Reports' },
	{ path: '/reports?report=sales-by-game' },
	{ path: '/reports?report=tax-by-day' },
	{ path: '/reports?report=till-days' },
	{ path: '/reports?report=credit-liability' },
	{ path: '/reports?report=sales-by-day&from=2026-01-01&to=2999-12-31' },
	{ path: '/tills', title: 'Tills', opens: [/^Paid in/, /^Paid out/, /^Close till/, /^Add till/, /^Actions for/] },
	{ path: `/tills?dialog=rename&till=${tills.open}` },
	// The open till's retire dialog says why it cannot be retired yet.
	{ path: `/tills?dialog=retire&till=${tills.open}` },
	{ path: `/tills?dialog=restore&till=${tills.retired}` },
	{ path: tills.report },
	{ path: '/server-status', title: 'Server status' },
];
const clerkScreens = (): Screen[] => [
	{ path: '/' },
	{ path: '/?period=30d' },
	{ path: '/catalog' },
	{ path: '/catalog/cards/1' },
	{ path: '/checkout' },
	{ path: '/buylists' },
	{ path: `/buylists/${buylists.draft}`, opens: [/^Complete and pay/] },
	{ path: `/buylists/${buylists.waiting}` },
	{ path: '/buying-rules' },
	{ path: '/tills' },
	{ path: tills.report },
	{ path: '/orders' },
	{ path: '/customers/1' },
	{ path: '/profile' },
];
const PUBLIC_SCREENS: Screen[] = [
	{ path: '/sign-in', title: 'Sign in' },
	{ path: '/forgot-password', title: 'Forgot password' },
];

/** The page once its screen has drawn its data: a heading, nothing loading, the network quiet. */
async function settled(page: Page): Promise<void> {
	await page.locator('h1').first().waitFor();
	await page.waitForLoadState('networkidle');
	await page.waitForFunction(
		() => !document.querySelector('[aria-busy="true"], .mantine-Loader-root, .mantine-Skeleton-root'),
	);
}

/** A dialog or menu open over the screen. */
const OPENED = '[role="dialog"], [role="menu"]';

/**
 * Every rule in the theme the page shows, then the colour rules in the other: the page turns
 * where it stands (`switchScheme`) and stays so for the next check, so a screen is opened and a
 * dialog drawn once for both themes, and the themes take turns at the full check. `within`: the
 * part the other theme's colours are checked in (a dialog: the screen under it has been checked in
 * both).
 */
async function bothThemes(page: Page, where: string, theme: { now: Scheme }, within?: string): Promise<string[]> {
	const shown = theme.now;
	const other: Scheme = shown === 'light' ? 'dark' : 'light';
	const all = await blockingViolations(page);
	await switchScheme(page, other);
	theme.now = other;
	const colours = await blockingViolations(page, { colours: true, ...(within ? { within } : {}) });
	return [
		...all.map((found) => `${shown} ${where}: ${found}`),
		...colours.map((found) => `${other} ${where}: ${found}`),
	];
}

/**
 * Opens each screen: checks its name and its content policy, and its accessibility in both themes,
 * then each of its dialogs open, one at a time.
 */
async function faultsOf(context: Awaited<ReturnType<Browser['newContext']>>, screens: Screen[]): Promise<string[]> {
	const found: string[] = [];
	await recordPolicyViolations(context);
	const page = await context.newPage();
	const theme: { now: Scheme } = { now: 'light' };
	for (const screen of screens) {
		const answer = await page.goto(appUrl(screen.path));
		await settled(page);
		if (screen.title)
			found.push(...(await namingFaults(page, screen.title)).map((fault) => `${screen.path}: ${fault}`));
		// A page opens in the theme the last check left, which the browser keeps.
		theme.now =
			(await page.locator('html').getAttribute('data-mantine-color-scheme')) === 'dark' ? 'dark' : 'light';
		found.push(...(await bothThemes(page, screen.path, theme)));
		// Hover and focus draw colours of their own, judged in the theme the screen is left in (the themes take turns).
		found.push(...(await hoverAndFocusViolations(page)).map((fault) => `${theme.now} ${screen.path}: ${fault}`));
		for (const opener of screen.opens ?? []) {
			await page.getByRole('button', { name: opener }).first().click({ timeout: 10_000 });
			const opened = page.locator(OPENED).first();
			await opened.waitFor();
			// Dialogs and menus fade in, from a frame after they appear: check the colours they end with, at full opacity.
			await opened.evaluate(async (element) => {
				while (getComputedStyle(element).opacity !== '1')
					await new Promise((next) => requestAnimationFrame(next));
				await Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished));
			});
			found.push(...(await bothThemes(page, `${screen.path} ${opener.source}`, theme, OPENED)));
			await page.keyboard.press('Escape');
			await opened.waitFor({ state: 'detached' });
		}
		// What the policy blocked while the screen and its dialogs were drawn.
		found.push(...(await policyFaults(page, answer)).map((fault) => `${screen.path}: ${fault}`));
	}
	await page.close();
	return found;
}

describe('the check itself', () => {
	it('finds what it looks for: an image without a name, and text too faint on the page and within a dialog', async () => {
		const context = await browser.newContext();
		const page = await context.newPage();
		await page.setContent(
			'<html lang="en"><title>Probe</title><main><h1>Probe</h1><img src="data:,"><p style="color:#999;background:#aaa">Faint</p>' +
				'<div role="dialog" aria-label="Probe"><p style="color:#eee;background:#fff">Fainter</p></div></main>',
		);
		const rules = (found: string[]) => found.map((line) => line.split(' ')[0]).sort();
		expect(rules(await blockingViolations(page))).toEqual(['color-contrast', 'color-contrast', 'image-alt']);
		expect(rules(await blockingViolations(page, { colours: true }))).toEqual(['color-contrast', 'color-contrast']);
		expect(rules(await blockingViolations(page, { colours: true, within: '[role="dialog"]' }))).toEqual([
			'color-contrast',
		]);
		await context.close();
	});
});

describe('every screen: its own title and one h1, nothing blocked by its content policy, and no serious or critical WCAG 2.1 AA violation (axe-core)', () => {
	// One test per person: each sweep has the whole time limit to itself.
	const people = [
		{
			who: 'the owner',
			screens: ownerScreens,
			signedIn: true,
			context: () => signedInContext(browser, stack().admin),
		},
		{
			who: 'the clerk',
			screens: clerkScreens,
			signedIn: true,
			context: () => signedInContext(browser, stack().staff),
		},
		{ who: 'a visitor', screens: () => PUBLIC_SCREENS, signedIn: false, context: () => browser.newContext() },
	];
	for (const person of people)
		it(`on every screen and dialog of ${person.who}, in the light and the dark theme`, async () => {
			const context = await person.context();
			// The browser is set to the open till: the Tills screen shows its drawer and its dialogs, the till screen its state.
			if (person.signedIn) await useTill(context, tills.open);
			const found = await faultsOf(context, person.screens());
			await context.close();
			expect(found).toEqual([]);
		}, 600_000);
});
