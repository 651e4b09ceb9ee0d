import type { Locator, Page } from 'playwright-core';
import { appUrl } from '../harness/browser.ts';

/** Home: the work queues, the period, the KPI cards and the charts. */
export class HomePage {
	readonly page: Page;

	constructor(page: Page) {
		this.page = page;
	}

	async open(query = ''): Promise<this> {
		await this.page.goto(appUrl(`/${query}`));
		await this.painted();
		return this;
	}

	/** Every KPI card and chart shows the figures of what is asked now: none is marked busy (what the benchmark waits for too). */
	async painted(): Promise<void> {
		await this.page.waitForFunction(() => {
			const figures = [...document.querySelectorAll('[data-figure]')];
			return figures.length > 0 && figures.every((figure) => figure.getAttribute('aria-busy') === 'false');
		});
	}

	figure(name: string): Locator {
		return this.page.locator(`[data-figure="${name}"]`);
	}

	/** A KPI card's figure, as shown (the line under its name). */
	async kpi(name: string): Promise<string> {
		return (await this.figure(name).locator('h3 + p').innerText()).trim();
	}

	/** Chooses a period by its label (Today, 7 days, 30 days, This month, Custom). */
	async choosePeriod(label: string): Promise<void> {
		await this.page.getByRole('radiogroup', { name: 'Period' }).getByText(label, { exact: true }).click();
	}

	field(label: 'From' | 'To'): Locator {
		return this.page.getByLabel(label, { exact: true });
	}

	/** A work queue's link, by the name of its list ("Orders to fulfil"). */
	queue(label: string): Locator {
		return this.page.getByRole('link', { name: new RegExp(`${label}$`) });
	}

	async queueCount(label: string): Promise<number> {
		return Number((await this.queue(label).locator('[data-count]').innerText()).replace(/\D/g, ''));
	}
}
