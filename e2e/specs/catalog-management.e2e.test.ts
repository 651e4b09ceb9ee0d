import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, screenshot, signedInContext, stack, specBrowser } from '../harness/browser.ts';
import { api } from '../harness/api.ts';
import { CardPage } from '../pages/card-page.ts';
import { CatalogEditor } from '../pages/catalog-editor.ts';
import { CatalogPage } from '../pages/catalog-page.ts';

let browser: Browser;

beforeAll(async () => {
	browser = await specBrowser();
});
afterAll(async () => {
	await browser.close();
});

/** A 1×1 PNG, the smallest picture a browser sends as a real file. */
const PIXEL = Buffer.from(
	'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=',
	'base64',
);

describe('the owner grows the catalog', () => {
	it('creates a game, a set, a card with a picture and a SKU, and finds it by its barcode', async () => {
		const context = await signedInContext(browser, stack().admin);
		const editor = new CatalogEditor(await context.newPage());
		await editor.createGame('Star Realms Test', 'SRT');
		await editor.createSet('Star Realms Test', 'SRT1', 'Core Set');
		await screenshot(editor.page, 'games-and-sets');

		await editor.fillNewCard('SRT1', 'Battle Blob', '12');
		await screenshot(editor.page, 'card-new');
		await editor.page.getByRole('button', { name: 'Create card' }).click();
		await editor.dialog().getByText('Add SKU · Battle Blob').waitFor();
		await editor.addSku({ finish: 'Foil', barcode: '4006381333931', price: '3.49' });
		await editor.dialog().waitFor({ state: 'detached' });
		const card = new CardPage(editor.page);
		await expect.poll(() => card.skuRows().count()).toBe(1);

		await editor.page
			.locator('input[type=file]')
			.setInputFiles({ name: 'blob.png', mimeType: 'image/png', buffer: PIXEL });
		await editor.page.getByRole('img', { name: 'Battle Blob' }).waitFor();
		await screenshot(editor.page, 'card-with-new-sku');

		const [created] = await api(
			'GET',
			'/items/cards?filter[name][_eq]=Battle%20Blob&fields=image.folder.name,set.code,skus.finish,skus.price,skus.barcode',
		);
		expect(created).toMatchObject({
			image: { folder: { name: 'Card images' } },
			set: { code: 'SRT1' },
			skus: [{ finish: 'foil', price: 349, barcode: '4006381333931' }],
		});

		const catalog = await new CatalogPage(editor.page).open();
		await catalog.search('4006381333931');
		expect((await catalog.rows()).map((row) => row[1])).toEqual(['Battle Blob']);
		await context.close();
	});

	it('says a duplicate SKU beside the condition and keeps the dialog filled', async () => {
		const [charizard] = await api(
			'GET',
			'/items/cards?filter[name][_eq]=Charizard%20ex&filter[collector_number][_eq]=125&fields=id,skus&limit=1',
		);
		const before = charizard.skus.length;
		const context = await signedInContext(browser, stack().admin);
		const editor = new CatalogEditor(await context.newPage());
		await editor.page.goto(appUrl(`/catalog/cards/${charizard.id}?dialog=add-sku`));
		await editor.page.getByRole('columnheader', { name: 'Margin' }).waitFor();
		await editor.addSku({ barcode: '9999999999994' });
		await editor
			.dialog()
			.getByText(/already has a SKU .* with the same condition, finish, language and edition/)
			.waitFor();
		expect(await editor.dialog().getByLabel('Barcode').inputValue()).toBe('9999999999994');
		await screenshot(editor.page, 'sku-duplicate');
		expect((await api('GET', `/items/cards/${charizard.id}?fields=skus`)).skus).toHaveLength(before);
		await context.close();
	});

	it('refuses a card without a name on the form and creates nothing', async () => {
		const before = (await api('GET', '/items/cards?aggregate[count]=id'))[0].count.id;
		const context = await signedInContext(browser, stack().admin);
		const editor = new CatalogEditor(await context.newPage());
		await editor.fillNewCard('OBF', '   ', '999');
		await editor.page.getByRole('button', { name: 'Create card' }).click();
		await editor.page.getByText('Card name must be 1 to 200 characters long.').waitFor();
		expect(await editor.page.getByLabel('Collector number').inputValue()).toBe('999');
		expect((await api('GET', '/items/cards?aggregate[count]=id'))[0].count.id).toBe(before);
		await context.close();
	});

	it('is told why a SKU with stock history cannot be deleted, and it stays', async () => {
		const [sku] = await api(
			'GET',
			'/items/skus?filter[card][name][_eq]=Flab%C3%A9b%C3%A9&filter[condition][_eq]=NM&filter[finish][_eq]=normal&fields=id,card',
		);
		const context = await signedInContext(browser, stack().admin);
		const card = new CardPage(await context.newPage());
		await card.page.goto(appUrl(`/catalog/cards/${sku.card}`));
		await card.page.getByRole('button', { name: 'Delete SKU NM · normal · EN' }).click();
		await card.page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
		await card.page
			.getByRole('dialog')
			.getByText(/has stock history .* and is kept for the record/)
			.waitFor();
		expect(
			(
				await fetch(`${stack().url}/items/skus/${sku.id}`, {
					headers: { authorization: `Bearer ${stack().admin.token}` },
				})
			).status,
		).toBe(200);
		await context.close();
	});
});

describe('the clerk adds to the catalog but never deletes or prices', () => {
	it('adds an unpriced SKU, with price and deletions disabled and the reasons given, and sees no costs', async () => {
		const [card] = await api('GET', '/items/cards?filter[name][_eq]=Flab%C3%A9b%C3%A9&fields=id,skus&limit=1');
		const context = await signedInContext(browser, stack().staff);
		const editor = new CatalogEditor(await context.newPage());
		await editor.page.goto(appUrl(`/catalog/cards/${card.id}`));
		const deleteCard = editor.page.getByRole('button', { name: 'Delete card' });
		expect(await deleteCard.isDisabled()).toBe(true);
		await deleteCard.hover({ force: true });
		await editor.page.getByText('Only an administrator can delete from the catalog.').first().waitFor();
		expect(
			await editor.page
				.getByRole('button', { name: /^Delete SKU/ })
				.first()
				.isDisabled(),
		).toBe(true);
		expect(await editor.page.getByRole('columnheader', { name: 'Cost' }).count()).toBe(0);

		await editor.page.getByRole('button', { name: 'Add SKU' }).click();
		expect(await editor.dialog().getByLabel('Price').isDisabled()).toBe(true);
		await editor.addSku({ condition: 'DMG', finish: 'Etched' });
		await editor.dialog().waitFor({ state: 'detached' });
		await screenshot(editor.page, 'card-clerk');
		const skus = (await api(
			'GET',
			`/items/skus?filter[card][_eq]=${card.id}&filter[condition][_eq]=DMG&filter[finish][_eq]=etched&fields=price,quantity`,
		)) as unknown[];
		expect(skus).toEqual([{ price: null, quantity: 0 }]);
		await context.close();
	});
});
