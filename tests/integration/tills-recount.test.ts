import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callers, firstError, type Caller } from '../harness/api.ts';
import { openTestDb, saleBooks } from '../harness/books.ts';
import { createTill, openTill } from '../harness/tills.ts';

/*
 * A first count at closing further than 10.00 from what the drawer should hold is counted again
 * before a shortage is kept (`RECOUNT_NEEDED`, the till left open); the second count
 * (`recounted: true`) is kept however far it is. A clerk is asked without being told any figure;
 * the owner is told both.
 */

let admin: Caller;
let staff: Caller;
let db: Knex;

beforeAll(async () => {
	({ admin, staff } = await callers());
	db = openTestDb();
	expect((await admin.get('/items/shop_settings?fields=currency')).body.data).toEqual({ currency: 'USD' });
});
afterAll(async () => {
	await db.destroy();
});

/** A till of its own, opened by `caller` with a float of 100.00. */
async function openDrawer(caller: Caller): Promise<{ till: number; session: number }> {
	const till = await createTill(admin);
	return { till, session: (await openTill(caller, till, 10_000)).id };
}

const close = (caller: Caller, { till, session }: { till: number; session: number }, body: Record<string, unknown>) =>
	caller.request('POST', `/deckhand/tills/${till}/sessions/${session}/close`, body);

const state = async (session: number) => ({
	books: await saleBooks(db),
	session: await db('till_sessions').where('id', session).first('status', 'counted_cash', 'over_short'),
});

describe('closing with a count far from what the drawer should hold', () => {
	it('asks a clerk to count again, naming no figure, and keeps nothing; the second count is kept as it is', async () => {
		const drawer = await openDrawer(staff);
		const before = await state(drawer.session);
		const refused = await close(staff, drawer, { counted: 5_000 });
		expect(refused.status, JSON.stringify(refused.body)).toBe(409);
		expect(firstError(refused.body).extensions).toEqual({
			code: 'RECOUNT_NEEDED',
			field: 'counted',
			till: drawer.till,
			session: drawer.session,
		});
		// Neither what the drawer should hold (100.00) nor how far the count is (50.00).
		const said = firstError(refused.body).message.replace(/^[^:]*: /, '');
		expect(said).toBe(
			'this count is far from what the drawer should hold. Count the drawer again, then close with the second count.',
		);
		expect(await state(drawer.session)).toEqual(before);
		expect(before.session.status).toBe('open');

		const kept = await close(staff, drawer, { counted: 5_000, recounted: true, note: 'Counted twice' });
		expect(kept.status, JSON.stringify(kept.body)).toBe(200);
		expect(kept.body.data).toMatchObject({ status: 'closed', counted_cash: 5_000, over_short: -5_000 });
	});

	it('keeps a first count within 10.00 of the drawer, over or short, without asking again', async () => {
		for (const counted of [9_000, 11_000]) {
			const drawer = await openDrawer(staff);
			const kept = await close(staff, drawer, { counted });
			expect(kept.status, JSON.stringify(kept.body)).toBe(200);
			expect(kept.body.data.over_short).toBe(counted - 10_000);
		}
	});

	it('asks again past 10.00 over too, one cent past the bound', async () => {
		const drawer = await openDrawer(staff);
		const refused = await close(staff, drawer, { counted: 11_001 });
		expect(refused.status).toBe(409);
		expect(firstError(refused.body).extensions.code).toBe('RECOUNT_NEEDED');
	});

	it('tells the owner what the drawer should hold and how far the count is', async () => {
		const drawer = await openDrawer(admin);
		const before = await state(drawer.session);
		const refused = await close(admin, drawer, { counted: 5_000 });
		expect(refused.status).toBe(409);
		expect(firstError(refused.body).extensions).toMatchObject({
			code: 'RECOUNT_NEEDED',
			field: 'counted',
			expected: 10_000,
			over_short: -5_000,
		});
		expect(firstError(refused.body).message).toContain('short by $50.00');
		expect(await state(drawer.session)).toEqual(before);
	});

	it.each([['yes'], [1], [{ value: true }]])('refuses recounted %j by name, keeping nothing', async (recounted) => {
		const drawer = await openDrawer(staff);
		const before = await state(drawer.session);
		const refused = await close(staff, drawer, { counted: 10_000, recounted });
		expect(refused.status).toBe(400);
		expect(firstError(refused.body).extensions).toMatchObject({ code: 'VALIDATION_FAILED', field: 'recounted' });
		expect(await state(drawer.session)).toEqual(before);
	});
});
