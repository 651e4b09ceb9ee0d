import { describe, expect, it } from 'vitest';
import { findViolations } from '../../server/extensions/deckhand/src/books/invariants.ts';
import { firstError, type Caller } from '../harness/api.ts';
import { creditBalance, saleBooks } from '../harness/books.ts';
import { buylistBooks, buylistLimitsShop, newCustomer, tradeInSale, transition } from '../harness/buylists.ts';
import { createSku } from '../harness/fixtures.ts';
import { openTestTill } from '../harness/tills.ts';

// Offers at the shop's 50 % cash and 65 % credit, rounded down: 12 308 → 8 000 in credit,
// 18 462 → 12 000 in credit, 16 000 → 8 000 in cash, 20 000 → 10 000 in cash.
const LIMIT = 20_000;

const shop = buylistLimitsShop(LIMIT);
const { setLimits, clerk, buylistAt } = shop;

const rowsOf = async (table: string, column: string, value: number) =>
	Number((await shop.db(table).where(column, value).count({ n: '*' }).first())?.['n']);
const balance = (customer: number) => creditBalance(shop.db, customer);

async function completed(caller: Caller, id: number, body: Record<string, unknown>) {
	const response = await transition(caller, id, { to: 'completed', ...body });
	expect(response.status, JSON.stringify(response.body)).toBe(200);
	return response.body.data;
}

/** A completion refused over a limit: the answer's figures, nothing paid, and the buylist waiting with why. */
async function expectHeld(
	send: () => Promise<{ status: number; body: any }>,
	id: number,
	hold: { rule: string; spent_today: number; total: number; limit: number; payout: string },
) {
	const books = await saleBooks(shop.db);
	const response = await send();
	expect(response.status, JSON.stringify(response.body)).toBe(422);
	expect(firstError(response.body).extensions).toMatchObject({
		code: 'BUYLIST_LIMIT_EXCEEDED',
		buylist: id,
		...hold,
	});
	// Nothing paid or taken in: no ledger row, no cash, no stock, no order.
	expect(await saleBooks(shop.db)).toEqual(books);
	const view = (await shop.admin.get(`/deckhand/buylists/${id}`)).body.data;
	expect(view).toMatchObject({
		status: 'awaiting_approval',
		payout_method: hold.payout,
		total_offer: hold.total,
		hold: { rule: hold.rule, spent_today: hold.spent_today, limit: hold.limit },
	});
	return response;
}

describe('the staff buy limit holds per customer per day', () => {
	it('pays two trade-ins under the limit together, holds the third with nothing paid, and shows the owner why', async () => {
		const [counter, customer] = [await clerk('splitter'), await newCustomer(shop.admin, 'Splitter')];
		const first = await completed(counter, await buylistAt(counter, 12_308, customer), { payout: 'credit' });
		const second = await completed(counter, await buylistAt(counter, 12_308, customer), { payout: 'credit' });
		expect([first.total_offer, second.total_offer, await balance(customer)]).toEqual([8_000, 8_000, 16_000]);

		const third = await buylistAt(counter, 12_308, customer);
		const response = await expectHeld(
			() => transition(counter, third, { to: 'completed', payout: 'credit' }),
			third,
			{ rule: 'customer_day', spent_today: 16_000, total: 8_000, limit: LIMIT, payout: 'credit' },
		);
		// The customer is named ("Splitter" and the test's own suffix), then the day's sum with this payout.
		expect(firstError(response.body).message).toContain('with the $160.00 staff paid Splitter ');
		expect(firstError(response.body).message).toContain(
			'that is $240.00, above the staff limit of $200.00 per customer a day',
		);
		expect(await balance(customer)).toBe(16_000);
		expect(await rowsOf('credit_ledger', 'buylist', third)).toBe(0);

		// The owner's queue (the buylists list on "Awaiting approval") carries the reason and its figures.
		const queue = await shop.admin.ok(
			'GET',
			`/items/buylists?filter[status][_eq]=awaiting_approval&filter[id][_eq]=${third}&fields=id,total_offer,payout_method,held_by_limit,held_spent_today,held_limit_amount`,
		);
		expect(queue).toEqual([
			{
				id: third,
				total_offer: 8_000,
				payout_method: 'credit',
				held_by_limit: 'customer_day',
				held_spent_today: 16_000,
				held_limit_amount: LIMIT,
			},
		]);

		// Approved by the owner, it is paid; an approval is the owner's, so the clerks' day stays at 160.00 and 40.00 more fits exactly.
		await completed(shop.admin, third, { payout: 'credit' });
		expect(await balance(customer)).toBe(24_000);
		const fourth = await buylistAt(counter, 6_154, customer);
		expect((await completed(counter, fourth, { payout: 'credit' })).total_offer).toBe(4_000);
		const fifth = await buylistAt(counter, 155, customer);
		await expectHeld(() => transition(counter, fifth, { to: 'completed', payout: 'credit' }), fifth, {
			rule: 'customer_day',
			spent_today: 20_000,
			total: 100,
			limit: LIMIT,
			payout: 'credit',
		});
		expect(await findViolations(shop.db)).toEqual({});
	});

	it('counts a cash buylist and a trade-in at the till together: the sale with the trade-in is refused and nothing is recorded', async () => {
		const [counter, customer] = [await clerk('till-splitter'), await newCustomer(shop.admin, 'Till splitter')];
		const till = await openTestTill(shop.admin, 50_000);
		const cash = await completed(counter, await buylistAt(counter, 20_000, customer), { payout: 'cash', till });
		expect(cash.total_offer).toBe(10_000);

		const tradeIn = await buylistAt(counter, 18_462, customer);
		const wanted = await createSku(shop.admin, { price: 2_000, stock: 1 });
		const sale = tradeInSale(customer, wanted.sku, tradeIn);
		await expectHeld(() => counter.request('POST', '/deckhand/checkout', sale), tradeIn, {
			rule: 'customer_day',
			spent_today: 10_000,
			total: 12_000,
			limit: LIMIT,
			payout: 'credit',
		});
		expect(await balance(customer)).toBe(0);
		expect(await rowsOf('orders', 'trade_in', tradeIn)).toBe(0);
	});

	it('lets only one of two clerks completing for the same customer at once on two instances slip under the limit', async () => {
		const [one, two, customer] = [
			await clerk('racer-one'),
			await clerk('racer-two'),
			await newCustomer(shop.admin),
		];
		const ids = [await buylistAt(one, 18_462, customer), await buylistAt(two, 18_462, customer)];
		const before = await saleBooks(shop.db);
		const answers = await Promise.all([
			transition(one.on(0), ids[0]!, { to: 'completed', payout: 'credit' }),
			transition(two.on(1), ids[1]!, { to: 'completed', payout: 'credit' }),
		]);
		expect(answers.map((answer) => answer.status).sort(), JSON.stringify(answers.map((a) => a.body))).toEqual([
			200, 422,
		]);
		const refused = answers.find((answer) => answer.status === 422)!;
		expect(firstError(refused.body).extensions).toMatchObject({
			code: 'BUYLIST_LIMIT_EXCEEDED',
			rule: 'customer_day',
			spent_today: 12_000,
			total: 12_000,
		});
		expect(await balance(customer)).toBe(12_000);
		expect((await saleBooks(shop.db))['credit_ledger']).toBe(before['credit_ledger']! + 1);
		expect(await findViolations(shop.db)).toEqual({});
	});
});

describe('the daily buy limit per clerk', () => {
	it('holds a clerk’s payout above what one clerk may pay out in a day, whoever the customer; 0 holds every payout, empty none', async () => {
		const [counter, other] = [await clerk('busy'), await clerk('other')];
		const till = await openTestTill(shop.admin, 100_000);
		try {
			await setLimits({ staff_daily_buy_limit: 15_000 });
			await completed(counter, await buylistAt(counter, 16_000, await newCustomer(shop.admin)), {
				payout: 'cash',
				till,
			});
			// A walk-in: no customer's day to count, the clerk's own day still counts.
			const walkIn = await buylistAt(counter, 16_000, null);
			const before = await buylistBooks(shop.db, walkIn);
			const response = await expectHeld(
				() => transition(counter, walkIn, { to: 'completed', payout: 'cash', till }),
				walkIn,
				{ rule: 'clerk_day', spent_today: 8_000, total: 8_000, limit: 15_000, payout: 'cash' },
			);
			expect(firstError(response.body).message).toContain(
				'with the $80.00 you paid out today that is $160.00, above the daily limit of $150.00 per clerk',
			);
			const after = await buylistBooks(shop.db, walkIn);
			expect({ ...after, buylist: null, events: null }).toEqual({ ...before, buylist: null, events: null });

			// Another clerk has a day of their own.
			await completed(other, await buylistAt(other, 16_000, null), { payout: 'cash', till });

			await setLimits({ staff_daily_buy_limit: 0 });
			const small = await buylistAt(other, 200, null);
			await expectHeld(() => transition(other, small, { to: 'completed', payout: 'cash', till }), small, {
				rule: 'clerk_day',
				spent_today: 8_000,
				total: 100,
				limit: 0,
				payout: 'cash',
			});

			await setLimits({ staff_daily_buy_limit: null });
			await completed(counter, await buylistAt(counter, 16_000, null), { payout: 'cash', till });
		} finally {
			await setLimits({ staff_daily_buy_limit: null });
		}
		expect(await findViolations(shop.db)).toEqual({});
	});
});
