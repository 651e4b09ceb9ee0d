import type { Page } from 'playwright-core';
import { appUrl } from '../harness/browser.ts';

/** The sign-in screen, found by roles and labels as a person would. */
export class SignInPage {
	readonly page: Page;

	constructor(page: Page) {
		this.page = page;
	}

	async open(): Promise<this> {
		await this.page.goto(appUrl('/sign-in'));
		await this.heading().waitFor();
		return this;
	}

	heading() {
		return this.page.getByRole('heading', { name: 'Sign in' });
	}

	email() {
		return this.page.getByLabel('Email');
	}

	password() {
		return this.page.getByLabel('Password', { exact: false }).first();
	}

	alert() {
		return this.page.getByRole('alert');
	}

	async signIn(email: string, password: string): Promise<void> {
		await this.email().fill(email);
		await this.password().fill(password);
		await this.page.getByRole('button', { name: 'Sign in' }).click();
	}
}
