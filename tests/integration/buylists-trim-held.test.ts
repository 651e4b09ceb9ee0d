import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { findViolations } from '../../server/extensions/deckhand/src/books/invariants.ts';
import { firstError, type Caller } from '../harness/api.ts';
import { creditBalance, saleBooks } from '../harness/books.ts';
import { addLine, buylistBooks, newBuylist, newCustomer, transition } from '../harness/buylists.ts';
import { createSku } from '../harness/fixtures.ts';
import { openShop } from '../harness/shop.ts';

// Offers at the shop's 50 % cash and 65 % credit: a 20 000 card is 13 000 in credit, a 4 000 one 2 600.
const LIMIT = 20_000;

let admin: Caller;
let staff: Caller;
let db: Knex;
let settingsBefore: Record<string, unknown>;

const setLimits = (limits: Record<string, unknown>) => admin.ok('PATCH', '/items/shop_settings', limits);

beforeAll(async () => {
	({ admin, staff, db } = await openShop());
	settingsBefore = await admin.ok('GET', '/items/shop_settings?fields=staff_buylist_limit,staff_daily_buy_limit');
	await setLimits({ staff_buylist_limit: LIMIT, staff_daily_buy_limit: null });
});
afterAll(async () => {
	await setLimits(settingsBefore);
	await db.destroy();
});

/** A clerk's trade-in in credit of two 20 000 cards and one 4 000 card (28 600), held for approval. */
async function heldTradeIn() {
	const customer = await newCustomer(admin, 'Trimmed');
	const [large, small] = [await createSku(admin, { price: 20_000 }), await createSku(admin, { price: 4_000 })];
	const { id } = await newBuylist(staff, customer);
	await addLine(staff, id, { sku: large.sku, quantity: 2 });
	const view = await addLine(staff, id, { sku: small.sku, quantity: 1 });
	const held = await transition(staff, id, { to: 'completed', payout: 'credit' });
	expect([held.status, firstError(held.body).extensions.code]).toEqual([422, 'BUYLIST_LIMIT_EXCEEDED']);
	const [largeLine, smallLine] = view.lines.map((line: { id: number }) => line.id) as [number, number];
	return { id, customer, large, largeLine, smallLine };
}

const trim = (caller: Caller, id: number, line: number, quantity: number) =>
	caller.request('PATCH', `/deckhand/buylists/${id}/lines/${line}`, { quantity });

describe('a clerk trims a trade-in held above the staff limit', () => {
	it('back under the limit: the hold is released and the clerk completes it as trimmed', async () => {
		const { id, customer, largeLine } = await heldTradeIn();
		const trimmed = await trim(staff, id, largeLine, 1);
		expect(trimmed.status, JSON.stringify(trimmed.body)).toBe(200);
		expect(trimmed.body.data).toMatchObject({
			status: 'draft',
			total_credit: 15_600,
			hold: null,
			completion_held: { credit: null },
		});
		expect(trimmed.body.data.events.at(-1)).toMatchObject({ from_status: 'awaiting_approval', to_status: 'draft' });

		const paid = await transition(staff, id, { to: 'completed', payout: 'credit' });
		expect(paid.status, JSON.stringify(paid.body)).toBe(200);
		expect(paid.body.data).toMatchObject({ status: 'completed', total_offer: 15_600 });
		expect(await creditBalance(db, customer)).toBe(15_600);
		expect(await findViolations(db)).toEqual({});
	});

	it('still above it: a line taken off keeps it waiting, with the figures the owner approves', async () => {
		const { id, smallLine } = await heldTradeIn();
		const removed = await staff.request('DELETE', `/deckhand/buylists/${id}/lines/${smallLine}`);
		expect(removed.status, JSON.stringify(removed.body)).toBe(200);
		expect(removed.body.data).toMatchObject({
			status: 'awaiting_approval',
			total_credit: 26_000,
			total_offer: 26_000,
			hold: { rule: 'buylist', limit: LIMIT },
		});
		expect(removed.body.data.lines).toHaveLength(1);
		const clerkCompletes = await transition(staff, id, { to: 'completed', payout: 'credit' });
		expect([clerkCompletes.status, firstError(clerkCompletes.body).extensions.code]).toEqual([
			409,
			'INVALID_TRANSITION',
		]);
		expect(await findViolations(db)).toEqual({});
	});

	it('never raises what it pays: as many or more copies, a regrade or a new line are refused with nothing changed, and a trim keeps the offer per copy held', async () => {
		const { id, large, largeLine } = await heldTradeIn();
		// The card's price goes up after the hold: a trim keeps the offer per copy that was held.
		await admin.ok('POST', '/deckhand/prices/set', { sku: large.sku, price: 30_000 });
		const refusals: Array<[string, () => Promise<{ status: number; body: any }>, string]> = [
			['more copies', () => trim(staff, id, largeLine, 3), 'quantity'],
			['as many copies', () => trim(staff, id, largeLine, 2), 'quantity'],
			[
				'a regrade with fewer copies',
				() =>
					staff.request('PATCH', `/deckhand/buylists/${id}/lines/${largeLine}`, {
						quantity: 1,
						condition: 'LP',
					}),
				'line',
			],
			[
				'a line added',
				() => staff.request('POST', `/deckhand/buylists/${id}/lines`, { sku: large.sku, quantity: 1 }),
				'lines',
			],
		];
		for (const [label, send, field] of refusals) {
			const [books, sale] = [await buylistBooks(db, id), await saleBooks(db)];
			const response = await send();
			expect(response.status, `${label}: ${JSON.stringify(response.body)}`).toBe(409);
			expect(firstError(response.body).extensions, label).toMatchObject({
				code: 'INVALID_TRANSITION',
				from: 'awaiting_approval',
				field,
			});
			expect(await buylistBooks(db, id), label).toEqual(books);
			expect(await saleBooks(db), label).toEqual(sale);
		}
		expect(firstError((await trim(staff, id, largeLine, 2)).body).message).toContain('at most 1');

		const trimmed = await trim(staff, id, largeLine, 1);
		expect(trimmed.body.data).toMatchObject({ status: 'draft', total_credit: 15_600 });
		expect(trimmed.body.data.lines.find((line: { id: number }) => line.id === largeLine)).toMatchObject({
			quantity: 1,
			buy_quantity: 1,
			credit_unit: 13_000,
		});
	});

	it('refuses taking off the last line of a held buylist, for the clerk and the owner', async () => {
		const customer = await newCustomer(admin, 'Last line');
		const { sku } = await createSku(admin, { price: 40_000 });
		const { id } = await newBuylist(staff, customer);
		const view = await addLine(staff, id, { sku, quantity: 1 });
		await transition(staff, id, { to: 'completed', payout: 'credit' });
		for (const caller of [staff, admin]) {
			const books = await buylistBooks(db, id);
			const response = await caller.request('DELETE', `/deckhand/buylists/${id}/lines/${view.lines[0].id}`);
			expect([response.status, firstError(response.body).extensions]).toEqual([
				409,
				expect.objectContaining({ code: 'INVALID_TRANSITION', from: 'awaiting_approval', field: 'line' }),
			]);
			expect(firstError(response.body).message).toContain('cancel the buylist');
			expect(await buylistBooks(db, id)).toEqual(books);
		}
	});
});
