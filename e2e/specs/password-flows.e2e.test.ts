import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../harness/api.ts';
import { screenshot, stack, specBrowser } from '../harness/browser.ts';
import { linkFromMail } from '../harness/mail.ts';
import { AppShell } from '../pages/app-shell.ts';
import { SignInPage } from '../pages/sign-in-page.ts';

let browser: Browser;

beforeAll(async () => {
	browser = await specBrowser();
});
afterAll(async () => {
	await browser.close();
});

async function staffRoleId(): Promise<string> {
	return (await api('GET', '/roles?filter[name][_eq]=User&fields=id'))[0].id;
}

async function canSignIn(email: string, password: string): Promise<boolean> {
	const response = await fetch(`${stack().url}/auth/login`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify({ email, password }),
	});
	return response.ok;
}

describe('password flows by email', () => {
	it('resets a forgotten password and ends signed in with the new one', async () => {
		const email = 'forgetful.clerk@deckhand.example.com';
		await api('POST', '/users', {
			email,
			password: 'old-password-1',
			role: await staffRoleId(),
			first_name: 'Fran',
			status: 'active',
		});
		const page = await browser.newPage();
		await (await new SignInPage(page).open()).page.getByRole('link', { name: 'Forgot your password?' }).click();
		await page.getByLabel('Email').fill(email);
		await page.getByRole('button', { name: 'Send the link' }).click();
		await page.getByRole('heading', { name: 'Check your email' }).waitFor();
		await screenshot(page, 'forgot-password-sent');

		await page.goto(await linkFromMail(stack().mailDir, email, '/app/reset-password'));
		await page.getByLabel('New password').fill('brand-new-password');
		await page.getByLabel('Repeat the password').fill('brand-new-password');
		await screenshot(page, 'reset-password');
		await page.getByRole('button', { name: 'Save and sign in' }).click();
		await new AppShell(page).greeting().waitFor();
		expect(await page.getByRole('heading', { name: 'Hello, Fran' }).count()).toBe(1);
		expect(await canSignIn(email, 'brand-new-password')).toBe(true);
		expect(await canSignIn(email, 'old-password-1')).toBe(false);
		await page.close();
	});

	it('accepts an invite, sets the password and ends signed in', async () => {
		const email = 'new.clerk@deckhand.example.com';
		await api('POST', '/users/invite', {
			email,
			role: await staffRoleId(),
			invite_url: `${stack().url}/app/accept-invite`,
		});
		const page = await browser.newPage();
		await page.goto(await linkFromMail(stack().mailDir, email, '/app/accept-invite'));
		await page.getByText(`Choose a password for ${email}.`).waitFor();
		await screenshot(page, 'accept-invite');
		await page.getByLabel('New password').fill('welcome-aboard-1');
		await page.getByLabel('Repeat the password').fill('welcome-aboard-1');
		await page.getByRole('button', { name: 'Join and sign in' }).click();
		await new AppShell(page).greeting().waitFor();
		expect(await new AppShell(page).navigationLabels()).toEqual([
			'Home',
			'Catalog',
			'Checkout',
			'Buylists',
			'Buying rules',
			'Tills',
			'Orders',
			'Customers',
		]);
		expect(await canSignIn(email, 'welcome-aboard-1')).toBe(true);
		await page.close();
	});
});
