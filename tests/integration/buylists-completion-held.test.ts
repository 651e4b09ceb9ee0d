import { describe, expect, it } from 'vitest';
import type { Caller } from '../harness/api.ts';
import { addLine, buylistLimitsShop, newCustomer, transition } from '../harness/buylists.ts';
import { createSku } from '../harness/fixtures.ts';

// Offers at the shop's 50 % cash and 65 % credit, rounded down: 12 308 → 8 000 in credit;
// 7 000 → 3 500 in cash, 4 550 in credit; 40 000 → 20 000 in cash, 26 000 in credit.
const LIMIT = 20_000;

const shop = buylistLimitsShop(LIMIT);
const { setLimits, clerk, buylistAt } = shop;

const viewOf = async (caller: Caller, id: number) => (await caller.get(`/deckhand/buylists/${id}`)).body.data;

describe('the buylist says whether completing now would wait for approval', () => {
	it('per payout, with the customer’s day counted, as the completion then does; nothing for the owner', async () => {
		const [counter, customer] = [await clerk('held-words'), await newCustomer(shop.admin, 'Held words')];
		const first = await buylistAt(counter, 12_308, customer);
		expect((await viewOf(counter, first)).completion_held).toEqual({ cash: null, credit: null });
		await transition(counter, first, { to: 'completed', payout: 'credit' });
		const second = await buylistAt(counter, 12_308, customer);
		await transition(counter, second, { to: 'completed', payout: 'credit' });

		// 160.00 paid today: 45.50 more in credit goes over 200.00, 35.00 in cash does not.
		const third = await buylistAt(counter, 7_000, customer);
		expect((await viewOf(counter, third)).completion_held).toEqual({ cash: null, credit: 'customer_day' });
		expect((await viewOf(shop.admin, third)).completion_held).toBeNull();

		// The buylist alone over the limit in credit; in cash it is the customer's day.
		const large = await buylistAt(counter, 40_000, customer);
		expect((await viewOf(counter, large)).completion_held).toEqual({ cash: 'customer_day', credit: 'buylist' });

		// Trimmed back under it (the line removed, a smaller card taken in), it is paid.
		const [line] = (await viewOf(counter, large)).lines;
		const trimmed = await counter.request('DELETE', `/deckhand/buylists/${large}/lines/${line.id}`);
		expect(trimmed.status, JSON.stringify(trimmed.body)).toBe(200);
		const { sku } = await createSku(shop.admin, { price: 2_000 });
		const smaller = await addLine(counter, large, { sku, quantity: 1 });
		expect(smaller.completion_held).toEqual({ cash: null, credit: null });
		const paid = await transition(counter, large, { to: 'completed', payout: 'credit' });
		expect(paid.status, JSON.stringify(paid.body)).toBe(200);
		expect(paid.body.data).toMatchObject({ status: 'completed', completion_held: null });
	});

	it('counts the clerk’s own day for a walk-in', async () => {
		await setLimits({ staff_daily_buy_limit: 10_000 });
		try {
			const counter = await clerk('held-day');
			const walkIn = await buylistAt(counter, 16_000, null);
			expect((await viewOf(counter, walkIn)).completion_held).toEqual({ cash: null, credit: 'clerk_day' });
		} finally {
			await setLimits({ staff_daily_buy_limit: null });
		}
	});
});
