import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { firstError, type Caller } from '../harness/api.ts';
import { addLine, buylistBooks, newBuylist, newCustomer, openBuylistShop, transition } from '../harness/buylists.ts';
import { createSku } from '../harness/fixtures.ts';

let admin: Caller;
let staff: Caller;
let db: Knex;
let customer: number;

beforeAll(async () => {
	({ admin, staff, db, customer } = await openBuylistShop());
});
afterAll(() => db.destroy());

const rule = async (body: Record<string, unknown>) => {
	const response = await admin.request('POST', '/items/buying_rules', body);
	expect(response.status, JSON.stringify(response.body)).toBe(200);
	return response.body.data.id as number;
};
const patchLine = (caller: Caller, buylist: number, line: number, body: unknown) =>
	caller.request('PATCH', `/deckhand/buylists/${buylist}/lines/${line}`, body);

/** A refused buylist command: its status and code, the field named, and the buylist exactly as it was. Answers the message. */
async function expectRefused(
	buylist: number,
	send: () => Promise<{ status: number; body: any }>,
	status: number,
	extensions: Record<string, unknown>,
) {
	const before = await buylistBooks(db, buylist);
	const response = await send();
	expect(response.status, JSON.stringify(response.body)).toBe(status);
	expect(firstError(response.body).extensions).toMatchObject(extensions);
	expect(await buylistBooks(db, buylist)).toEqual(before);
	return firstError(response.body).message;
}

describe('buylist offers', () => {
	it('offers the SKU price × the cash and credit %, rounded down, and totals the lines', async () => {
		const { sku, card } = await createSku(admin, { price: 1_999, stock: 1 });
		const created = await newBuylist(staff, customer);
		expect(created).toMatchObject({
			number: `B-${String(created.id).padStart(6, '0')}`,
			status: 'draft',
			payout_method: null,
			total_cash: 0,
			total_credit: 0,
			staff_limit: 20_000,
			lines: [],
			order: null,
		});
		expect(created.customer).toMatchObject({ id: customer, credit_balance: 0 });
		expect(created.events).toEqual([expect.objectContaining({ from_status: null, to_status: 'draft' })]);
		const view = await addLine(staff, created.id, { sku, quantity: 3 });
		expect(view.lines).toEqual([
			expect.objectContaining({
				card: expect.objectContaining({ id: card, set_code: expect.any(String) }),
				condition: 'NM',
				finish: 'normal',
				language: 'EN',
				quantity: 3,
				buy_quantity: 3,
				sku,
				held: 1,
				price_basis: 1_999,
				hot_percent: null,
				cash_unit: 999,
				credit_unit: 1_299,
				line_cash: 2_997,
				line_credit: 3_897,
				overridden: false,
				rule: null,
				offer_unit: null,
				line_total: null,
			}),
		]);
		expect(view).toMatchObject({ total_cash: 2_997, total_credit: 3_897 });
	});

	it('offers the NM price × the condition % for a SKU the shop does not have, with no SKU yet', async () => {
		const { card } = await createSku(admin, { price: 1_999 });
		const { id } = await newBuylist(staff, customer);
		const view = await addLine(staff, id, { card, condition: 'LP', finish: 'normal', language: 'EN', quantity: 1 });
		// 1 999 × 85 % = 1 699; × 50 % = 849.5 → 849; × 65 % = 1 104.35 → 1 104.
		expect(view.lines[0]).toMatchObject({
			sku: null,
			price_basis: 1_699,
			cash_unit: 849,
			credit_unit: 1_104,
			rule: null,
		});
	});

	it('follows the hot list, the not-buying list and a buy limit, a card rule in place of its set’s', async () => {
		const hot = await createSku(admin, { price: 1_999 });
		const notBought = await createSku(admin, { price: 1_000 });
		const limited = await createSku(admin, { price: 1_000, stock: 4 });
		const rules = [
			await rule({ card: hot.card, hot_percent: 15 }),
			await rule({ card: notBought.card, not_buying: true }),
			await rule({ card: limited.card, buy_limit: 2, hold_threshold: 5 }),
		];
		try {
			const { id } = await newBuylist(staff, customer);
			await addLine(staff, id, { sku: hot.sku, quantity: 1 });
			await addLine(staff, id, { sku: notBought.sku, quantity: 2 });
			await addLine(staff, id, { sku: limited.sku, quantity: 2 });
			const view = await addLine(staff, id, {
				card: limited.card,
				condition: 'LP',
				finish: 'normal',
				language: 'EN',
				quantity: 2,
			});
			// 1 999 × 115 × 50 / 10 000 = 1 149.4 → 1 149; × 65 → 1 494.
			expect(view.lines[0]).toMatchObject({ hot_percent: 15, cash_unit: 1_149, credit_unit: 1_494, rule: 'hot' });
			expect(view.lines[1]).toMatchObject({ quantity: 2, buy_quantity: 0, line_cash: 0, rule: 'not_buying' });
			// Holding 4 of a card bought "at most 2 while we hold 5 or more": 1 below the threshold, then 2.
			expect(
				view.lines.slice(2).map((line: any) => [line.quantity, line.buy_quantity, line.rule, line.held]),
			).toEqual([
				[2, 2, null, 4],
				[2, 1, 'limit', 4],
			]);
			expect(view.total_cash).toBe(1_149 + 2 * 500 + 425);
			// Taking a line off frees the limit for the next one.
			const removed = await admin.request('DELETE', `/deckhand/buylists/${id}/lines/${view.lines[2].id}`);
			expect(removed.status, JSON.stringify(removed.body)).toBe(200);
			expect(removed.body.data.lines.at(-1)).toMatchObject({ quantity: 2, buy_quantity: 2, rule: null });
		} finally {
			for (const ruleId of rules) await admin.request('DELETE', `/items/buying_rules/${ruleId}`);
		}
	});

	it('follows a set’s rule for its cards, and a card’s own rule in place of it', async () => {
		const first = await createSku(admin, { price: 1_000 });
		const second = await createSku(admin, { price: 1_000 });
		const set = (await db('cards').where('id', first.card).first('set')).set;
		const rules = [await rule({ set, hot_percent: 10 }), await rule({ card: second.card, hot_percent: 20 })];
		try {
			const { id } = await newBuylist(staff, customer);
			await addLine(staff, id, { sku: first.sku, quantity: 1 });
			const view = await addLine(staff, id, { sku: second.sku, quantity: 1 });
			expect(view.lines.map((line: any) => [line.hot_percent, line.cash_unit])).toEqual([
				[10, 550],
				[20, 600],
			]);
		} finally {
			for (const ruleId of rules) await admin.request('DELETE', `/items/buying_rules/${ruleId}`);
		}
	});

	it('has no offer without a price: the buylist cannot be offered until an administrator sets one; staff may not', async () => {
		const { sku } = await createSku(admin, { price: null });
		const { id } = await newBuylist(staff, customer);
		const view = await addLine(staff, id, { sku, quantity: 2 });
		const line = view.lines[0].id;
		expect(view.lines[0]).toMatchObject({
			price_basis: null,
			cash_unit: null,
			credit_unit: null,
			rule: 'no_price',
		});
		await expectRefused(id, () => transition(staff, id, { to: 'offered' }), 400, {
			code: 'VALIDATION_FAILED',
			field: 'lines[0].offer',
		});
		const message = await expectRefused(
			id,
			() => patchLine(staff, id, line, { offer: { cash_unit: 100, credit_unit: 130 } }),
			403,
			{ code: 'FORBIDDEN', field: 'offer' },
		);
		expect(message).toBe("Only an administrator can set a line's offer.");
		await expectRefused(
			id,
			() => patchLine(admin, id, line, { offer: { cash_unit: 140, credit_unit: 130 } }),
			400,
			{ code: 'VALIDATION_FAILED', field: 'offer.credit_unit' },
		);
		await expectRefused(
			id,
			() => patchLine(admin, id, line, { offer: { cash_unit: 100, credit_unit: 10_000_001 } }),
			400,
			{ code: 'VALIDATION_FAILED', field: 'offer.credit_unit', max: 10_000_000 },
		);
		const set = await patchLine(admin, id, line, { offer: { cash_unit: 100, credit_unit: 130 } });
		expect(set.status, JSON.stringify(set.body)).toBe(200);
		expect(set.body.data.lines[0]).toMatchObject({
			overridden: true,
			cash_unit: 100,
			credit_unit: 130,
			line_cash: 200,
			line_credit: 260,
			rule: null,
		});
		expect(set.body.data).toMatchObject({ total_cash: 200, total_credit: 260 });
		expect((await transition(staff, id, { to: 'offered' })).status).toBe(200);
	});

	it('regrading a line clears an administrator’s offer and works the offer out again; a quantity change keeps it', async () => {
		const { sku } = await createSku(admin, { price: 2_000 });
		const { id } = await newBuylist(staff, customer);
		const line = (await addLine(staff, id, { sku, quantity: 1 })).lines[0].id;
		expect((await patchLine(admin, id, line, { offer: { cash_unit: 1_500, credit_unit: 1_600 } })).status).toBe(
			200,
		);
		const more = await patchLine(staff, id, line, { quantity: 2 });
		expect(more.body.data.lines[0]).toMatchObject({
			quantity: 2,
			overridden: true,
			cash_unit: 1_500,
			line_cash: 3_000,
		});
		const regraded = await patchLine(staff, id, line, { condition: 'MP' });
		expect(regraded.status, JSON.stringify(regraded.body)).toBe(200);
		// 2 000 × 70 % = 1 400: 700 cash, 910 credit.
		expect(regraded.body.data.lines[0]).toMatchObject({
			condition: 'MP',
			sku: null,
			overridden: false,
			price_basis: 1_400,
			cash_unit: 700,
			credit_unit: 910,
			line_cash: 1_400,
		});
		const back = await patchLine(admin, id, line, { offer: null, condition: 'NM' });
		expect(back.body.data.lines[0]).toMatchObject({ sku, overridden: false, cash_unit: 1_000 });
	});

	it('refuses a line for a card or SKU that does not exist, and a line on another buylist', async () => {
		// The other buylist first, with its line: an empty draft of the same clerk and customer would be opened again.
		const other = await newBuylist(staff, customer);
		const { sku } = await createSku(admin);
		const line = (await addLine(staff, other.id, { sku, quantity: 1 })).lines[0].id;
		const { id } = await newBuylist(staff, customer);
		await expectRefused(
			id,
			() => staff.request('POST', `/deckhand/buylists/${id}/lines`, { sku: 999_999_999, quantity: 1 }),
			400,
			{ code: 'VALIDATION_FAILED', field: 'sku' },
		);
		await expectRefused(
			id,
			() =>
				staff.request('POST', `/deckhand/buylists/${id}/lines`, {
					card: 999_999_999,
					condition: 'NM',
					finish: 'normal',
					language: 'EN',
					quantity: 1,
				}),
			400,
			{ field: 'card' },
		);
		await expectRefused(
			id,
			() => staff.request('POST', `/deckhand/buylists/${id}/lines`, { sku: 1, quantity: 1_000 }),
			400,
			{ field: 'quantity', min: 1, max: 999 },
		);
		await expectRefused(id, () => patchLine(staff, id, line, { quantity: 3 }), 400, { field: 'line' });
		await expectRefused(other.id, () => staff.request('DELETE', `/deckhand/buylists/${id}/lines/${line}`), 400, {
			field: 'line',
		});
		expect((await staff.get(`/deckhand/buylists/999999999`)).status).toBe(400);
	});
});

describe('buylist states', () => {
	async function buylistIn(
		status: 'draft' | 'offered' | 'accepted' | 'awaiting_approval' | 'completed' | 'rejected' | 'cancelled',
	) {
		const { sku } = await createSku(admin, { price: 1_000 });
		const { id } = await newBuylist(staff, customer);
		await addLine(staff, id, { sku, quantity: 1 });
		const path: Record<string, Array<Record<string, unknown>>> = {
			draft: [],
			offered: [{ to: 'offered' }],
			accepted: [{ to: 'offered' }, { to: 'accepted' }],
			completed: [{ to: 'completed', payout: 'credit' }],
			rejected: [{ to: 'rejected' }],
			cancelled: [{ to: 'cancelled' }],
			awaiting_approval: [],
		};
		for (const step of path[status]!) expect((await transition(staff, id, step)).status).toBe(200);
		// Awaiting approval only comes of a completion above the staff limit: written as that command leaves it.
		if (status === 'awaiting_approval')
			await db('buylists').where('id', id).update({ status, payout_method: 'credit', total_offer: 650 });
		return id;
	}

	it.each([
		['draft', 'offered'],
		['offered', 'accepted'],
		['accepted', 'completed'],
		['draft', 'completed'],
		['offered', 'completed'],
		['draft', 'rejected'],
		['offered', 'rejected'],
		['accepted', 'rejected'],
		['awaiting_approval', 'rejected'],
		['draft', 'cancelled'],
		['offered', 'cancelled'],
		['accepted', 'cancelled'],
		['awaiting_approval', 'cancelled'],
	] as const)('goes from %s to %s, with its event', async (from, to) => {
		const id = await buylistIn(from);
		const response = await transition(staff, id, {
			to,
			note: '  said so  ',
			...(to === 'completed' ? { payout: 'credit' } : {}),
		});
		expect(response.status, JSON.stringify(response.body)).toBe(200);
		expect(response.body.data.status).toBe(to);
		// Completed in one step from draft or offered, the last event is from accepted (the states between written before it).
		const last = to === 'completed' && from !== 'accepted' ? 'accepted' : from;
		expect(response.body.data.events.at(-1)).toMatchObject({ from_status: last, to_status: to, note: 'said so' });
	});

	it('lets only an administrator complete a buylist awaiting approval', async () => {
		const id = await buylistIn('awaiting_approval');
		const message = await expectRefused(
			id,
			() => transition(staff, id, { to: 'completed', payout: 'credit' }),
			409,
			{
				code: 'INVALID_TRANSITION',
				from: 'awaiting_approval',
				to: 'completed',
				allowed: ['rejected', 'cancelled'],
			},
		);
		expect(message).toMatch(/awaits an administrator's approval/);
		expect((await transition(admin, id, { to: 'completed', payout: 'credit' })).status).toBe(200);
	});

	it.each([
		['draft', 'accepted'],
		['draft', 'awaiting_approval'],
		['draft', 'draft'],
		['offered', 'draft'],
		['accepted', 'offered'],
		['awaiting_approval', 'accepted'],
		['completed', 'cancelled'],
		['completed', 'rejected'],
		['rejected', 'offered'],
		['cancelled', 'draft'],
		['rejected', 'completed'],
	] as const)('refuses %s → %s with INVALID_TRANSITION, changing nothing', async (from, to) => {
		const id = await buylistIn(from);
		for (const caller of [staff, admin])
			await expectRefused(
				id,
				() => transition(caller, id, { to, ...(to === 'completed' ? { payout: 'credit' } : {}) }),
				409,
				{ code: 'INVALID_TRANSITION', buylist: id, from, to },
			);
	});

	it('changes lines only while a draft or offered, and the customer until the buylist waits for approval or is over', async () => {
		const id = await buylistIn('accepted');
		const { sku } = await createSku(admin);
		await expectRefused(
			id,
			() => staff.request('POST', `/deckhand/buylists/${id}/lines`, { sku, quantity: 1 }),
			409,
			{ code: 'INVALID_TRANSITION', from: 'accepted' },
		);
		const other = await newCustomer(admin);
		const changed = await staff.request('PATCH', `/deckhand/buylists/${id}`, { customer: other });
		expect(changed.status, JSON.stringify(changed.body)).toBe(200);
		expect(changed.body.data.customer).toMatchObject({ id: other });
		const done = await buylistIn('completed');
		await expectRefused(done, () => staff.request('PATCH', `/deckhand/buylists/${done}`, { customer: null }), 409, {
			code: 'INVALID_TRANSITION',
			from: 'completed',
		});
		await expectRefused(
			id,
			() => staff.request('PATCH', `/deckhand/buylists/${id}`, { customer: 999_999_999 }),
			400,
			{ field: 'customer' },
		);
	});

	it('refuses a completion with no payout, a credit payout with no customer, a cash payout with no till, and an empty buylist', async () => {
		const id = await buylistIn('draft');
		await expectRefused(id, () => transition(staff, id, { to: 'completed' }), 400, { field: 'payout' });
		await expectRefused(id, () => transition(staff, id, { to: 'completed', payout: 'cash' }), 400, {
			field: 'till',
		});
		await db('buylists').where('id', id).update({ customer: null });
		await expectRefused(id, () => transition(staff, id, { to: 'completed', payout: 'credit' }), 400, {
			field: 'customer',
		});
		const empty = await newBuylist(staff, customer);
		await expectRefused(empty.id, () => transition(staff, empty.id, { to: 'offered' }), 400, {
			field: 'lines',
			min: 1,
		});
	});
});

describe('a buylist’s history', () => {
	it('is in the activity log, found by the buylist and by its customer, with who changed it', async () => {
		const { sku } = await createSku(admin);
		const { id, number } = await newBuylist(staff, customer);
		await addLine(staff, id, { sku, quantity: 1 });
		expect((await transition(staff, id, { to: 'rejected', note: 'Changed their mind' })).status).toBe(200);
		const me = (await staff.get('/users/me?fields=id')).body.data.id;
		for (const record of [`collection=buylists&item=${id}`, `collection=customers&item=${customer}`]) {
			const page = await admin.get(`/deckhand/activity?kind=buylist_events&${record}`);
			expect(page.status, JSON.stringify(page.body)).toBe(200);
			const mine = page.body.data.items.filter((line: any) => line.detail.buylist.id === id);
			expect(mine.map((line: any) => line.detail)).toEqual([
				{
					kind: 'buylist_events',
					buylist: { id, number },
					customer: expect.objectContaining({ id: customer }),
					from_status: 'draft',
					to_status: 'rejected',
					note: 'Changed their mind',
				},
				{
					kind: 'buylist_events',
					buylist: { id, number },
					customer: expect.objectContaining({ id: customer }),
					from_status: null,
					to_status: 'draft',
					note: null,
				},
			]);
			expect(mine[0].who).toMatchObject({ id: me });
		}
	});
});

describe('buylists are written only by their commands', () => {
	it('refuses REST creates, updates and deletes of buylists and their lines for administrators and staff, changing nothing', async () => {
		const { sku } = await createSku(admin);
		const { id } = await newBuylist(staff, customer);
		const line = (await addLine(staff, id, { sku, quantity: 1 })).lines[0].id;
		const writes: Array<[string, string, unknown]> = [
			['POST', '/items/buylists', { number: 'B-999999', status: 'completed' }],
			['PATCH', `/items/buylists/${id}`, { status: 'completed' }],
			['DELETE', `/items/buylists/${id}`, undefined],
			[
				'POST',
				'/items/buylist_lines',
				{ buylist: id, card: 1, condition: 'NM', finish: 'normal', language: 'EN', quantity: 1 },
			],
			['PATCH', `/items/buylist_lines/${line}`, { cash_unit: 1_000_000 }],
			['DELETE', `/items/buylist_lines/${line}`, undefined],
		];
		for (const caller of [admin, staff])
			for (const [method, path, body] of writes)
				await expectRefused(id, () => caller.request(method, path, body), 403, { code: 'FORBIDDEN' });
	});

	it('refuses the same through GraphQL, administrators included', async () => {
		const { sku } = await createSku(admin);
		const { id } = await newBuylist(staff, customer);
		const line = (await addLine(staff, id, { sku, quantity: 1 })).lines[0].id;
		for (const mutation of [
			`update_buylists_item(id: ${id}, data: { status: "completed" }) { id }`,
			`delete_buylists_item(id: ${id}) { id }`,
			`update_buylist_lines_item(id: ${line}, data: { cash_unit: 1 }) { id }`,
			`create_buylists_item(data: { number: "B-999998" }) { id }`,
		]) {
			const before = await buylistBooks(db, id);
			const response = await admin.request('POST', '/graphql', { query: `mutation { ${mutation} }` });
			expect(response.body.errors?.length, mutation).toBeGreaterThan(0);
			expect(await buylistBooks(db, id)).toEqual(before);
		}
	});
});

describe('buying rules', () => {
	it('are the owner’s to write and the staff’s to read', async () => {
		const { card } = await createSku(admin);
		const created = await staff.request('POST', '/items/buying_rules', { card, hot_percent: 10 });
		expect(created.status).toBe(403);
		const id = await rule({ card, hot_percent: 10, note: 'Rotating out' });
		try {
			const read = await staff.get(`/items/buying_rules/${id}?fields=card,hot_percent,not_buying,note`);
			expect(read.body.data).toMatchObject({ card, hot_percent: 10, note: 'Rotating out' });
			expect((await staff.request('PATCH', `/items/buying_rules/${id}`, { hot_percent: 20 })).status).toBe(403);
			expect((await admin.request('PATCH', `/items/buying_rules/${id}`, { hot_percent: 20 })).status).toBe(200);
			const twice = await admin.request('POST', '/items/buying_rules', { card, not_buying: true });
			expect([twice.status, firstError(twice.body).extensions.code]).toEqual([400, 'RECORD_NOT_UNIQUE']);
		} finally {
			await admin.request('DELETE', `/items/buying_rules/${id}`);
		}
	});

	it.each([
		[{ hot_percent: 10 }, 'card', 'one card or one whole set'],
		[{ card: 'CARD', set: 1, hot_percent: 10 }, 'card', 'one card or one whole set'],
		[{ card: 'CARD', hot_percent: 0 }, 'hot_percent', '1 to 100'],
		[{ card: 'CARD', hot_percent: 101 }, 'hot_percent', '1 to 100'],
		[{ card: 'CARD', buy_limit: 2 }, 'hold_threshold', 'both numbers'],
		[{ card: 'CARD', hold_threshold: 2 }, 'buy_limit', 'both numbers'],
		[{ card: 'CARD', buy_limit: 10_001, hold_threshold: 1 }, 'buy_limit', '0 to 10000'],
		[{ card: 'CARD', buy_limit: 1, hold_threshold: 100_001 }, 'hold_threshold', '0 to 100000'],
		[{ card: 'CARD' }, 'hot_percent', 'must do something'],
		[{ card: 'CARD', not_buying: false }, 'hot_percent', 'must do something'],
		[{ card: 'CARD', hot_percent: 10, not_buying: true }, 'hot_percent', 'cannot be on the hot list'],
		[{ card: 'CARD', not_buying: 'yes' }, 'not_buying', 'true'],
		[{ card: 'CARD', not_buying: true, note: 'x'.repeat(201) }, 'note', 'at most 200'],
	])('refuses %j, naming %s', async (body, field, words) => {
		const { card } = await createSku(admin);
		const payload = Object.fromEntries(
			Object.entries(body).map(([key, value]) => [key, value === 'CARD' ? card : value]),
		);
		const count = async () => Number((await db('buying_rules').count({ n: '*' }).first())?.['n']);
		const before = await count();
		const response = await admin.request('POST', '/items/buying_rules', payload);
		expect(response.status, JSON.stringify(response.body)).toBe(400);
		expect(firstError(response.body).extensions).toMatchObject({ code: 'VALIDATION_FAILED', field });
		expect(firstError(response.body).message).toContain(words);
		expect(await count()).toBe(before);
	});

	it('checks an update with the fields the rule keeps', async () => {
		const { card } = await createSku(admin);
		const id = await rule({ card, not_buying: true });
		try {
			const response = await admin.request('PATCH', `/items/buying_rules/${id}`, { hot_percent: 10 });
			expect([response.status, firstError(response.body).extensions.field]).toEqual([400, 'hot_percent']);
			const graphql = await admin.request('POST', '/graphql', {
				query: `mutation { update_buying_rules_item(id: ${id}, data: { not_buying: false }) { id } }`,
			});
			expect(graphql.body.errors?.[0]?.extensions).toMatchObject({
				code: 'VALIDATION_FAILED',
				field: 'hot_percent',
			});
			expect(await db('buying_rules').where('id', id).first('hot_percent')).toEqual({ hot_percent: null });
		} finally {
			await admin.request('DELETE', `/items/buying_rules/${id}`);
		}
	});
});
