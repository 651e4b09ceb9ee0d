import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, screenshot, signedInContext, stack, specBrowser } from '../harness/browser.ts';
import { AppShell } from '../pages/app-shell.ts';
import { SignInPage } from '../pages/sign-in-page.ts';

let browser: Browser;

beforeAll(async () => {
	browser = await specBrowser();
});
afterAll(async () => {
	await browser.close();
});

describe('signing in', () => {
	it('takes the owner to Home with the full navigation', async () => {
		const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
		const signIn = await new SignInPage(page).open();
		await screenshot(page, 'sign-in');
		await signIn.signIn(stack().admin.email, stack().admin.password);
		const shell = new AppShell(page);
		await shell.greeting().waitFor();
		expect(await shell.navigationLabels()).toEqual([
			'Home',
			'Catalog',
			'Price review',
			'Checkout',
			'Buylists',
			'Buying rules',
			'Tills',
			'Orders',
			'Customers',
			'Pictures',
			'Import / export',
			'Catalogue sources',
			'Staff',
			'Activity',
			'Reports',
			'Settings',
			'Server status',
		]);
		await page.getByRole('heading', { name: 'To do' }).waitFor();
		await screenshot(page, 'home-owner');
		await page.close();
	});

	it('takes the clerk to Home without administrator sections', async () => {
		const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
		await (await new SignInPage(page).open()).signIn(stack().staff.email, stack().staff.password);
		const shell = new AppShell(page);
		await shell.greeting().waitFor();
		expect(await shell.navigationLabels()).toEqual([
			'Home',
			'Catalog',
			'Checkout',
			'Buylists',
			'Buying rules',
			'Tills',
			'Orders',
			'Customers',
		]);
		await screenshot(page, 'home-clerk-tablet');
		await page.close();
	});

	it('keeps the input and says what is wrong after a wrong password', async () => {
		const page = await browser.newPage();
		const signIn = await new SignInPage(page).open();
		await signIn.signIn(stack().staff.email, 'not-the-password');
		await signIn.alert().waitFor();
		expect(await signIn.alert().innerText()).toContain('Wrong email or password');
		expect(await signIn.email().inputValue()).toBe(stack().staff.email);
		await screenshot(page, 'sign-in-wrong-password');
		await page.close();
	});

	it('says how long to wait once an address has had too many wrong passwords', async () => {
		// A throw-away address: the limiter counts per address, so the demo users other specs sign in with stay untouched.
		const email = `guessed-${Date.now().toString(36)}@deckhand.example.com`;
		const guess = () =>
			fetch(`${stack().url}/auth/login`, {
				method: 'POST',
				headers: { 'content-type': 'application/json' },
				body: JSON.stringify({ email, password: 'a-wrong-guess' }),
			});
		expect((await Promise.all(Array.from({ length: 5 }, guess))).map((answer) => answer.status)).toEqual([
			401, 401, 401, 401, 401,
		]);
		const page = await browser.newPage();
		const signIn = await new SignInPage(page).open();
		await signIn.signIn(email, 'yet-another-guess');
		await signIn.alert().waitFor();
		expect(await signIn.alert().innerText()).toMatch(/Too many attempts — try again in \d+ seconds\./);
		expect(await signIn.email().inputValue()).toBe(email);
		await screenshot(page, 'sign-in-too-many-attempts');
		await page.close();
	});

	it('sends a visitor to sign-in and back to the page asked for', async () => {
		const page = await browser.newPage();
		await page.goto(appUrl('/server-status'));
		const signIn = new SignInPage(page);
		await signIn.heading().waitFor();
		expect(new URL(page.url()).searchParams.get('redirect')).toBe('/server-status');
		await signIn.signIn(stack().admin.email, stack().admin.password);
		await page.getByRole('heading', { name: 'Server status' }).waitFor();
		await page.getByText('Directus version').waitFor();
		expect(await page.getByText('12.4.0').count()).toBeGreaterThan(0);
		await screenshot(page, 'server-status');
		await page.close();
	});
});

describe('roles in the dashboard', () => {
	it('shows the clerk "not allowed" on an administrator address', async () => {
		const context = await signedInContext(browser, stack().staff);
		const page = await context.newPage();
		await page.goto(appUrl('/server-status'));
		await page.getByRole('heading', { name: 'Not allowed' }).waitFor();
		expect(await page.getByText('Server status is for administrators.').count()).toBe(1);
		expect(await page.getByText('Directus version').count()).toBe(0);
		await screenshot(page, 'not-allowed-clerk');
		await context.close();
	});

	it('keeps the session across a reload', async () => {
		const context = await signedInContext(browser, stack().staff);
		const page = await context.newPage();
		await page.goto(appUrl('/'));
		await new AppShell(page).greeting().waitFor();
		await page.reload();
		await new AppShell(page).greeting().waitFor();
		expect(new URL(page.url()).pathname).toBe('/app/');
		await context.close();
	});

	it('says a lost connection is lost, keeps the page, and recovers on retry', async () => {
		const context = await signedInContext(browser, stack().admin);
		const page = await context.newPage();
		await page.goto(appUrl('/server-status'));
		await page.getByText('Directus version').waitFor();
		await context.setOffline(true);
		await page.getByRole('alert').filter({ hasText: 'Connection lost' }).first().waitFor();
		expect(await page.getByText('Directus version').count()).toBe(1);
		await page.getByText('Unreachable').waitFor();
		await screenshot(page, 'connection-lost');
		await context.setOffline(false);
		await page.getByRole('button', { name: 'Check again' }).click();
		await page.getByRole('alert').filter({ hasText: 'Connection lost' }).waitFor({ state: 'detached' });
		await context.close();
	});

	it('switches between light and dark themes', async () => {
		const context = await signedInContext(browser, stack().staff);
		const page = await context.newPage();
		await page.goto(appUrl('/'));
		await new AppShell(page).greeting().waitFor();
		const scheme = () => page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));
		const before = await scheme();
		await page.getByRole('button', { name: /^Use (dark|light) theme$/ }).click();
		expect(await scheme()).not.toBe(before);
		await screenshot(page, `home-${await scheme()}`);
		await context.close();
	});

	it("offers the theme not on screen while following the system's dark theme, and remembers the choice", async () => {
		const context = await signedInContext(browser, stack().staff);
		const page = await context.newPage();
		await page.emulateMedia({ colorScheme: 'dark' });
		await page.goto(appUrl('/'));
		await new AppShell(page).greeting().waitFor();
		const scheme = () => page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));
		expect(await scheme()).toBe('dark');
		await page.getByRole('button', { name: 'Use light theme' }).click();
		expect(await scheme()).toBe('light');
		await page.reload();
		await new AppShell(page).greeting().waitFor();
		expect([await scheme(), await page.getByRole('button', { name: 'Use dark theme' }).count()]).toEqual([
			'light',
			1,
		]);
		await context.close();
	});

	it('shows a friendly page for an unknown address', async () => {
		const context = await signedInContext(browser, stack().staff);
		const page = await context.newPage();
		await page.goto(appUrl('/no-such-page'));
		await page.getByRole('heading', { name: 'Page not found' }).waitFor();
		await page.getByRole('link', { name: 'Back to Home' }).click();
		await new AppShell(page).greeting().waitFor();
		await context.close();
	});
});
