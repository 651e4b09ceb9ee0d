import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import type { Caller } from '../harness/api.ts';
import { addLine, newBuylist, newCustomer, transition } from '../harness/buylists.ts';
import { createSku } from '../harness/fixtures.ts';
import { signedInClerk } from '../harness/people.ts';
import { changeSettings, openShop } from '../harness/shop.ts';

// Offers at the shop's 50 % cash and 65 % credit, rounded down: 12 308 → 8 000 in credit;
// 7 000 → 3 500 in cash, 4 550 in credit; 40 000 → 20 000 in cash, 26 000 in credit.
const LIMIT = 20_000;

let admin: Caller;
let db: Knex;
let putBackSettings: () => Promise<unknown>;

beforeAll(async () => {
	({ admin, db } = await openShop());
	putBackSettings = await changeSettings(admin, { staff_buylist_limit: LIMIT, staff_daily_buy_limit: null });
});
afterAll(async () => {
	await putBackSettings();
	await db.destroy();
});

const setLimits = (limits: Record<string, unknown>) => admin.ok('PATCH', '/items/shop_settings', limits);

const clerk = (label: string) => signedInClerk(admin, label);

async function buylistAt(caller: Caller, price: number, customer: number | null) {
	const { sku } = await createSku(admin, { price });
	const { id } = await newBuylist(caller, customer);
	const view = await addLine(caller, id, { sku, quantity: 1 });
	return { id, line: view.lines[0].id as number };
}

const viewOf = async (caller: Caller, id: number) => (await caller.get(`/deckhand/buylists/${id}`)).body.data;

describe('the buylist says whether completing now would wait for approval', () => {
	it('per payout, with the customer’s day counted, as the completion then does; nothing for the owner', async () => {
		const [counter, customer] = [await clerk('held-words'), await newCustomer(admin, 'Held words')];
		const first = await buylistAt(counter, 12_308, customer);
		expect((await viewOf(counter, first.id)).completion_held).toEqual({ cash: null, credit: null });
		await transition(counter, first.id, { to: 'completed', payout: 'credit' });
		const second = await buylistAt(counter, 12_308, customer);
		await transition(counter, second.id, { to: 'completed', payout: 'credit' });

		// 160.00 paid today: 45.50 more in credit goes over 200.00, 35.00 in cash does not.
		const third = await buylistAt(counter, 7_000, customer);
		expect((await viewOf(counter, third.id)).completion_held).toEqual({ cash: null, credit: 'customer_day' });
		expect((await viewOf(admin, third.id)).completion_held).toBeNull();

		// The buylist alone over the limit in credit; in cash it is the customer's day.
		const large = await buylistAt(counter, 40_000, customer);
		expect((await viewOf(counter, large.id)).completion_held).toEqual({ cash: 'customer_day', credit: 'buylist' });

		// Trimmed back under it (the line removed, a smaller card taken in), it is paid.
		const trimmed = await counter.request('DELETE', `/deckhand/buylists/${large.id}/lines/${large.line}`);
		expect(trimmed.status, JSON.stringify(trimmed.body)).toBe(200);
		const { sku } = await createSku(admin, { price: 2_000 });
		const smaller = await addLine(counter, large.id, { sku, quantity: 1 });
		expect(smaller.completion_held).toEqual({ cash: null, credit: null });
		const paid = await transition(counter, large.id, { to: 'completed', payout: 'credit' });
		expect(paid.status, JSON.stringify(paid.body)).toBe(200);
		expect(paid.body.data).toMatchObject({ status: 'completed', completion_held: null });
	});

	it('counts the clerk’s own day for a walk-in', async () => {
		await setLimits({ staff_daily_buy_limit: 10_000 });
		try {
			const counter = await clerk('held-day');
			const walkIn = await buylistAt(counter, 16_000, null);
			expect((await viewOf(counter, walkIn.id)).completion_held).toEqual({ cash: null, credit: 'clerk_day' });
		} finally {
			await setLimits({ staff_daily_buy_limit: null });
		}
	});
});
