import { describe, expect, it } from 'vitest';
import type { Caller } from '../harness/api.ts';
import { addLine, buylistBooks, newBuylist, newCustomer, transition } from '../harness/buylists.ts';
import { createSku } from '../harness/fixtures.ts';
import { signedInClerk } from '../harness/people.ts';
import { shopWithStaffLimit } from '../harness/shop.ts';

/*
 * A trade-in at the counter: completed in one step from draft or offered with the steps between
 * in its history, held for approval above a clerk's limit as before, no empty drafts piling up
 * from "New buylist", an offer derived by the condition ladder where the shop never priced the
 * SKU, and a language from the shop's list only.
 */

// Offers at the shop's 50 % cash and 65 % credit: 10 000 → 6 500 in credit, within the limit; 40 000 → 26 000, above it.
const LIMIT = 20_000;

const shop = shopWithStaffLimit(LIMIT);

const eventsOf = async (id: number) =>
	(await shop.db('buylist_events').where('buylist', id).orderBy('id').select('*')).map((event) => ({
		from: event.from_status,
		to: event.to_status,
		user: event.user_created,
		at: String(event.date_created),
	}));

/** A clerk's buylist for a customer, of one card priced `price`, in the state given. */
async function buylistOf(clerk: Caller, price: number, customer: number | null, at: 'draft' | 'offered' = 'draft') {
	const { sku } = await createSku(shop.admin, { price });
	const { id } = await newBuylist(clerk, customer);
	await addLine(clerk, id, { sku, quantity: 1 });
	if (at === 'offered') expect((await transition(clerk, id, { to: 'offered' })).status).toBe(200);
	return { id, sku };
}

describe('a counter trade-in, completed in one step', () => {
	it('completes from draft or offered, its history reading every step by the same person at the same moment', async () => {
		const clerk = await signedInClerk(shop.admin, 'counter-one-step');
		const customer = await newCustomer(shop.admin, 'Counter trader');
		const me = (await clerk.get('/users/me?fields=id')).body.data.id;
		for (const at of ['draft', 'offered'] as const) {
			const { id, sku } = await buylistOf(clerk, 10_000, customer, at);
			const before = (await eventsOf(id)).length;
			const paid = await transition(clerk, id, { to: 'completed', payout: 'credit', note: 'At the counter' });
			expect(paid.status, JSON.stringify(paid.body)).toBe(200);
			expect(paid.body.data).toMatchObject({ status: 'completed', payout_method: 'credit', total_offer: 6_500 });
			const events = (await eventsOf(id)).slice(before - 1);
			const steps =
				at === 'draft' ? ['draft', 'offered', 'accepted', 'completed'] : ['offered', 'accepted', 'completed'];
			expect(events.map((event) => event.to)).toEqual(steps);
			const written = events.slice(1);
			expect(new Set(written.map((event) => `${event.user}@${event.at}`)).size).toBe(1);
			expect(written[0]!.user).toBe(me);
			expect(
				(
					await shop
						.db('buylist_events')
						.where('buylist', id)
						.whereNotNull('note')
						.select('note', 'to_status')
				).map((row) => [row.to_status, row.note]),
			).toEqual([['completed', 'At the counter']]);
			// PostgreSQL answers a sum as text.
			const moved = await shop.db('stock_movements').where({ sku, buylist: id }).sum({ n: 'delta' }).first();
			expect(Number(moved?.['n'])).toBe(1);
		}
	});

	it('still needs the customer for credit, refused with nothing written', async () => {
		const clerk = await signedInClerk(shop.admin, 'counter-walk-in');
		const { id } = await buylistOf(clerk, 10_000, null);
		const before = await buylistBooks(shop.db, id);
		const refused = await transition(clerk, id, { to: 'completed', payout: 'credit' });
		expect(refused.status).toBe(400);
		expect(refused.body.errors[0].extensions).toMatchObject({ code: 'VALIDATION_FAILED', field: 'customer' });
		expect(await buylistBooks(shop.db, id)).toEqual(before);
	});

	it('waits for approval above the clerk’s limit, from draft, with nothing paid', async () => {
		const clerk = await signedInClerk(shop.admin, 'counter-held');
		const customer = await newCustomer(shop.admin, 'Counter held');
		const { id, sku } = await buylistOf(clerk, 40_000, customer);
		const refused = await transition(clerk, id, { to: 'completed', payout: 'credit' });
		expect(refused.status, JSON.stringify(refused.body)).toBe(422);
		expect(refused.body.errors[0].extensions).toMatchObject({ code: 'BUYLIST_LIMIT_EXCEEDED', rule: 'buylist' });
		const held = await shop.db('buylists').where('id', id).first();
		expect([held.status, held.payout_method]).toEqual(['awaiting_approval', 'credit']);
		expect((await eventsOf(id)).map((event) => event.to)).toEqual(['draft', 'awaiting_approval']);
		expect(await shop.db('stock_movements').where({ sku, buylist: id }).select('id')).toEqual([]);
		expect(await shop.db('credit_ledger').where('buylist', id).select('id')).toEqual([]);
	});
});

describe('"New buylist"', () => {
	it('opens the person’s empty draft for the same customer again; a line, another customer or another person starts a new one', async () => {
		const clerk = await signedInClerk(shop.admin, 'counter-drafts');
		const customer = await newCustomer(shop.admin, 'Counter drafts');
		const drafts = async () => Number((await shop.db('buylists').count({ n: '*' }).first())?.['n']);
		const first = (await newBuylist(clerk, null)).id;
		const count = await drafts();
		expect((await newBuylist(clerk, null)).id).toBe(first);
		expect(await drafts()).toBe(count);
		expect((await shop.db('buylist_events').where('buylist', first).select('id')).length).toBe(1);

		const forCustomer = (await newBuylist(clerk, customer)).id;
		const byOwner = (await newBuylist(shop.admin, null)).id;
		expect(new Set([first, forCustomer, byOwner]).size).toBe(3);

		const { sku } = await createSku(shop.admin, { price: 1_000 });
		await addLine(clerk, first, { sku, quantity: 1 });
		expect((await newBuylist(clerk, null)).id).not.toBe(first);
	});
});

describe('a line for a SKU the shop never priced', () => {
	it('is offered from the card’s other conditions by the condition ladder', async () => {
		const { card } = await createSku(shop.admin, { price: null });
		const lp = await shop.admin.ok('POST', '/items/skus', {
			card,
			condition: 'LP',
			finish: 'normal',
			language: 'EN',
		});
		await shop.admin.ok('POST', '/deckhand/prices/set', { sku: lp.id, price: 1_700 });
		const ladder = await shop.db('shop_settings').first('condition_lp_percent', 'condition_mp_percent');
		const nm = Math.floor((1_700 * 100) / ladder.condition_lp_percent);
		const mp = Math.floor((1_700 * ladder.condition_mp_percent) / ladder.condition_lp_percent);
		const { id } = await newBuylist(shop.admin, null);
		await addLine(shop.admin, id, { card, condition: 'NM', finish: 'normal', language: 'EN', quantity: 1 });
		const view = await addLine(shop.admin, id, {
			card,
			condition: 'MP',
			finish: 'normal',
			language: 'EN',
			quantity: 1,
		});
		expect(view.lines.map((line: Record<string, unknown>) => [line['price_basis'], line['rule']])).toEqual([
			[nm, null],
			[mp, null],
		]);
	});

	it('when nothing derives it, says where its price is set: the card page for the owner, the owner for a clerk', async () => {
		const clerk = await signedInClerk(shop.admin, 'counter-unpriced');
		const customer = await newCustomer(shop.admin, 'Counter unpriced');
		const { sku } = await createSku(shop.admin, { price: null });
		for (const [caller, words] of [
			[shop.admin, 'Set its price on the card page'],
			[clerk, 'the owner sets its price on the card page'],
		] as const) {
			const { id } = await newBuylist(caller, customer);
			await addLine(caller, id, { sku, quantity: 1 });
			const before = await buylistBooks(shop.db, id);
			const refused = await transition(caller, id, { to: 'completed', payout: 'credit' });
			expect(refused.status).toBe(400);
			expect(refused.body.errors[0].extensions).toMatchObject({
				code: 'VALIDATION_FAILED',
				field: 'lines[0].offer',
			});
			expect(refused.body.errors[0].message).toContain(words);
			expect(refused.body.errors[0].message).not.toContain('administrator');
			expect(await buylistBooks(shop.db, id)).toEqual(before);
		}
	});
});

describe('a line’s language', () => {
	it('is one of the shop’s list: JP and free text are refused naming the choices, nothing changed', async () => {
		const { card } = await createSku(shop.admin, { price: 1_000 });
		const { id } = await newBuylist(shop.admin, await newCustomer(shop.admin, 'Counter languages'));
		const view = await addLine(shop.admin, id, {
			card,
			condition: 'NM',
			finish: 'normal',
			language: 'JA',
			quantity: 1,
		});
		expect(view.lines[0].language).toBe('JA');
		const before = await buylistBooks(shop.db, id);
		for (const language of ['JP', 'Japanese', 'ja']) {
			const added = await shop.admin.request('POST', `/deckhand/buylists/${id}/lines`, {
				card,
				condition: 'NM',
				finish: 'normal',
				language,
				quantity: 1,
			});
			const changed = await shop.admin.request('PATCH', `/deckhand/buylists/${id}/lines/${view.lines[0].id}`, {
				language,
			});
			for (const answer of [added, changed]) {
				expect(answer.status).toBe(400);
				expect(answer.body.errors[0].extensions).toMatchObject({
					code: 'VALIDATION_FAILED',
					field: 'language',
				});
				expect(answer.body.errors[0].message).toContain('EN, JA, DE, FR, IT, ES, PT, KO, RU, ZH-CN, ZH-TW, PH');
			}
		}
		expect(await buylistBooks(shop.db, id)).toEqual(before);
	});
});
