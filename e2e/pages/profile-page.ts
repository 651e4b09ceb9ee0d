import type { Page } from 'playwright-core';
import { appUrl } from '../harness/browser.ts';

/** The profile screen (everyone's own account), found by roles and labels. */
export class ProfilePage {
	readonly page: Page;

	constructor(page: Page) {
		this.page = page;
	}

	async open(): Promise<this> {
		await this.page.goto(appUrl('/profile'));
		await this.page.getByRole('heading', { name: 'Profile' }).waitFor();
		return this;
	}

	/** A field by its label's start: a required field's label ends with its marker. */
	field(label: string) {
		return this.page.getByLabel(new RegExp(`^${label}`));
	}

	/** What a screen reader says after a field's name: its description and its error (Mantine ties both with aria-describedby). */
	async descriptionOf(label: string): Promise<string> {
		const ids = (await this.field(label).getAttribute('aria-describedby')) ?? '';
		const texts = await Promise.all(
			ids
				.split(' ')
				.filter(Boolean)
				.map((id) => this.page.locator(`[id="${id}"]`).innerText()),
		);
		return texts.join(' ');
	}

	async saveName(first: string, last: string): Promise<void> {
		await this.field('First name').fill(first);
		await this.field('Last name').fill(last);
		await this.page.getByRole('button', { name: 'Save name' }).click();
		await this.page.getByRole('status').filter({ hasText: 'Name saved.' }).waitFor();
	}

	async changePassword(current: string, next: string, repeat = next): Promise<void> {
		await this.field('Current password').fill(current);
		await this.field('New password').fill(next);
		await this.field('Repeat the new password').fill(repeat);
		await this.page.getByRole('button', { name: 'Change password' }).click();
	}

	passwordChanged() {
		return this.page.getByRole('status').filter({ hasText: 'Password changed.' });
	}
}
