import type { Page } from 'playwright-core';

/** A list's "Views" menu (the catalog's, the orders list's): saved views to choose, save or delete, and the "Save view" dialog. */
export class SavedViews {
	readonly page: Page;

	constructor(page: Page) {
		this.page = page;
	}

	button() {
		return this.page.getByRole('button', { name: /^Views/ });
	}

	menu() {
		// The dropdown is labelled by its button: "Views", or "Views · NAME" when the list shows a saved view.
		return this.page.getByRole('dialog', { name: /^Views/ });
	}

	saveDialog() {
		return this.page.getByRole('dialog', { name: 'Save view' });
	}

	/** The views listed under a heading ("My views", "Shared with everyone"). */
	section(label: string) {
		return this.menu().getByRole('group', { name: label });
	}

	async openMenu(): Promise<void> {
		if (!(await this.menu().isVisible())) await this.button().click();
		await this.menu().waitFor();
		await this.menu().getByRole('button', { name: 'Save view…' }).waitFor();
		// The views arrive after the menu opens: read its sections only once they are there.
		await this.menu().getByLabel('Loading saved views').waitFor({ state: 'detached' });
	}

	async names(section: string): Promise<string[]> {
		await this.openMenu();
		if ((await this.section(section).count()) === 0) return [];
		return (
			await this.section(section)
				.getByRole('button', { name: /^(?!Delete view)/ })
				.allInnerTexts()
		).map((text) => text.trim());
	}

	/** Opens the Save view dialog with the name typed (and shared if asked), without saving yet. */
	async fillSave(name: string, options: { shared?: boolean } = {}): Promise<void> {
		await this.openMenu();
		await this.menu().getByRole('button', { name: 'Save view…' }).click();
		await this.saveDialog().getByLabel('Name').fill(name);
		if (options.shared) await this.saveDialog().getByRole('checkbox', { name: 'Share with everyone' }).check();
	}

	async save(name: string, options: { shared?: boolean } = {}): Promise<void> {
		await this.fillSave(name, options);
		await this.saveDialog().getByRole('button', { name: 'Save view' }).click();
		await this.saveDialog().waitFor({ state: 'detached' });
	}

	/** Chooses a view and waits for the address to change to it. */
	async choose(name: string): Promise<void> {
		await this.openMenu();
		const before = this.page.url();
		await this.menu().getByRole('button', { name, exact: true }).click();
		await this.page.waitForURL((url) => url.href !== before);
	}

	deleteButton(name: string) {
		return this.menu().getByRole('button', { name: `Delete view ${name}` });
	}
}
