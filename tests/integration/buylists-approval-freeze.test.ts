import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { findViolations } from '../../server/extensions/deckhand/src/books/invariants.ts';
import { firstError, type Caller } from '../harness/api.ts';
import { creditBalance, saleBooks } from '../harness/books.ts';
import { addLine, buylistBooks, newBuylist, newCustomer, transition } from '../harness/buylists.ts';
import { createSku } from '../harness/fixtures.ts';
import { openTestTill } from '../harness/tills.ts';
import { openShop } from '../harness/shop.ts';

let admin: Caller;
let staff: Caller;
let db: Knex;

beforeAll(async () => {
	({ admin, staff, db } = await openShop());
});
afterAll(() => db.destroy());

const balance = (customer: number) => creditBalance(db, customer);

/** A clerk's trade-in in store credit above the staff limit (40 000 × 65 % = 26 000): refused, it waits for approval. */
async function heldBuylist(customer: number) {
	const { sku } = await createSku(admin, { price: 40_000 });
	const { id } = await newBuylist(staff, customer);
	const view = await addLine(staff, id, { sku, quantity: 1 });
	const held = await transition(staff, id, { to: 'completed', payout: 'credit' });
	expect([held.status, firstError(held.body).extensions.code]).toEqual([422, 'BUYLIST_LIMIT_EXCEEDED']);
	return { id, line: view.lines[0].id as number, sku };
}

describe('a buylist awaiting approval is frozen: the owner approves exactly what was held', () => {
	it('refuses every change to its customer, lines, offers and payout, for the clerk and the owner, with nothing changed', async () => {
		const [customer, other] = [await newCustomer(admin, 'Held for'), await newCustomer(admin, 'Redirected to')];
		const { id, line, sku } = await heldBuylist(customer);
		const changes: Array<[string, (caller: Caller) => Promise<{ status: number; body: any }>, string]> = [
			[
				'another customer',
				(c) => c.request('PATCH', `/deckhand/buylists/${id}`, { customer: other }),
				'customer',
			],
			['a walk-in', (c) => c.request('PATCH', `/deckhand/buylists/${id}`, { customer: null }), 'customer'],
			['a line added', (c) => c.request('POST', `/deckhand/buylists/${id}/lines`, { sku, quantity: 1 }), 'lines'],
			[
				'a quantity',
				(c) => c.request('PATCH', `/deckhand/buylists/${id}/lines/${line}`, { quantity: 2 }),
				'quantity',
			],
			[
				'a regrade',
				(c) => c.request('PATCH', `/deckhand/buylists/${id}/lines/${line}`, { condition: 'LP' }),
				'line',
			],
			['its last line removed', (c) => c.request('DELETE', `/deckhand/buylists/${id}/lines/${line}`), 'line'],
		];
		for (const caller of [staff, admin])
			for (const [label, send, field] of changes) {
				const [books, sale] = [await buylistBooks(db, id), await saleBooks(db)];
				const response = await send(caller);
				expect(response.status, `${label}: ${JSON.stringify(response.body)}`).toBe(409);
				expect(firstError(response.body).extensions).toMatchObject({
					code: 'INVALID_TRANSITION',
					buylist: id,
					from: 'awaiting_approval',
					field,
				});
				expect(firstError(response.body).message).toContain('is awaiting approval: what waits for approval');
				expect(await buylistBooks(db, id), label).toEqual(books);
				expect(await saleBooks(db), label).toEqual(sale);
			}

		// An offer: the owner's is refused by the freeze, the clerk's (never theirs to set) as ever.
		const offer = { offer: { cash_unit: 100, credit_unit: 200 } };
		const books = await buylistBooks(db, id);
		const ownerOffer = await admin.request('PATCH', `/deckhand/buylists/${id}/lines/${line}`, offer);
		expect([ownerOffer.status, firstError(ownerOffer.body).extensions]).toEqual([
			409,
			expect.objectContaining({ code: 'INVALID_TRANSITION', field: 'line' }),
		]);
		const clerkOffer = await staff.request('PATCH', `/deckhand/buylists/${id}/lines/${line}`, offer);
		expect([clerkOffer.status, firstError(clerkOffer.body).extensions.code]).toEqual([403, 'FORBIDDEN']);

		// The payout: the clerk cannot approve, and the owner approves the credit asked for, not cash.
		const clerkApproves = await transition(staff, id, { to: 'completed', payout: 'credit' });
		expect([clerkApproves.status, firstError(clerkApproves.body).extensions.code]).toEqual([
			409,
			'INVALID_TRANSITION',
		]);
		const till = await openTestTill(admin, 100_000);
		const sale = await saleBooks(db);
		const inCash = await transition(admin, id, { to: 'completed', payout: 'cash', till });
		expect([inCash.status, firstError(inCash.body).extensions]).toEqual([
			409,
			expect.objectContaining({ code: 'INVALID_TRANSITION', field: 'payout', from: 'awaiting_approval' }),
		]);
		expect(firstError(inCash.body).message).toContain('waits for approval of a payout in credit');
		expect(await buylistBooks(db, id)).toEqual(books);
		expect(await saleBooks(db)).toEqual(sale);

		// Approved as held: the credit goes to the customer it was held for.
		const approved = await transition(admin, id, { to: 'completed', payout: 'credit' });
		expect(approved.status, JSON.stringify(approved.body)).toBe(200);
		expect(approved.body.data).toMatchObject({
			status: 'completed',
			customer: { id: customer },
			total_offer: 26_000,
		});
		expect([await balance(customer), await balance(other)]).toEqual([26_000, 0]);
		expect(await findViolations(db)).toEqual({});
	});

	it('still lets the customer change before it waits (accepted), and lets anyone turn a held buylist away', async () => {
		const [customer, other] = [await newCustomer(admin), await newCustomer(admin)];
		const { sku } = await createSku(admin, { price: 1_000 });
		const { id } = await newBuylist(staff, customer);
		await addLine(staff, id, { sku, quantity: 1 });
		for (const to of ['offered', 'accepted']) expect((await transition(staff, id, { to })).status).toBe(200);
		const moved = await staff.request('PATCH', `/deckhand/buylists/${id}`, { customer: other });
		expect([moved.status, moved.body.data?.customer?.id]).toEqual([200, other]);

		const held = await heldBuylist(customer);
		const cancelled = await transition(staff, held.id, { to: 'cancelled', note: 'Asked the wrong price' });
		expect([cancelled.status, cancelled.body.data?.status]).toEqual([200, 'cancelled']);
		const afterwards = await staff.request('PATCH', `/deckhand/buylists/${held.id}`, { customer: other });
		expect([afterwards.status, firstError(afterwards.body).extensions]).toEqual([
			409,
			expect.objectContaining({ code: 'INVALID_TRANSITION', from: 'cancelled', field: 'customer' }),
		]);
	});
});
