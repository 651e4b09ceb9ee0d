import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../harness/api.ts';
import { appUrl, screenshot, signedInContext, stack, specBrowser } from '../harness/browser.ts';
import { linkFromMail } from '../harness/mail.ts';
import { AppShell } from '../pages/app-shell.ts';
import { SignInPage } from '../pages/sign-in-page.ts';
import { StaffPage } from '../pages/staff-page.ts';

let browser: Browser;

beforeAll(async () => {
	browser = await specBrowser();
});
afterAll(async () => {
	await browser.close();
});

describe('the owner manages staff', () => {
	it('invites a clerk who accepts and signs in, then deactivates them: the clerk’s open tab is signed out at its next action', async () => {
		const email = `invited.clerk.${Date.now().toString(36)}@deckhand.example.com`;
		const owner = await signedInContext(browser, stack().admin);
		const staff = await new StaffPage(await owner.newPage()).open();
		await staff.invite(email, 'Counter staff');
		await staff.row(email).getByText('Invited', { exact: true }).waitFor();
		// Roles and the seat count in the shop's words, not the software's.
		await staff.row(email).getByRole('cell', { name: 'Counter staff', exact: true }).waitFor();
		await staff.page.getByText(/^Owner accounts: \d of 3\. Every active or invited owner counts/).waitFor();
		await staff.row(stack().admin.email).getByRole('cell', { name: 'Owner', exact: true }).waitFor();
		expect(await staff.page.locator('main').innerText()).not.toContain('Directus');
		await screenshot(staff.page, 'staff');

		const clerk = await browser.newContext({ viewport: { width: 1280, height: 800 } });
		const tab = await clerk.newPage();
		const link = await linkFromMail(stack().mailDir, email, '/app/accept-invite');
		expect(link.startsWith(appUrl('/accept-invite?token='))).toBe(true);
		await tab.goto(link);
		await tab.getByLabel('New password').fill('joined-the-counter-1');
		await tab.getByLabel('Repeat the password').fill('joined-the-counter-1');
		await tab.getByRole('button', { name: 'Join and sign in' }).click();
		await new AppShell(tab).greeting().waitFor();
		await new AppShell(tab).navigation().getByRole('link', { name: 'Customers' }).click();
		await tab.getByRole('table', { name: 'Customers' }).waitFor();

		await staff.page.reload();
		await staff.row(email).getByText('Active', { exact: true }).waitFor();
		await staff.act(email, 'Deactivate');
		const confirm = staff.page.getByRole('dialog', { name: `Deactivate ${email}?` });
		await screenshot(staff.page, 'staff-deactivate');
		await confirm.getByRole('button', { name: 'Deactivate' }).click();
		await confirm.waitFor({ state: 'detached' });
		await staff.row(email).getByText('Deactivated', { exact: true }).waitFor();

		// The clerk's tab still shows the customers; its next action finds the session ended.
		await new AppShell(tab).navigation().getByRole('link', { name: 'Orders' }).click();
		await new SignInPage(tab).heading().waitFor();
		const me = await tab.evaluate(async () => (await fetch('/users/me', { credentials: 'include' })).status);
		expect(me).toBe(401);
		const [user] = await api('GET', `/users?filter[email][_eq]=${encodeURIComponent(email)}&fields=status`);
		expect(user.status).toBe('suspended');
		await Promise.all([owner.close(), clerk.close()]);
	}, 120_000);

	it('says before the action that no one deactivates their own account, and that the last administrator stays one', async () => {
		const owner = await signedInContext(browser, stack().admin);
		const staff = await new StaffPage(await owner.newPage()).open();
		const me = await api('GET', '/users/me?fields=email,first_name,last_name');
		const name = [me.first_name, me.last_name].filter(Boolean).join(' ') || me.email;
		await staff.row(me.email).getByText(`${name} (you)`).waitFor();
		await staff.act(name, 'Deactivate');
		const dialog = staff.page.getByRole('dialog', { name: `Deactivate ${name}?` });
		await dialog.getByText('You cannot deactivate your own account. Another administrator can.').waitFor();
		expect(await dialog.getByRole('button', { name: 'Deactivate' }).isDisabled()).toBe(true);
		await staff.page.keyboard.press('Escape');
		await dialog.waitFor({ state: 'detached' });

		// The test stack's owner is its one administrator.
		await staff.act(name, 'Change role');
		const role = staff.page.getByRole('dialog', { name: `Change role · ${name}` });
		await role.getByLabel('Role').selectOption({ label: 'Counter staff' });
		await role
			.getByText(`${me.email} is the shop's last active owner. Make someone else an owner first.`)
			.waitFor();
		expect(await role.getByRole('button', { name: 'Save role' }).isDisabled()).toBe(true);
		await screenshot(staff.page, 'staff-last-administrator');
		await owner.close();
	});

	it('lifts the sign-in lock of a clerk who mistyped their password too often: the clerk signs in at once', async () => {
		const tag = Date.now().toString(36);
		const clerk = { email: `locked.clerk.${tag}@deckhand.example.com`, password: 'locked-at-the-counter-1' };
		const [role] = await api('GET', '/roles?filter[name][_eq]=User&fields=id');
		await api('POST', '/users', { ...clerk, role: role.id, first_name: 'Locked', last_name: tag });
		const signIn = async (password: string) =>
			(
				await fetch(`${stack().url}/auth/login`, {
					method: 'POST',
					headers: { 'content-type': 'application/json' },
					body: JSON.stringify({ email: clerk.email, password }),
				})
			).status;
		expect(await signIn(clerk.password)).toBe(200);
		for (let i = 0; i < 5; i++) expect(await signIn(`a typo ${i}`)).toBe(401);
		expect(await signIn(clerk.password)).toBe(429);

		const owner = await signedInContext(browser, stack().admin);
		const staff = await new StaffPage(await owner.newPage()).open();
		await staff.act(`Locked ${tag}`, 'Lift sign-in lock');
		await staff.page.getByText(`Sign-in lock lifted: ${clerk.email} can sign in again.`).waitFor();
		expect(await signIn(clerk.password)).toBe(200);
		await owner.close();
	});
});
