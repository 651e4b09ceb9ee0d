import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../harness/api.ts';
import { appUrl, screenshot, signedInContext, stack, specBrowser } from '../harness/browser.ts';
import { TillsPage } from '../pages/tills-page.ts';

let browser: Browser;

beforeAll(async () => {
	browser = await specBrowser();
});
afterAll(async () => {
	await browser.close();
});

const tag = () => Date.now().toString(36);
const tillNamed = async (name: string) =>
	(await api('GET', `/items/tills?filter[name][_eq]=${encodeURIComponent(name)}&fields=id,name,active`))[0];

describe('the owner manages the tills on the Tills screen', () => {
	it('adds a till by keyboard (a taken name said beside the field, the text kept), renames it, and retires it once it is closed', async () => {
		const taken = `Window ${tag()}`;
		await api('POST', '/items/tills', { name: taken });
		const owner = await signedInContext(browser, stack().admin);
		const tills = await new TillsPage(await owner.newPage()).open();
		const { page } = tills;

		// Add, by keyboard alone: the button, the name (the field has the focus), Enter.
		await page.getByRole('button', { name: 'Add till' }).focus();
		await page.keyboard.press('Enter');
		const add = page.getByRole('dialog', { name: 'Add a till' });
		await add.waitFor();
		expect(new URL(page.url()).searchParams.get('dialog')).toBe('add');
		const field = add.getByRole('textbox', { name: 'Till name' });
		await page.keyboard.type(` ${taken.toLowerCase()}`);
		await page.keyboard.press('Enter');
		await add.getByText(`Another till is already called ${taken}; choose another name.`).waitFor();
		expect(await field.inputValue()).toBe(` ${taken.toLowerCase()}`);
		const name = `Counter ${tag()}`;
		await field.fill(name);
		await page.keyboard.press('Enter');
		await add.waitFor({ state: 'detached' });
		await tills.tillRow(name).getByText('Closed', { exact: true }).waitFor();
		const till = await tillNamed(name);
		expect(till).toMatchObject({ name, active: true });

		// Rename: the dialog has its address, and a reload keeps it open.
		await tills.act(name, 'Rename');
		const rename = page.getByRole('dialog', { name: `Rename ${name}` });
		await rename.waitFor();
		expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({
			dialog: 'rename',
			till: String(till.id),
		});
		await page.reload();
		await rename.waitFor();
		const renamed = `${name} (front)`;
		await rename.getByRole('textbox', { name: 'Till name' }).fill(renamed);
		await rename.getByRole('button', { name: 'Save name' }).click();
		await rename.waitFor({ state: 'detached' });
		await tills.tillRow(renamed).waitFor();
		expect(await api('GET', `/items/tills/${till.id}?fields=name`)).toEqual({ name: renamed });

		// An open till is not retired: the dialog says why, its button disabled, before anything is asked.
		const session = await api('POST', `/deckhand/tills/${till.id}/open`, { float: 0 });
		await page.reload();
		await tills.tillRow(renamed).getByText('Open', { exact: true }).waitFor();
		await tills.act(renamed, 'Retire');
		const retire = page.getByRole('dialog', { name: `Retire ${renamed}?` });
		await retire.getByText(`${renamed} is open: close it with its count before retiring it.`).waitFor();
		expect(await retire.getByRole('button', { name: 'Retire till' }).isDisabled()).toBe(true);
		await screenshot(page, 'till-retire-open');
		await page.keyboard.press('Escape');
		await retire.waitFor({ state: 'detached' });

		// Counted and closed, it retires: gone from the till choice, kept in the list as retired.
		await api('POST', `/deckhand/tills/${till.id}/sessions/${session.id}/close`, { counted: 0 });
		await page.reload();
		await tills.act(renamed, 'Retire');
		await retire.getByRole('button', { name: 'Retire till' }).click();
		await retire.waitFor({ state: 'detached' });
		await tills.tillRow(renamed).getByText('Retired', { exact: true }).waitFor();
		expect(await tillNamed(renamed)).toMatchObject({ active: false });
		await page.getByRole('combobox', { name: "This browser's till" }).click();
		await page.getByRole('option', { name: taken, exact: true }).waitFor();
		expect(await page.getByRole('option', { name: renamed, exact: true }).count()).toBe(0);
		await page.keyboard.press('Escape');

		// And back again.
		await tills.act(renamed, 'Bring back');
		const restore = page.getByRole('dialog', { name: `Bring back ${renamed}?` });
		await restore.getByRole('button', { name: 'Bring back till' }).click();
		await restore.waitFor({ state: 'detached' });
		await tills.tillRow(renamed).getByText('Closed', { exact: true }).waitFor();
		expect(await tillNamed(renamed)).toMatchObject({ active: true });
		await screenshot(page, 'tills-manage');
		await owner.close();
	}, 120_000);

	it('shows a clerk no management: no list of the shop’s tills, no add button, and no dialog from an address', async () => {
		const name = `Clerk sees ${tag()}`;
		const till = (await api('POST', '/items/tills', { name })).id as number;
		const clerk = await signedInContext(browser, stack().staff);
		const page = await clerk.newPage();
		await page.goto(appUrl(`/tills?dialog=rename&till=${till}`));
		const tills = new TillsPage(page);
		await page.getByRole('heading', { name: 'Tills', level: 1 }).waitFor();
		// The tills have loaded (the choice offers the new one) and the screen has settled.
		await page.getByRole('combobox', { name: "This browser's till" }).click();
		await page.getByRole('option', { name, exact: true }).waitFor();
		await page.keyboard.press('Escape');
		await page.waitForLoadState('networkidle');
		expect(await page.getByRole('heading', { name: 'Manage tills' }).count()).toBe(0);
		expect(await page.getByRole('button', { name: 'Add till' }).count()).toBe(0);
		expect(await tills.shopTills().count()).toBe(0);
		expect(await page.getByRole('dialog').count()).toBe(0);
		await clerk.close();
	});
});
