import type { Caller } from './api.ts';

let made = 0;

/** A new till of the test's own (so tests running side by side never share a drawer). Answers its id. */
export async function createTill(
	admin: Caller,
	name = `Test till ${process.pid}-${Date.now()}-${++made}`,
): Promise<number> {
	return (await admin.ok('POST', '/items/tills', { name })).id;
}

/** Opens a till with its float through the till command; answers the session. */
export async function openTill(caller: Caller, till: number, float = 0): Promise<{ id: number }> {
	return caller.ok('POST', `/deckhand/tills/${till}/open`, { float });
}

/** A new till, open with the given float: where a test's cash sales and cash refunds go. Answers the till's id. */
export async function openTestTill(admin: Caller, float = 0): Promise<number> {
	const till = await createTill(admin);
	await openTill(admin, till, float);
	return till;
}

/** One copy of `sku` sold at the counter for 10.00 in cash at `till`, completed; answers the order's id. */
export async function sellOneForCash(caller: Caller, sku: number, till: number): Promise<number> {
	const order = await caller.ok('POST', '/deckhand/checkout', {
		channel: 'counter',
		lines: [{ sku, quantity: 1 }],
		payments: [{ method: 'cash', amount: 1_000 }],
		complete: true,
		till,
	});
	return order.id;
}
