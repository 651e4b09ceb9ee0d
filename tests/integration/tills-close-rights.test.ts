import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerWithToken, firstError, signIn, type Caller } from '../harness/api.ts';
import { saleBooks } from '../harness/books.ts';
import { newClerk } from '../harness/people.ts';
import { createTill, openTill } from '../harness/tills.ts';
import { openShop } from '../harness/shop.ts';

/** A till session is closed by whoever opened it, or by an administrator: a clerk never counts another's drawer. */
let admin: Caller;
let staff: Caller;
let db: Knex;

beforeAll(async () => {
	({ admin, staff, db } = await openShop());
});
afterAll(() => db.destroy());

/** The session's row and its till's hold on it: what a close would change. */
const sessionState = async (till: number, session: number) => ({
	session: await db('till_sessions')
		.where('id', session)
		.first('status', 'closed_by', 'closed_at', 'counted_cash', 'expected_cash', 'over_short'),
	held: await db('open_tills').where({ till }).select('session'),
	books: await saleBooks(db),
});

async function expectCloseRefused(caller: Caller, till: number, session: number, opener: RegExp) {
	const before = await sessionState(till, session);
	const answer = await caller.request('POST', `/deckhand/tills/${till}/sessions/${session}/close`, { counted: 0 });
	expect(answer.status, JSON.stringify(answer.body)).toBe(403);
	expect(firstError(answer.body).extensions).toEqual({ code: 'FORBIDDEN', field: 'session' });
	expect(firstError(answer.body).message).toMatch(opener);
	expect(firstError(answer.body).message).toContain('they or an administrator close it');
	expect(await sessionState(till, session)).toEqual(before);
	expect(before.session.status).toBe('open');
}

describe('who closes a till', () => {
	it("refuses a clerk closing the owner's session with a count of 0, and another clerk's, leaving each open", async () => {
		const ownersTill = await createTill(admin);
		const owners = (await openTill(admin, ownersTill, 5_000)).id;
		await expectCloseRefused(staff, ownersTill, owners, /session #\d+ was opened by /);

		const person = await newClerk(admin, 'opener');
		const opener = callerWithToken((await signIn(person.email, person.password)).access_token);
		const clerksTill = await createTill(admin);
		const clerks = (await openTill(opener, clerksTill, 2_000)).id;
		await expectCloseRefused(staff, clerksTill, clerks, /was opened by Test opener;/);

		// Whoever opened it closes it, and the owner closes any.
		const closed = await opener.ok('POST', `/deckhand/tills/${clerksTill}/sessions/${clerks}/close`, {
			counted: 2_000,
		});
		expect(closed).toMatchObject({ status: 'closed', closed_by: person.id, over_short: 0 });
		const byOwner = await admin.ok('POST', `/deckhand/tills/${ownersTill}/sessions/${owners}/close`, {
			counted: 5_000,
		});
		expect(byOwner).toMatchObject({ status: 'closed', over_short: 0 });
		expect(await db('open_tills').whereIn('till', [ownersTill, clerksTill])).toEqual([]);
	});

	it("lets the owner close a clerk's session", async () => {
		const till = await createTill(admin);
		const session = (await openTill(staff, till, 1_000)).id;
		const closed = await admin.ok('POST', `/deckhand/tills/${till}/sessions/${session}/close`, { counted: 900 });
		expect(closed).toMatchObject({ status: 'closed', counted_cash: 900, over_short: -100 });
	});
});
