import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../harness/api.ts';
import { appUrl, screenshot, signedInContext, stack, specBrowser } from '../harness/browser.ts';
import { PicturesPage } from '../pages/pictures-page.ts';

const PNG = Buffer.from(
	'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=',
	'base64',
);
const tag = Date.now().toString(36);
const used = `kept-${tag}.png`;
const unused = `spare-${tag}.png`;
const cardName = `Pictured card ${tag}`;

let browser: Browser;

/** Uploads a picture as the owner into the default folder (Card images). */
async function upload(filename: string): Promise<string> {
	const form = new FormData();
	form.append('file', new Blob([PNG], { type: 'image/png' }), filename);
	const response = await fetch(`${stack().url}/files`, {
		method: 'POST',
		headers: { authorization: `Bearer ${stack().admin.token}` },
		body: form,
	});
	const body = await response.json();
	if (!response.ok) throw new Error(`upload: ${response.status} ${JSON.stringify(body)}`);
	return body.data.id as string;
}

beforeAll(async () => {
	browser = await specBrowser();
	const picture = await upload(used);
	await api('POST', '/items/cards', { set: 1, name: cardName, collector_number: '32', image: picture });
	await upload(unused);
});
afterAll(async () => {
	await browser.close();
});

describe('the picture library', () => {
	it('refuses to delete a picture a card shows, naming the card, and deletes one no card shows', async () => {
		const context = await signedInContext(browser, stack().admin);
		const library = await new PicturesPage(await context.newPage()).open();
		await library.row(used).waitFor();
		expect(await library.row(used).getByRole('link', { name: cardName }).count()).toBe(1);
		expect(await library.row(unused).getByText('No card').count()).toBe(1);
		expect(await library.row(used).innerText()).toContain('1 × 1 px');
		await screenshot(library.page, 'picture-library');

		await library.delete(used);
		const dialog = library.page.getByRole('dialog');
		await dialog.getByText(`This picture is still shown on the card ${cardName}`, { exact: false }).waitFor();
		await screenshot(library.page, 'picture-library-in-use');
		await dialog.getByRole('button', { name: 'Keep it' }).click();
		await dialog.waitFor({ state: 'detached' });
		expect(await library.row(used).count()).toBe(1);

		await library.delete(unused);
		await library.row(unused).waitFor({ state: 'detached' });
		expect(await library.row(used).count()).toBe(1);
		await context.close();
	});

	it('is not offered to a clerk', async () => {
		const context = await signedInContext(browser, stack().staff);
		const page = await context.newPage();
		await page.goto(appUrl('/pictures'));
		await page.getByText('The picture library is for administrators.').waitFor();
		await context.close();
	});
});
