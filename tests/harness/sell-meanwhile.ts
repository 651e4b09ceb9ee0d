import type { Caller } from './api.ts';

/**
 * Counter sales of one copy of `sku` paid by card (its price 10.00 with the demo shop's tax), one
 * after another, for as long as `busy` answers true (asked before each): the till at work while a
 * job runs. Answers each sale's status.
 */
export async function sellMeanwhile(staff: Caller, sku: number, busy: () => Promise<boolean>): Promise<number[]> {
	const statuses: number[] = [];
	while (await busy()) {
		const sale = await staff.request('POST', '/deckhand/checkout', {
			channel: 'counter',
			lines: [{ sku, quantity: 1 }],
			payments: [{ method: 'card', amount: 1_083 }],
			complete: true,
		});
		statuses.push(sale.status);
	}
	return statuses;
}
