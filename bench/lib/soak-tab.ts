import type { Page } from 'playwright-core';
import { AppShell } from '../../e2e/pages/app-shell.ts';
import { CardPage } from '../../e2e/pages/card-page.ts';
import { CatalogPage } from '../../e2e/pages/catalog-page.ts';
import { CheckoutPage } from '../../e2e/pages/checkout-page.ts';
import { CustomersPage } from '../../e2e/pages/customers-page.ts';
import { HomePage } from '../../e2e/pages/home-page.ts';
import { OrdersPage } from '../../e2e/pages/orders-page.ts';
import { SignInPage } from '../../e2e/pages/sign-in-page.ts';
import { look, type PersonWatch } from './soak-watch.ts';

/*
 * One tab of the soak: a person working in the dashboard the way they do, through its
 * navigation, its search box and its till, with a rest now and then longer than an access token
 * lives. The screens are the e2e suite's page objects.
 */

export const ACTIONS = ['home', 'catalog', 'search', 'card', 'orders', 'customers', 'sell', 'idle'] as const;
export type Action = (typeof ACTIONS)[number];

export interface TabWork {
	page: Page;
	tab: number;
	/** The tab that rings sales up: the till keeps its sale in the browser's storage, one sale for every tab of the person. */
	sells: boolean;
	person: { email: string; password: string };
	words: string[];
	barcodes: string[];
	watch: PersonWatch;
	/** When the soak began (`performance.now()`), for the moments in the figures. */
	since: number;
	/** A pause between two actions, as a person reads the screen. */
	pauseMs: () => number;
	/** A rest longer than an access token lives (60 s). */
	idleMs: () => number;
}

export interface TabFigures {
	actions: Partial<Record<Action, number>>;
	/** Actions that did not finish (a screen that did not come), with what went wrong. */
	failed: Array<{ action: Action; at_second: number; error: string }>;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** Follows a link of the main navigation, as a person clicks it. */
const navigate = (page: Page, name: string) =>
	new AppShell(page).navigation().getByRole('link', { name, exact: true }).click();

const STEPS: Record<Exclude<Action, 'idle'>, (work: TabWork) => Promise<void>> = {
	home: async ({ page }) => {
		await navigate(page, 'Home');
		await new HomePage(page).painted();
	},
	catalog: async ({ page }) => {
		await navigate(page, 'Catalog');
		await new CatalogPage(page).settled();
	},
	search: async ({ page, words }) => {
		await navigate(page, 'Catalog');
		const catalog = new CatalogPage(page);
		await catalog.settled();
		await catalog.search(pick(words));
	},
	card: async ({ page }) => {
		await navigate(page, 'Catalog');
		const catalog = new CatalogPage(page);
		await catalog.settled();
		const links = catalog.table().locator('tbody tr a[href*="/catalog/cards/"]');
		await links.nth(Math.floor(Math.random() * Math.min(10, await links.count()))).click();
		await new CardPage(page).skuRows().first().waitFor();
	},
	orders: async ({ page }) => {
		await navigate(page, 'Orders');
		await new OrdersPage(page).settled();
	},
	customers: async ({ page }) => {
		await navigate(page, 'Customers');
		await new CustomersPage(page).settled();
	},
	/** A scanned copy paid in cash: Enter on the empty scan box goes to "Cash tendered" holding the total, Enter completes; then a new sale. */
	sell: async ({ page, barcodes }) => {
		await navigate(page, 'Checkout');
		const till = new CheckoutPage(page);
		await till.scanBox().waitFor();
		await till.scan(pick(barcodes));
		await till.press('Enter');
		await till.cashTendered().waitFor();
		await till.press('Enter');
		await till.receipt().waitFor();
		await page.getByRole('button', { name: 'New sale' }).click();
		await till.scanBox().waitFor();
	},
};

/** The next action: a sale now and then in the tab that sells, a rest now and then, the screens otherwise. */
function nextAction(work: TabWork): Action {
	const draw = Math.random();
	if (draw < 0.04) return 'idle';
	if (work.sells && draw < 0.16) return 'sell';
	return pick(['home', 'catalog', 'search', 'card', 'orders', 'customers'] as const);
}

/** Signs in again through the sign-in screen the tab was sent to, so that the soak goes on (the sign-out is already counted). */
async function signBackIn(work: TabWork): Promise<void> {
	await new SignInPage(work.page).signIn(work.person.email, work.person.password);
	await new AppShell(work.page).greeting().waitFor();
}

/** Works in the tab until `deadline` (`performance.now()`); every action is followed by a look for a sign-out and the signed-out words. */
export async function workTab(work: TabWork, deadline: number): Promise<TabFigures> {
	const figures: TabFigures = { actions: {}, failed: [] };
	while (performance.now() < deadline) {
		const action = nextAction(work);
		const before = new URL(work.page.url()).pathname;
		try {
			if (action === 'idle')
				await work.page.waitForTimeout(Math.min(work.idleMs(), Math.max(0, deadline - performance.now())));
			else await STEPS[action](work);
			figures.actions[action] = (figures.actions[action] ?? 0) + 1;
		} catch (error) {
			figures.failed.push({
				action,
				at_second: Math.round((performance.now() - work.since) / 1_000),
				error: (error as Error).message.split('\n')[0]!.slice(0, 200),
			});
			// Home again, as a person would from a screen that did not come: the next action starts from the frame.
			if (!new URL(work.page.url()).pathname.startsWith('/app/sign-in'))
				await work.page.goto(new URL('/app/', work.page.url()).href).catch(() => undefined);
		}
		const { signedOut } = await look(work.page, work.tab, work.watch, work.since, before);
		if (signedOut) await signBackIn(work).catch(() => undefined);
		else if (action !== 'idle') await work.page.waitForTimeout(work.pauseMs());
	}
	return figures;
}
