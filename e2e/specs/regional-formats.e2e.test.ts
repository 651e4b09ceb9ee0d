import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, pricedSku } from '../harness/api.ts';
import { appUrl, screenshot, signedInContext, stack, specBrowser } from '../harness/browser.ts';
import { blockingViolations } from '../harness/accessibility.ts';

let browser: Browser;
const tag = Date.now().toString(36);
/** A customer paid a trade-in in store credit: a credit entry whose note the server wrote, and a buylist with its date. */
const scene = { customer: 0, buylist: '', paidAt: '' };

beforeAll(async () => {
	browser = await specBrowser();
	const card = await api('POST', '/items/cards', {
		set: 1,
		name: `Dated card ${tag}`,
		collector_number: '804',
		rarity: 'Rare',
	});
	const sku = await pricedSku(card.id, { price: 2_000 });
	scene.customer = (await api('POST', '/items/customers', { name: `Dated customer ${tag}` })).id;
	const { id } = await api('POST', '/deckhand/buylists', { customer: scene.customer });
	await api('POST', `/deckhand/buylists/${id}/lines`, { sku, quantity: 1 });
	const done = await api('POST', `/deckhand/buylists/${id}/transition`, { to: 'completed', payout: 'credit' });
	scene.buylist = done.number;
	const [entry] = await api(
		'GET',
		`/items/credit_ledger?filter[customer][_eq]=${scene.customer}&fields=date_created`,
	);
	scene.paidAt = entry.date_created;
});
afterAll(async () => {
	await browser.close();
});

/** A moment as the dashboard writes it in a language tag, in this machine's time zone (the browser's). */
const written = (iso: string, locale: string) =>
	new Intl.DateTimeFormat(locale, {
		year: 'numeric',
		month: '2-digit',
		day: '2-digit',
		hour: '2-digit',
		minute: '2-digit',
	}).format(new Date(iso));

describe('dates and notes as the reader’s browser writes them', () => {
	it('writes day/month/year to a British browser, on a page the server draws and on one the browser draws, with no hydration error', async () => {
		const context = await signedInContext(browser, stack().admin, 'en-GB');
		const first = await context.newPage();
		await first.goto(appUrl('/'));
		await first.getByRole('navigation').getByRole('link', { name: 'Catalog', exact: true }).waitFor();
		await first.close();

		const page = await context.newPage();
		const problems: string[] = [];
		page.on('console', (message) => {
			if (message.type() === 'error') problems.push(message.text());
		});
		page.on('pageerror', (error) => problems.push(error.message));
		const response = await page.goto(appUrl('/buylists'));
		expect(await response!.text(), 'the page arrives drawn').toContain('$_TSR.router=');
		const row = page.getByRole('table', { name: 'Buylists' }).getByRole('row', { name: new RegExp(scene.buylist) });
		const british = written(scene.paidAt, 'en-GB');
		expect(british).not.toBe(written(scene.paidAt, 'en-US'));
		await row.getByText(british.slice(0, 10)).waitFor();
		await page.waitForLoadState('networkidle');
		expect(problems).toEqual([]);

		await page.goto(appUrl(`/customers/${scene.customer}`));
		const ledger = page.getByRole('table', { name: 'Credit ledger' });
		await ledger
			.getByRole('row', { name: new RegExp(`Trade-in ${scene.buylist}`) })
			.getByText(british)
			.waitFor();
		expect(await blockingViolations(page)).toEqual([]);
		await context.close();
	});

	it('says a note the server wrote in German on a German screen, with the date in German order', async () => {
		const context = await signedInContext(browser, stack().admin, 'de-DE');
		const page = await context.newPage();
		await page.goto(appUrl(`/customers/${scene.customer}`));
		const ledger = page.getByRole('table', { name: 'Guthabenverlauf' });
		const row = ledger.getByRole('row', { name: new RegExp(`Inzahlungnahme ${scene.buylist}`) });
		await row.getByText(written(scene.paidAt, 'de')).waitFor();
		expect(await ledger.getByText(`Trade-in ${scene.buylist}`).count()).toBe(0);
		expect(await blockingViolations(page)).toEqual([]);
		await screenshot(page, 'server-note-german');
		await context.close();
	});
});
