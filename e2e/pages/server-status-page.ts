import type { Page } from 'playwright-core';
import { appUrl } from '../harness/browser.ts';

/** The server status screen and its Books, Backups and export cards (administrators only), found by roles and labels. */
export class ServerStatusPage {
	readonly page: Page;

	constructor(page: Page) {
		this.page = page;
	}

	async open(): Promise<this> {
		await this.page.goto(appUrl('/server-status'));
		await this.page.getByRole('heading', { name: 'Server status' }).waitFor();
		return this;
	}

	books() {
		return this.page.getByRole('region', { name: 'Books' });
	}

	/** The line that says how the books stand, once a result has arrived. */
	booksStatus() {
		return this.books().getByRole('status');
	}

	brokenRules() {
		return this.books().getByRole('list', { name: 'Broken rules' }).getByRole('listitem');
	}

	backups() {
		return this.page.getByRole('region', { name: 'Backups' });
	}

	/** The warning the Backups card shows when the last good backup is too old or the latest failed. */
	backupsWarning() {
		return this.backups().getByRole('alert');
	}

	/** The latest backups' rows, each as its cells' texts. */
	async latestBackups(): Promise<string[][]> {
		const rows = this.backups().getByRole('table', { name: 'Latest backups' }).getByRole('row');
		const texts = await rows.evaluateAll((all) =>
			all.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent?.trim() ?? '')),
		);
		return texts.filter((cells) => cells.length > 0);
	}

	/** The "Restore…" button of the backup taken at `when` (as the page writes the time). */
	restoreButton(when: string) {
		return this.backups().getByRole('button', { name: `Restore the backup of ${when}…` });
	}

	/** The restore's confirmation, once open. */
	restoreDialog() {
		return this.page.getByRole('dialog');
	}

	/** A moment as the page writes it for this browser's language: date and time of day. */
	async dateTime(at: string): Promise<string> {
		return this.page.evaluate(
			(moment) =>
				new Intl.DateTimeFormat(navigator.language, {
					year: 'numeric',
					month: '2-digit',
					day: '2-digit',
					hour: '2-digit',
					minute: '2-digit',
				}).format(new Date(moment)),
			at,
		);
	}

	/** The card of the owner's way out: all the shop's data as one zip. */
	shopExport() {
		return this.page.getByRole('region', { name: 'All the shop’s data' });
	}

	downloadAll() {
		return this.shopExport().getByRole('link', { name: 'Download all data (zip)' });
	}

	checkNow() {
		return this.books().getByRole('button', { name: 'Check now' });
	}

	/** Whether any part of the "Check now" button is cut off (a label squeezed by the text beside it). */
	async checkNowClipped(): Promise<boolean> {
		return this.checkNow().evaluate((button) =>
			[button, ...button.querySelectorAll('*')].some(
				(part) => part instanceof HTMLElement && part.clientWidth > 0 && part.scrollWidth > part.clientWidth,
			),
		);
	}

	/** Presses "Check now" from the keyboard and waits for the server's answer. */
	async checkNowByKeyboard(): Promise<void> {
		const answered = this.page.waitForResponse(
			(response) => response.url().endsWith('/deckhand/books/check') && response.request().method() === 'POST',
		);
		await this.checkNow().focus();
		await this.page.keyboard.press('Enter');
		await answered;
	}
}
