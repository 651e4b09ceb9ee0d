import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockingViolations, hoverAndFocusViolations, transitionsEnded } from '../harness/accessibility.ts';
import { api } from '../harness/api.ts';
import { appUrl, screenshot, signedInContext, stack, specBrowser } from '../harness/browser.ts';
import { AppShell } from '../pages/app-shell.ts';
import { SettingsPage } from '../pages/settings-page.ts';

let browser: Browser;
let original: { tax_rate_bp: number; backup_interval_minutes: number | null };
let originalName: string;

beforeAll(async () => {
	browser = await specBrowser();
	original = await api('GET', '/items/shop_settings?fields=tax_rate_bp,backup_interval_minutes');
	originalName = (await api('GET', '/settings?fields=project_name')).project_name;
});
afterAll(async () => {
	await api('PATCH', '/items/shop_settings', original);
	await api('PATCH', '/settings', { project_name: originalName });
	await browser?.close();
});

describe('shop settings', () => {
	it('the owner changes the tax rate and the shop name; the header shows the new name at once', async () => {
		const context = await signedInContext(browser, stack().admin);
		const page = await context.newPage();
		const settings = await new SettingsPage(page).open();
		await settings.field('Tax rate').fill('7.5');
		await settings.field('Shop name').fill('Harbour Cards');
		await settings.save();
		await settings.saved().waitFor();
		await page.getByRole('banner').getByRole('heading', { name: 'Harbour Cards' }).waitFor();
		expect(await api('GET', '/items/shop_settings?fields=tax_rate_bp')).toEqual({ tax_rate_bp: 750 });
		expect((await api('GET', '/settings?fields=project_name')).project_name).toBe('Harbour Cards');
		await screenshot(page, 'settings');
		await context.close();
	});

	it('says a bad value beside its field, keeps what was typed and saves nothing', async () => {
		const context = await signedInContext(browser, stack().admin);
		const page = await context.newPage();
		const settings = await new SettingsPage(page).open();
		const before = await api('GET', '/items/shop_settings?fields=tax_rate_bp,condition_mp_percent');
		await settings.field('Tax rate').fill('8.255');
		await settings.field('MP price').fill('95');
		await settings.save();
		expect(await settings.errorOf('Tax rate')).toContain(
			'Tax rate must be from 0 % to 30 %, with at most 2 decimals.',
		);
		expect(await settings.errorOf('MP price')).toContain('MP price must not be above LP price');
		expect(await settings.field('Tax rate').inputValue()).toBe('8.255');
		expect(await settings.field('MP price').inputValue()).toBe('95');
		expect(await settings.field('Tax rate').getAttribute('aria-invalid')).toBe('true');
		await screenshot(page, 'settings-refused');
		expect(await api('GET', '/items/shop_settings?fields=tax_rate_bp,condition_mp_percent')).toEqual(before);
		await context.close();
	});

	it('the owner shortens the time between backups; a number out of bounds stays as typed, its bound named', async () => {
		const context = await signedInContext(browser, stack().admin);
		const page = await context.newPage();
		const settings = await new SettingsPage(page).open();
		await settings.field('Minutes between backups').fill('3');
		await settings.save();
		expect(await settings.errorOf('Minutes between backups')).toContain(
			'Minutes between backups must be a whole number from 5 to 1,440.',
		);
		expect(await settings.field('Minutes between backups').inputValue()).toBe('3');
		expect(await api('GET', '/items/shop_settings?fields=backup_interval_minutes')).toEqual({
			backup_interval_minutes: original.backup_interval_minutes,
		});
		await settings.field('Minutes between backups').fill('15');
		await settings.save();
		await settings.saved().waitFor();
		expect(await api('GET', '/items/shop_settings?fields=backup_interval_minutes')).toEqual({
			backup_interval_minutes: 15,
		});
		expect(await blockingViolations(page)).toEqual([]);
		await context.close();
	});

	it('the owner lets staff see the figures on Home by keyboard, and the clerk then sees them; off again, the clerk does not', async () => {
		const context = await signedInContext(browser, stack().admin);
		const clerk = await signedInContext(browser, stack().staff);
		try {
			const page = await context.newPage();
			const settings = await new SettingsPage(page).open();
			const share = page.getByRole('checkbox', { name: "Staff see the shop's figures on Home" });
			expect(await share.isChecked()).toBe(false);
			await share.focus();
			await page.keyboard.press('Space');
			await settings.save();
			await settings.saved().waitFor();
			expect(await api('GET', '/items/shop_settings?fields=staff_see_figures')).toEqual({
				staff_see_figures: true,
			});
			// The whole screen, the Save button under the pointer (its hover colour was 3.9:1 under white).
			await page.getByRole('button', { name: 'Save settings' }).hover();
			await transitionsEnded(page);
			const violations = [...(await blockingViolations(page)), ...(await hoverAndFocusViolations(page))];
			expect(violations, violations.join('\n')).toEqual([]);
			const home = await clerk.newPage();
			await home.setViewportSize({ width: 1366, height: 768 });
			await home.goto(appUrl('/'));
			await home.locator('[data-figure="sales"][aria-busy="false"]').waitFor();
			await share.focus();
			await page.keyboard.press('Space');
			await settings.save();
			await expect
				.poll(async () => (await api('GET', '/items/shop_settings?fields=staff_see_figures')).staff_see_figures)
				.toBe(false);
			await home.reload();
			await home.getByRole('heading', { name: 'To do' }).waitFor();
			await home.locator('[data-figure="work-queues"][aria-busy="false"]').waitFor();
			expect(await home.locator('[data-figure="sales"]').count()).toBe(0);
		} finally {
			await api('PATCH', '/items/shop_settings', { staff_see_figures: false });
			await clerk.close();
			await context.close();
		}
	});

	it('the owner sets a staff refund limit, and empties it for no limit', async () => {
		const context = await signedInContext(browser, stack().admin);
		try {
			const page = await context.newPage();
			const settings = await new SettingsPage(page).open();
			const limit = settings.field('Staff refund limit');
			expect(await limit.inputValue()).toBe('0.00');
			await limit.fill('25');
			await settings.save();
			await settings.saved().waitFor();
			expect(await api('GET', '/items/shop_settings?fields=staff_refund_limit')).toEqual({
				staff_refund_limit: 2_500,
			});
			await limit.fill('');
			await settings.save();
			await expect
				.poll(
					async () => (await api('GET', '/items/shop_settings?fields=staff_refund_limit')).staff_refund_limit,
				)
				.toBeNull();
		} finally {
			await api('PATCH', '/items/shop_settings', { staff_refund_limit: 0 });
			await context.close();
		}
	});

	it('says the setting in German', async () => {
		const [owner] = await api(
			'GET',
			`/users?filter[email][_eq]=${encodeURIComponent(stack().admin.email)}&fields=id`,
		);
		await api('PATCH', `/users/${owner.id}`, { language: 'de-DE' });
		try {
			const context = await signedInContext(browser, stack().admin);
			const page = await context.newPage();
			await page.goto(appUrl('/settings'));
			const share = page.getByRole('checkbox', {
				name: 'Mitarbeitende sehen die Zahlen des Ladens auf der Startseite',
			});
			await share.waitFor();
			expect(await share.isChecked()).toBe(false);
			await context.close();
		} finally {
			await api('PATCH', `/users/${owner.id}`, { language: null });
		}
	});

	it('a clerk has no settings screen: not in the navigation, not allowed at its address', async () => {
		const context = await signedInContext(browser, stack().staff);
		const page = await context.newPage();
		await page.goto(appUrl('/'));
		expect(await new AppShell(page).navigationLabels()).not.toContain('Settings');
		await page.goto(appUrl('/settings'));
		await page.getByText('Shop settings are for administrators.').waitFor();
		expect(await page.getByRole('button', { name: 'Save settings' }).count()).toBe(0);
		await context.close();
	});
});
