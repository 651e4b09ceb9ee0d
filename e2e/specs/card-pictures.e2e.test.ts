import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../harness/api.ts';
import { appUrl, screenshot, signedInContext, stack, specBrowser } from '../harness/browser.ts';
import { cutOff } from '../harness/cut-off.ts';
import { giveCataloguePicture, giveOwnPicture } from '../harness/pictures.ts';
import { openTestTill, useTill } from '../harness/tills.ts';
import { BuylistPage } from '../pages/buylist-page.ts';
import { CheckoutPage } from '../pages/checkout-page.ts';

/**
 * A card's picture wherever a card is shown with one: the shop's own first, else the catalogue's
 * (kept by the server), none when neither, and never a request for a picture that is not there
 * (its 404 would be an error in the console).
 */
const tag = `pic${Date.now().toString(36)}`;
const cards = {
	own: { id: 0, name: `Own ${tag}` },
	catalogue: { id: 0, name: `Catalogue ${tag}` },
	none: { id: 0, name: `Bare ${tag}` },
};
let browser: Browser;

beforeAll(async () => {
	browser = await specBrowser();
	for (const card of Object.values(cards))
		card.id = (
			await api('POST', '/items/cards', { set: 1, name: card.name, collector_number: '7', rarity: 'Rare' })
		).id;
	// The shop's own picture comes first even where the catalogue has one.
	await giveCataloguePicture(cards.own.id);
	await giveOwnPicture(cards.own.id);
	await giveCataloguePicture(cards.catalogue.id);
});
afterAll(async () => {
	await browser.close();
});

/** Where the catalogue's picture of a card is asked for: whole on its page, small in a list. */
const whole = (card: number) => `/deckhand/catalogue/pictures/${card}`;
const small = (card: number) => `/deckhand/catalogue/pictures/${card}?size=list`;

/** A clerk's page at a tablet's width whose console errors and requests for the catalogue's pictures (with their query) are recorded. */
async function clerkPage(till?: number): Promise<{ page: Page; errors: string[]; asked: string[] }> {
	const context = await signedInContext(browser, stack().staff);
	if (till !== undefined) await useTill(context, till);
	const page = await context.newPage();
	await page.setViewportSize({ width: 1024, height: 768 });
	const errors: string[] = [];
	const asked: string[] = [];
	page.on('console', (message) => {
		if (message.type() === 'error') errors.push(message.text());
	});
	page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
	page.on('request', (request) => {
		const { pathname, search } = new URL(request.url());
		if (pathname.startsWith('/deckhand/catalogue/pictures/')) asked.push(`${pathname}${search}`);
	});
	return { page, errors, asked };
}

/** The address of the card's picture in `within` (its path and query), once the browser has drawn it (not a broken picture). */
async function drawn(within: Page | Locator, name: string): Promise<string> {
	const picture = within.getByRole('img', { name: `Picture of ${name}`, exact: true }).first();
	await picture.waitFor();
	await expect
		.poll(() =>
			picture.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth),
		)
		.toBeGreaterThan(0);
	const { pathname, search } = new URL(await picture.evaluate((img) => (img as HTMLImageElement).src));
	return `${pathname}${search}`;
}

describe("a card's picture", () => {
	it("on the card's page: the catalogue's where the shop has none, and none asked for where neither has one", async () => {
		const { page, errors, asked } = await clerkPage();
		await page.goto(appUrl(`/catalog/cards/${cards.catalogue.id}`));
		await page.getByRole('heading', { name: cards.catalogue.name, level: 1 }).waitFor();
		expect(await drawn(page, cards.catalogue.name)).toBe(whole(cards.catalogue.id));
		await page.getByText('Picture from the catalogue').waitFor();
		await page.getByRole('button', { name: 'Upload picture' }).waitFor();
		await screenshot(page, 'card-catalogue-picture');
		// Shown large by keyboard.
		await page.getByRole('button', { name: `Show ${cards.catalogue.name} large` }).focus();
		await page.keyboard.press('Enter');
		const large = page.getByRole('dialog', { name: cards.catalogue.name });
		await large.getByRole('img', { name: `Picture of ${cards.catalogue.name}` }).waitFor();
		await page.keyboard.press('Escape');
		await large.waitFor({ state: 'detached' });

		await page.goto(appUrl(`/catalog/cards/${cards.own.id}`));
		expect(await drawn(page, cards.own.name)).toMatch(/^\/assets\//);
		await page.getByRole('button', { name: 'Replace picture' }).waitFor();
		expect(await page.getByText('Picture from the catalogue').count()).toBe(0);

		await page.goto(appUrl(`/catalog/cards/${cards.none.id}`));
		await page.getByText('No picture yet.').waitFor();
		expect(await page.getByRole('img', { name: /^Picture of/ }).count()).toBe(0);
		expect(new Set(asked)).toEqual(new Set([whole(cards.catalogue.id)]));
		expect(errors).toEqual([]);
		await page.context().close();
	});

	it('in the whole catalogue and a trade-in’s card search, at 1024 px: the shop’s own first, else the catalogue’s', async () => {
		const { page, errors, asked } = await clerkPage();
		await page.goto(appUrl(`/catalog?scope=catalogue&q=${tag}`));
		const table = page.getByRole('table', { name: 'The whole catalogue' });
		await table.getByRole('link', { name: cards.none.name }).waitFor();
		expect(await drawn(table, cards.own.name)).toMatch(/^\/assets\//);
		expect(await drawn(table, cards.catalogue.name)).toBe(small(cards.catalogue.id));
		const bare = table.getByRole('row').filter({ hasText: cards.none.name });
		expect(await bare.getByRole('img').count()).toBe(0);
		expect(await cutOff(page)).toEqual([]);
		await screenshot(page, 'catalogue-pictures');

		const buylist = new BuylistPage(page);
		await buylist.startNew();
		await buylist.box().fill(tag);
		const found = page.getByRole('listbox', { name: 'Cards found' });
		await found.getByRole('option', { name: new RegExp(cards.none.name) }).waitFor();
		expect(await drawn(found, cards.own.name)).toMatch(/^\/assets\//);
		expect(await drawn(found, cards.catalogue.name)).toBe(small(cards.catalogue.id));
		expect(
			await found
				.getByRole('option', { name: new RegExp(cards.none.name) })
				.getByRole('img')
				.count(),
		).toBe(0);
		await screenshot(page, 'trade-in-card-pictures');
		expect(new Set(asked)).toEqual(new Set([small(cards.catalogue.id)]));
		expect(errors).toEqual([]);
		await page.context().close();
	});

	it("in the till's list of the catalogue's cards not in stock, beside each name", async () => {
		const { page, errors, asked } = await clerkPage(await openTestTill(5_000));
		const checkout = await new CheckoutPage(page).open();
		await checkout.scanBox().fill(tag);
		const known = page.getByRole('list', { name: 'In the catalogue, not in stock' });
		await known.getByRole('listitem').filter({ hasText: cards.none.name }).waitFor();
		expect(await drawn(known, cards.own.name)).toMatch(/^\/assets\//);
		expect(await drawn(known, cards.catalogue.name)).toBe(small(cards.catalogue.id));
		expect(await known.getByRole('listitem').filter({ hasText: cards.none.name }).getByRole('img').count()).toBe(0);
		await screenshot(page, 'till-not-in-stock-pictures');
		expect(new Set(asked)).toEqual(new Set([small(cards.catalogue.id)]));
		expect(errors).toEqual([]);
		await page.context().close();
	});
});
