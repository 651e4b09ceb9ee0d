import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, signedInContext, stack, specBrowser } from '../harness/browser.ts';
import { AppShell } from '../pages/app-shell.ts';
import { CatalogPage } from '../pages/catalog-page.ts';
import { SavedViews } from '../pages/saved-views.ts';
import { SignInPage } from '../pages/sign-in-page.ts';

let browser: Browser;

beforeAll(async () => {
	browser = await specBrowser();
});
afterAll(async () => {
	await browser.close();
});

/** The screen state in the address, whatever order the keys are written in (a view opens on page 1). */
function addressState(href: string): Array<[string, string]> {
	return [...new URL(href).searchParams.entries()]
		.filter(([key]) => key !== 'page')
		.sort(([a], [b]) => a.localeCompare(b));
}

describe('saved views', () => {
	it('survive sign-out and sign-in: the clerk opens the same search, filter and sort again', async () => {
		const context = await signedInContext(browser, stack().staff);
		const catalog = await new CatalogPage(await context.newPage()).open();
		await catalog.search('char');
		await catalog.page.getByRole('combobox', { name: 'Condition' }).selectOption('NM');
		await catalog.page.waitForURL((url) => url.searchParams.get('condition') === 'NM');
		await catalog.settled();
		await catalog.page.getByRole('columnheader', { name: /Price/ }).getByRole('button').click();
		await catalog.page.waitForURL((url) => url.searchParams.has('sort'));
		await catalog.settled();
		const state = addressState(catalog.page.url());
		const rows = await catalog.rows();
		expect(rows.length).toBeGreaterThan(0);
		expect(state.map(([key]) => key)).toEqual(['condition', 'q', 'sort']);

		const views = new SavedViews(catalog.page);
		await views.fillSave('NM Charizard by price');
		await screenshot(catalog.page, 'saved-view-save-clerk');
		expect(await views.saveDialog().getByRole('checkbox', { name: 'Share with everyone' }).isDisabled()).toBe(true);
		await views.saveDialog().getByText('Only an administrator can share a view with everyone.').waitFor();
		await views.saveDialog().getByRole('button', { name: 'Save view' }).click();
		await views.saveDialog().waitFor({ state: 'detached' });
		await views.button().filter({ hasText: 'NM Charizard by price' }).waitFor();

		await new AppShell(catalog.page).signOut();
		const signIn = new SignInPage(catalog.page);
		await signIn.heading().waitFor();
		await signIn.signIn(stack().staff.email, stack().staff.password);
		const shell = new AppShell(catalog.page);
		await shell.greeting().waitFor();
		await shell.navigation().getByRole('link', { name: 'Catalog', exact: true }).click();
		await catalog.settled();
		expect(addressState(catalog.page.url())).toEqual([]);

		expect(await views.names('My views')).toContain('NM Charizard by price');
		await screenshot(catalog.page, 'saved-views-menu-clerk');
		await views.choose('NM Charizard by price');
		await catalog.settled();
		expect(addressState(catalog.page.url())).toEqual(state);
		expect(await catalog.rows()).toEqual(rows);
		expect(await catalog.searchBox().inputValue()).toBe('char');
		// The search box searches 300 ms after typing stops: past that, the view's search must still hold.
		await catalog.page.waitForTimeout(1_000);
		expect(addressState(catalog.page.url())).toEqual(state);
		expect(await catalog.page.getByRole('columnheader', { name: /Price/ }).getAttribute('aria-sort')).toBe(
			'ascending',
		);
		await views.button().filter({ hasText: 'NM Charizard by price' }).waitFor();
		await context.close();
	});

	it('lets the owner share a view that the clerk sees and cannot delete', async () => {
		const owner = await signedInContext(browser, stack().admin);
		const ownerCatalog = await new CatalogPage(await owner.newPage()).open('?stock=low&sort=-quantity');
		const ownerViews = new SavedViews(ownerCatalog.page);
		await ownerViews.fillSave('Low stock to reorder', { shared: true });
		await screenshot(ownerCatalog.page, 'saved-view-share-owner');
		await ownerViews.saveDialog().getByRole('button', { name: 'Save view' }).click();
		await ownerViews.saveDialog().waitFor({ state: 'detached' });
		expect(await ownerViews.names('Shared with everyone')).toContain('Low stock to reorder');
		const shared = addressState(ownerCatalog.page.url());
		await owner.close();

		const clerk = await signedInContext(browser, stack().staff);
		const catalog = await new CatalogPage(await clerk.newPage()).open();
		const views = new SavedViews(catalog.page);
		expect(await views.names('Shared with everyone')).toContain('Low stock to reorder');
		expect(await views.deleteButton('Low stock to reorder').isDisabled()).toBe(true);
		await views.choose('Low stock to reorder');
		await catalog.settled();
		expect(addressState(catalog.page.url())).toEqual(shared);
		await clerk.close();
	});

	it('lets the clerk delete their own view after confirming', async () => {
		const context = await signedInContext(browser, stack().staff);
		const catalog = await new CatalogPage(await context.newPage()).open('?unpriced=true');
		const views = new SavedViews(catalog.page);
		await views.save('Unpriced to do');
		expect(await views.names('My views')).toContain('Unpriced to do');
		await views.deleteButton('Unpriced to do').click();
		await views.menu().getByText('Delete "Unpriced to do"?').waitFor();
		await views.menu().getByRole('button', { name: 'Delete', exact: true }).click();
		await views.menu().getByText('Delete "Unpriced to do"?').waitFor({ state: 'detached' });
		expect(await views.names('My views')).not.toContain('Unpriced to do');
		await context.close();
	});
});
