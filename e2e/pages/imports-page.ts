import type { Page } from 'playwright-core';
import { appUrl } from '../harness/browser.ts';
import type { TestFile } from '../harness/imports.ts';

/** The Import / export screen (administrators), step by step, found by roles and labels as the owner would. */
export class ImportsPage {
	readonly page: Page;

	constructor(page: Page) {
		this.page = page;
	}

	async open(path = '/imports'): Promise<this> {
		await this.page.goto(appUrl(path));
		await this.page.getByRole('heading', { name: 'Import / export', level: 1 }).waitFor();
		return this;
	}

	/** The step shown, by the heading of its panel. */
	step(name: string) {
		return this.page.getByRole('heading', { name, level: 2, exact: true });
	}

	/** Chooses the file through the browser's file chooser, opened from the keyboard (the field is a button). */
	async choose(file: TestFile): Promise<void> {
		const chooser = this.page.waitForEvent('filechooser');
		await this.fileField().focus();
		await this.page.keyboard.press('Enter');
		await (await chooser).setFiles({ name: file.name, mimeType: 'text/csv', buffer: Buffer.from(file.text) });
		await this.fileField().getByText(file.name).waitFor();
	}

	fileField() {
		return this.page.getByRole('button', { name: 'File', exact: true });
	}

	formatField() {
		return this.page.getByRole('combobox', { name: 'Format' });
	}

	/** The sentence shown beside a field (Mantine ties it to the control with aria-describedby), once there is one. */
	async errorOf(field: ReturnType<Page['getByRole']>): Promise<string> {
		await field.and(this.page.locator('[aria-invalid="true"]')).waitFor();
		const ids = ((await field.getAttribute('aria-describedby')) ?? '')
			.split(' ')
			.filter((id) => id.endsWith('-error'));
		return (await Promise.all(ids.map((id) => this.page.locator(`[id="${id}"]`).innerText()))).join(' ').trim();
	}

	async chooseFormat(name: string): Promise<void> {
		await this.formatField().click();
		await this.page.getByRole('option', { name, exact: true }).click();
	}

	async upload(file: TestFile): Promise<void> {
		await this.choose(file);
		await this.page.getByRole('button', { name: 'Upload and preview' }).click();
	}

	mapping() {
		return this.page.getByRole('table', { name: 'Column mapping' });
	}

	/** What the mapping says of a file column: the Deckhand field it fills, or "not used". */
	async fieldOf(column: string): Promise<string> {
		const row = this.mapping()
			.getByRole('row')
			.filter({ has: this.page.getByRole('cell', { name: column, exact: true }) });
		return (await row.getByRole('cell').nth(1).innerText()).trim();
	}

	firstRows() {
		return this.page.getByRole('table', { name: 'First rows as they will be stored' });
	}

	/** A row of a table by its line in the file. */
	line(table: ReturnType<Page['getByRole']>, line: number) {
		return table.getByRole('row').filter({ has: this.page.getByRole('cell', { name: String(line), exact: true }) });
	}

	async dryRun(quantities: 'Replace' | 'Add' = 'Replace'): Promise<void> {
		await this.page.getByRole('button', { name: 'Next: options' }).click();
		await this.step('Options').waitFor();
		await this.page.getByRole('radiogroup', { name: 'Quantities' }).getByText(quantities, { exact: true }).click();
		await this.page.getByRole('button', { name: 'Run the dry run' }).click();
		await this.step('Dry run').waitFor();
	}

	/** The dry run's tab of one kind of rows ("Errors (1)"). */
	rowsTab(kind: string) {
		return this.page.getByRole('tab', { name: new RegExp(`^${kind} \\(`) });
	}

	rows(kind: string) {
		return this.page.getByRole('table', { name: kind, exact: true });
	}

	commit() {
		return this.page.getByRole('button', { name: 'Commit import' });
	}

	/** The commit's progress bar (its filled part, which has no width at 0 %: wait for it attached, not visible). */
	progress() {
		return this.page.getByRole('progressbar', { name: 'Import progress' });
	}

	recent() {
		return this.page.getByRole('table', { name: 'Recent imports' });
	}
}
