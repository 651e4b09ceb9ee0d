import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockingViolations } from '../harness/accessibility.ts';
import { api, pricedSku } from '../harness/api.ts';
import { appUrl, screenshot, signedInContext, stack, specBrowser } from '../harness/browser.ts';
import { CatalogPage } from '../pages/catalog-page.ts';

let browser: Browser;

beforeAll(async () => {
	browser = await specBrowser();
});
afterAll(async () => {
	await browser.close();
});

async function pricesOf(name: string): Promise<Map<number, number | null>> {
	const response = await fetch(
		`${stack().url}/items/skus?filter[card][name][_eq]=${encodeURIComponent(name)}&fields=id,price&limit=-1`,
		{
			headers: { authorization: `Bearer ${stack().admin.token}` },
		},
	);
	return new Map(
		((await response.json()).data as Array<{ id: number; price: number | null }>).map((sku) => [sku.id, sku.price]),
	);
}

describe('pricing', () => {
	it('lets the owner reprice a filtered selection by +10 % after a preview and a confirmation, applied once though its answer was lost, then undo the whole run in one step', async () => {
		const before = await pricesOf('Sheoldred, the Apocalypse');
		const context = await signedInContext(browser, stack().admin);
		const catalog = await new CatalogPage(await context.newPage()).open('?q=sheoldred');
		const keys: string[] = [];
		catalog.page.on('request', (request) => {
			if (request.method() === 'POST' && request.url().endsWith('/deckhand/prices/reprice'))
				keys.push(request.headers()['idempotency-key'] ?? 'none');
		});
		await catalog.page.getByRole('button', { name: 'Reprice…' }).click();
		const dialog = catalog.page.getByRole('dialog');
		await dialog.getByLabel('Change', { exact: true }).fill('10');
		await dialog.getByRole('button', { name: 'Preview' }).click();
		const priced = [...before.values()].filter((price) => price !== null).length;
		await dialog.getByText(`${priced} price${priced === 1 ? '' : 's'} would change`).waitFor();
		// Any change after the preview withdraws it: Apply waits for a new one.
		await dialog.getByLabel('Change', { exact: true }).fill('11');
		expect(await dialog.getByRole('button', { name: /^Apply/ }).isDisabled()).toBe(true);
		expect(await dialog.getByRole('table', { name: 'Price changes' }).count()).toBe(0);
		await dialog.getByLabel('Change', { exact: true }).fill('10');
		await dialog.getByRole('button', { name: 'Preview' }).click();
		await dialog.getByText(`${priced} price${priced === 1 ? '' : 's'} would change`).waitFor();
		expect(await pricesOf('Sheoldred, the Apocalypse')).toEqual(before);
		await screenshot(catalog.page, 'reprice-preview');
		await dialog.getByRole('button', { name: /^Apply to/ }).click();
		const confirm = dialog.getByRole('alertdialog');
		expect(await confirm.innerText()).toMatch(
			new RegExp(`${priced} prices? change; retail value \\$[\\d,.]+ → \\$[\\d,.]+\\.`),
		);
		await screenshot(catalog.page, 'reprice-confirm');
		// The reprice reaches the server and is applied, but its answer is lost on the way back.
		await catalog.page.route(
			'**/deckhand/prices/reprice',
			async (route) => {
				await route.fetch();
				await route.abort('connectionreset');
			},
			{ times: 1 },
		);
		await confirm.getByRole('button', { name: /^Apply \d+ change/ }).click();
		await dialog.getByText('Cannot reach the server.').waitFor();
		const retried = catalog.page.waitForResponse((response) => response.url().endsWith('/deckhand/prices/reprice'));
		await confirm.getByRole('button', { name: /^Apply \d+ change/ }).click();
		expect(
			(await retried).headers()['idempotent-replayed'],
			'the server answered the reprice it had recorded',
		).toBe('true');
		await dialog.waitFor({ state: 'detached' });
		const after = await pricesOf('Sheoldred, the Apocalypse');
		for (const [sku, price] of before)
			expect(after.get(sku)).toBe(price === null ? null : Math.floor((price * 110 + 50) / 100));
		// Two previews without a key, then one attempt at the apply, sent twice with its key.
		expect(keys.slice(0, 2)).toEqual(['none', 'none']);
		expect(keys.slice(2)).toEqual([keys[2], keys[2]]);
		expect(keys[2]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
		await catalog.page.getByRole('button', { name: 'Undo this reprice' }).click();
		await catalog.page.getByText('Reprice undone').waitFor();
		expect(await pricesOf('Sheoldred, the Apocalypse')).toEqual(before);
		await context.close();
	});

	it('lists the reprice runs for the owner, undoes one there, and offers no second undo of a run undone', async () => {
		const card = await api('POST', '/items/cards', {
			set: 1,
			name: `Runs list card ${Date.now()}`,
			collector_number: '9',
		});
		const sku = await pricedSku(card.id, { price: 1_000, stock: 2 });
		await api('POST', '/deckhand/prices/reprice', {
			selection: { skus: [sku] },
			rule: { kind: 'percent', percent: 10 },
			preview: false,
		});
		const context = await signedInContext(browser, stack().admin);
		const page = await context.newPage();
		await new CatalogPage(page).open();
		await page.getByRole('link', { name: 'Reprice runs' }).click();
		await page.getByRole('heading', { level: 1, name: 'Reprice runs' }).waitFor();
		const rows = page.getByRole('table', { name: 'Reprice runs' }).locator('tbody tr');
		await rows.first().waitFor();
		const cells = async (row: number) =>
			(await rows.nth(row).locator('td').allInnerTexts()).map((text) => text.trim());
		expect((await cells(0)).slice(1)).toEqual(['Admin User', 'Reprice', '1', '$20.00 → $22.00', 'Undo run']);
		expect(await blockingViolations(page, { names: true })).toEqual([]);
		await screenshot(page, 'reprice-runs');

		await rows
			.first()
			.getByRole('button', { name: /^Undo run of / })
			.click();
		const dialog = page.getByRole('dialog');
		await dialog.getByRole('button', { name: 'Undo run' }).click();
		await dialog.getByText('1 price set back.').waitFor();
		expect(await blockingViolations(page)).toEqual([]);
		// The dialog's own Close, not the corner's ×.
		await dialog.getByRole('button', { name: 'Close' }).last().click();
		expect((await pricesOf(card.name)).get(sku)).toBe(1_000);
		await rows
			.nth(1)
			.getByText(/^Undone .+ by Admin User$/)
			.waitFor();
		expect(await rows.nth(1).getByRole('button').count()).toBe(0);
		const undo = await cells(0);
		expect(undo.slice(1, 5)).toEqual([
			'Admin User',
			`Undo of the run of ${(await cells(1))[0]}`,
			'1',
			'$22.00 → $20.00',
		]);
		expect(undo[5]).toBe('Undo run');
		await screenshot(page, 'reprice-runs-undone');
		await context.close();
	});

	it('keeps the reprice runs from the clerk', async () => {
		const context = await signedInContext(browser, stack().staff);
		const page = await context.newPage();
		await page.goto(appUrl('/prices/runs'));
		await page.getByRole('heading', { name: 'Not allowed' }).waitFor();
		expect(await page.getByRole('table', { name: 'Reprice runs' }).count()).toBe(0);
		await context.close();
	});

	it('lets the owner work through the unpriced queue, pricing in place', async () => {
		const card = await api('POST', '/items/cards', { set: 1, name: 'Queue Test Card', collector_number: '77' });
		const sku = await api('POST', '/items/skus', {
			card: card.id,
			condition: 'NM',
			finish: 'normal',
			language: 'EN',
		});
		const context = await signedInContext(browser, stack().admin);
		const catalog = await new CatalogPage(await context.newPage()).open('?unpriced=true&q=queue%20test');
		expect(await catalog.rows()).toHaveLength(1);
		const price = catalog.table().getByRole('textbox', { name: 'Price of NM normal EN' });
		await price.fill('4.99');
		await price.press('Enter');
		await catalog.page.getByText('Nothing matches').waitFor();
		expect((await pricesOf('Queue Test Card')).get(sku.id)).toBe(499);
		await context.close();
	});

	it('shows the clerk the reprice action disabled, with the reason', async () => {
		const context = await signedInContext(browser, stack().staff);
		const catalog = await new CatalogPage(await context.newPage()).open();
		const button = catalog.page.getByRole('button', { name: 'Reprice…' });
		expect(await button.isDisabled()).toBe(true);
		await button.hover({ force: true });
		await catalog.page.getByText('Only an administrator can change prices.').waitFor();
		await context.close();
	});
});
