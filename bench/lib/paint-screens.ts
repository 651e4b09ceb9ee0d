// The list screens the paint benchmark loads in Deckhand and in Directus's Data Studio, how each app is signed into,
// and the Data Studio set to show as many rows a page as Deckhand does.
import type { Page } from 'playwright-core';
import type { TestStack } from '../../tests/harness/test-stack.ts';

/** The rows a list screen shows, and that must be painted for it to count as painted. */
export const ROWS = 50;

export interface Route {
	path: string;
	/** Elements that are the list's rows: the page is "painted" once ROWS of them are in the document and rows are on the screen. */
	rows: string;
	/** Path of the request that brings the rows (requests with `aggregate` are counts, not rows). */
	list: string;
}

export type AppKey = 'deckhand' | 'data_studio';
export type ScreenKey = 'catalog' | 'orders' | 'customers';

/** The Data Studio's tabular layout: one `tr.table-row` per item in its body (the header is a thead of its own). */
const STUDIO_ROWS = 'table tbody tr.table-row';

export const SCREENS: Record<ScreenKey, { collection: string } & Record<AppKey, Route>> = {
	catalog: {
		collection: 'skus',
		deckhand: { path: '/app/catalog', rows: 'table[aria-label="Inventory"] tbody tr', list: '/deckhand/inventory' },
		data_studio: { path: '/admin/content/skus', rows: STUDIO_ROWS, list: '/items/skus' },
	},
	orders: {
		collection: 'orders',
		deckhand: { path: '/app/orders', rows: 'table[aria-label="Orders"] tbody tr', list: '/items/orders' },
		data_studio: { path: '/admin/content/orders', rows: STUDIO_ROWS, list: '/items/orders' },
	},
	customers: {
		collection: 'customers',
		deckhand: { path: '/app/customers', rows: 'table[aria-label="Customers"] tbody tr', list: '/items/customers' },
		data_studio: { path: '/admin/content/customers', rows: STUDIO_ROWS, list: '/items/customers' },
	},
};

export const APPS: Record<AppKey, { name: string; signIn: (page: Page, stack: TestStack) => Promise<void> }> = {
	deckhand: {
		name: 'Deckhand',
		signIn: async (page, stack) => {
			await page.goto(`${stack.url}/app/sign-in`);
			await page.getByLabel('Email').fill(stack.admin.email);
			await page.getByLabel('Password', { exact: false }).first().fill(stack.admin.password);
			await page.getByRole('button', { name: 'Sign in' }).click();
			await page.getByText('SKUs in stock').waitFor();
			await page.waitForLoadState('networkidle');
		},
	},
	data_studio: {
		name: 'Directus Data Studio',
		signIn: async (page, stack) => {
			await page.goto(`${stack.url}/admin/login`);
			await page.locator('input[type="email"]').fill(stack.admin.email);
			await page.locator('input[type="password"]').fill(stack.admin.password);
			await page.locator('button[type="submit"]').click();
			await page.waitForURL(
				(url) => url.pathname.startsWith('/admin/') && !url.pathname.startsWith('/admin/login'),
			);
			// Directus 12 asks an administrator once about a license key; "Skip" keeps that answer in a cookie, as an owner would have.
			const skip = page.getByRole('button', { name: 'Skip' });
			await skip.waitFor({ timeout: 10_000 }).then(
				() => skip.click(),
				() => {},
			);
			await page.waitForLoadState('networkidle');
		},
	},
};

/** The Data Studio shows 25 rows a page unless told otherwise: the owner's own preset for the collection asks for 50, as its "per page" menu would. */
export async function fiftyRowsInDataStudio(stack: TestStack, collection: string): Promise<void> {
	const api = async (path: string, init: RequestInit = {}) => {
		const response = await fetch(`${stack.url}${path}`, {
			...init,
			headers: { authorization: `Bearer ${stack.admin.token}`, 'content-type': 'application/json' },
		});
		if (!response.ok)
			throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
		return (await response.json()).data;
	};
	const admin = (await api('/users?filter[email][_eq]=' + encodeURIComponent(stack.admin.email) + '&fields=id'))[0]
		.id as string;
	const [preset] = (await api(
		`/presets?filter[user][_eq]=${admin}&filter[collection][_eq]=${collection}&filter[bookmark][_null]=true&fields=id,layout_query`,
	)) as { id: number; layout_query: Record<string, Record<string, unknown>> | null }[];
	const layoutQuery = {
		...preset?.layout_query,
		tabular: { ...preset?.layout_query?.['tabular'], limit: ROWS, page: 1 },
	};
	if (preset)
		await api(`/presets/${preset.id}`, {
			method: 'PATCH',
			body: JSON.stringify({ layout: 'tabular', layout_query: layoutQuery }),
		});
	else
		await api('/presets', {
			method: 'POST',
			body: JSON.stringify({ user: admin, collection, layout: 'tabular', layout_query: layoutQuery }),
		});
}
