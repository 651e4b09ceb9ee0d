import type { Page } from 'playwright-core';

/** The signed-in frame: sidebar navigation, header, user menu. */
export class AppShell {
	readonly page: Page;

	constructor(page: Page) {
		this.page = page;
	}

	navigation() {
		return this.page.getByRole('navigation', { name: 'Main' });
	}

	async navigationLabels(): Promise<string[]> {
		await this.navigation().getByRole('link').first().waitFor();
		return (await this.navigation().getByRole('link').allInnerTexts()).map((label) => label.trim());
	}

	greeting() {
		return this.page.getByRole('heading', { name: /^Hello/ });
	}

	async signOut(): Promise<void> {
		await this.page.getByRole('button', { name: /account and sign out$/ }).click();
		await this.page.getByRole('menuitem', { name: 'Sign out' }).click();
	}
}
