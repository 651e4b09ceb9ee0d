import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../harness/api.ts';
import { appUrl, screenshot, signedInContext, stack, specBrowser } from '../harness/browser.ts';
import { heldSource } from '../harness/catalogue.ts';
import { CatalogueSourcesPage } from '../pages/catalogue-sources-page.ts';

let browser: Browser;

beforeAll(async () => {
	browser = await specBrowser();
});
afterAll(async () => {
	await browser.close();
});

/** The owner on the Catalogue sources screen. */
async function ownerScreen() {
	const context = await signedInContext(browser, stack().admin);
	return { context, screen: await new CatalogueSourcesPage(await context.newPage()).open() };
}

describe('the Catalogue sources screen', () => {
	it('the owner runs a source by hand and follows it from reading to done, with what it did', async () => {
		const source = await heldSource('ea1', 12);
		const { context, screen } = await ownerScreen();
		const row = screen.row('pokemon-tcg-data');
		await row.getByText('2 files').waitFor();
		await screen.runNow('pokemon-tcg-data');
		// The run waits at its cards file: the screen shows it at work, with its Cancel button.
		await row.getByText('Reading', { exact: true }).waitFor();
		await row.getByText('records read so far').waitFor();
		await screen.page.getByRole('button', { name: 'Cancel the run: pokemon-tcg-data' }).waitFor();
		await source.release();
		await row.getByText('Done', { exact: true }).waitFor();
		await row.getByText('1 new set, 12 new cards').waitFor();
		await screen.page.getByRole('link', { name: 'History: pokemon-tcg-data' }).click();
		const history = screen.page.getByRole('table', { name: 'Runs of pokemon-tcg-data' });
		await history.getByRole('row').filter({ hasText: '1 new set, 12 new cards' }).waitFor();
		await screenshot(screen.page, 'catalogue-sources');
		expect((await api('GET', '/items/sets?filter[code][_eq]=EA1&fields=name'))[0].name).toBe('Made-up ea1');
		await context.close();
	});

	it('a run cancelled from the screen ends cancelled, nothing of it applied', async () => {
		const source = await heldSource('ea2', 12);
		const { context, screen } = await ownerScreen();
		const row = screen.row('pokemon-tcg-data');
		await screen.runNow('pokemon-tcg-data');
		await row.getByText('Reading', { exact: true }).waitFor();
		await screen.cancelRun('pokemon-tcg-data');
		await row.getByText('Cancelled', { exact: true }).waitFor();
		await row.getByText('Cancelled: nothing of it was applied.').waitFor();
		await screen.page.getByRole('button', { name: 'Run now: pokemon-tcg-data' }).waitFor();
		// The run, waiting at its cards, reads none and stops.
		await source.release('none');
		const [run] = await api('GET', '/deckhand/catalogue/runs');
		expect(run).toMatchObject({ source: 'pokemon-tcg-data', status: 'cancelled', counts: null });
		expect(await api('GET', '/items/sets?filter[code][_eq]=EA2&fields=id')).toEqual([]);
		await context.close();
	});

	it('the owner sets a source’s address and schedule from the keyboard; a bad address is named on its field', async () => {
		const { context, screen } = await ownerScreen();
		await screen.page.getByRole('button', { name: 'Settings: One Piece card JSON' }).focus();
		await screen.page.keyboard.press('Enter');
		const dialog = screen.page.getByRole('dialog', { name: 'Address and schedule · One Piece card JSON' });
		const address = dialog.getByRole('textbox', { name: 'Address' });
		await address.fill('ftp://cards.example/one-piece');
		await address.press('Enter');
		await dialog.getByText('The address must be a whole http:// or https:// address.').waitFor();
		await address.fill('');
		await dialog.getByRole('combobox', { name: 'Runs on its own' }).click();
		await screen.page.getByRole('option', { name: 'Weekly, on Mondays' }).click();
		await dialog.getByRole('combobox', { name: 'At' }).click();
		await screen.page.getByRole('option', { name: '06:00' }).click();
		await screenshot(screen.page, 'catalogue-source-settings');
		await dialog.getByRole('button', { name: 'Save' }).click();
		await dialog.waitFor({ state: 'detached' });
		const row = screen.row('One Piece card JSON');
		await row.getByText('Weekly, on Mondays at 06:00').waitFor();
		await row.getByText('Files only:').waitFor();
		// At 1024 px every column fits: the row's last button is on the page, not past its edge.
		await screen.page.setViewportSize({ width: 1024, height: 768 });
		const settings = await screen.page.getByRole('button', { name: 'Settings: One Piece card JSON' }).boundingBox();
		expect(settings!.x + settings!.width).toBeLessThanOrEqual(1024);
		await screenshot(screen.page, 'catalogue-sources-1024');
		const [state] = (await api('GET', '/deckhand/catalogue/sources')).filter(
			(each: { source: string }) => each.source === 'one-piece',
		);
		expect(state.settings).toEqual({ address: null, schedule: 'weekly', hour: 6 });
		// Back as a test server has it: the folder only, never scheduled.
		await api('PATCH', '/deckhand/catalogue/sources/one-piece', { address: null, schedule: 'off', hour: 4 });
		await context.close();
	});

	it('the clerk neither sees it in the navigation nor can open it', async () => {
		const context = await signedInContext(browser, stack().staff);
		const page = await context.newPage();
		await page.goto(appUrl('/catalogue-sources'));
		await page.getByRole('heading', { name: 'Not allowed' }).waitFor();
		await page.getByText('The catalogue sources are for administrators.').waitFor();
		const navigation = page.getByRole('navigation', { name: 'Main' });
		await navigation.getByRole('link', { name: 'Catalog', exact: true }).waitFor();
		expect(await navigation.getByRole('link', { name: 'Catalogue sources' }).count()).toBe(0);
		await context.close();
	});
});
