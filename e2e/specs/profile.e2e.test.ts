import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../harness/api.ts';
import { screenshot, signedInContext, specBrowser } from '../harness/browser.ts';
import { AppShell } from '../pages/app-shell.ts';
import { ProfilePage } from '../pages/profile-page.ts';
import { SignInPage } from '../pages/sign-in-page.ts';

let browser: Browser;

beforeAll(async () => {
	browser = await specBrowser();
});
afterAll(async () => {
	await browser?.close();
});

/** A clerk of this test's own: the demo clerk's password stays as the other specs know it. */
async function newClerk(label: string) {
	const role = (await api('GET', '/roles?filter[name][_eq]=User&fields=id'))[0].id;
	const email = `${label}-${Date.now().toString(36)}@deckhand.example.com`;
	const password = `first-${label}-password`;
	await api('POST', '/users', { email, password, role, first_name: 'Pat', last_name: 'Counter', status: 'active' });
	return { email, password };
}

describe('profile', () => {
	it('a clerk changes their name and password, then signs in with the new one', async () => {
		const clerk = await newClerk('profile');
		const context = await signedInContext(browser, clerk);
		const page = await context.newPage();
		const profile = await new ProfilePage(page).open();
		await profile.saveName('Robin', 'Till');
		// The header's account button says the new name at once.
		await page.getByRole('button', { name: /^Robin Till/ }).waitFor();

		await profile.changePassword(clerk.password, 'a-brand-new-secret');
		await profile.passwordChanged().waitFor();
		expect(await profile.field('Current password').inputValue()).toBe('');
		await screenshot(page, 'profile');

		await new AppShell(page).signOut();
		const signIn = new SignInPage(page);
		await signIn.heading().waitFor();
		await signIn.signIn(clerk.email, 'a-brand-new-secret');
		await page.getByRole('heading', { name: 'Hello, Robin' }).waitFor();
		await context.close();
	});

	it('a wrong current password is said beside its field, what was typed stays, and nothing changes', async () => {
		const clerk = await newClerk('profile-wrong');
		const context = await signedInContext(browser, clerk);
		const page = await context.newPage();
		const profile = await new ProfilePage(page).open();
		await profile.changePassword('not-my-password', 'a-brand-new-secret');
		await page.getByText('The current password is not right; the password was not changed.').waitFor();
		expect(await profile.descriptionOf('Current password')).toContain('The current password is not right');
		expect(await profile.field('New password').inputValue()).toBe('a-brand-new-secret');
		const login = await fetch(`${new URL(page.url()).origin}/auth/login`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({ email: clerk.email, password: clerk.password }),
		});
		expect(login.status).toBe(200);
		await context.close();
	});
});
