import type { Locator, Page } from 'playwright-core';
import { appUrl } from '../harness/browser.ts';

/** One order's page: status, lines, payments, history and the action buttons with their dialogs. */
export class OrderPage {
	readonly page: Page;

	constructor(page: Page) {
		this.page = page;
	}

	async open(order: number, query = ''): Promise<this> {
		await this.page.goto(appUrl(`/orders/${order}${query}`));
		await this.lines().waitFor();
		return this;
	}

	lines(): Locator {
		return this.page.getByRole('table', { name: 'Lines' });
	}

	status(): Locator {
		return this.page.getByLabel('Status', { exact: true });
	}

	/** Waits until the status badge reads the given label. */
	async waitForStatus(label: string): Promise<void> {
		await this.page.getByLabel('Status', { exact: true }).filter({ hasText: label }).waitFor();
	}

	/** An action by its whole name: "Refund" is not "Refund lines…". */
	action(name: string): Locator {
		return this.page.getByRole('group', { name: 'Order actions' }).getByRole('button', { name, exact: true });
	}

	dialog(): Locator {
		return this.page.getByRole('dialog');
	}

	receipt(): Locator {
		return this.dialog().getByRole('region', { name: 'Receipt' });
	}

	history(): Locator {
		return this.page.getByLabel('Status history');
	}

	async columnHeaders(): Promise<string[]> {
		return (await this.lines().locator('thead th').allInnerTexts()).map((text) => text.trim());
	}
}
