import type { BrowserContext } from 'playwright-core';
import { afterEach, beforeEach } from 'vitest';
import { api } from './api.ts';

let made = 0;

/** A new till of the test's own, open with the given float (through the owner's API): where the test's cash goes. Answers its id. */
export async function openTestTill(float = 0): Promise<number> {
	const till = (await api('POST', '/items/tills', { name: `E2E till ${process.pid}-${Date.now()}-${++made}` }))
		.id as number;
	await api('POST', `/deckhand/tills/${till}/open`, { float });
	return till;
}

/** Sets the browser's till, as a clerk does once on the Tills screen: every page of the context rings cash up there. */
export async function useTill(context: BrowserContext, till: number): Promise<void> {
	await context.addInitScript((id) => localStorage.setItem('deckhand.browser-till', String(id)), till);
}

/** The ids of the shop's parked sales now (every till sees them all). */
const parkedSaleIds = async (): Promise<number[]> =>
	((await api('GET', '/deckhand/parked-sales')) as { sales: Array<{ id: number }> }).sales.map((sale) => sale.id);

/**
 * Discards, after each test of the calling file or block, every sale parked during it, passed or
 * failed: parked sales are the shop's, and every till lists them all, so one left behind would
 * show in the next spec's list.
 */
export function leaveNoParkedSales(): void {
	let before: number[] = [];
	beforeEach(async () => {
		before = await parkedSaleIds();
	});
	afterEach(async () => {
		for (const id of await parkedSaleIds())
			if (!before.includes(id)) await api('DELETE', `/deckhand/parked-sales/${id}`);
	});
}
