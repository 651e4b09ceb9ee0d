import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callers, callerWithToken, firstError, stackInfo, type Caller } from '../harness/api.ts';
import { openTestDb } from '../harness/books.ts';
import { newClerk } from '../harness/people.ts';

let admin: Caller;
const db = openTestDb();

beforeAll(async () => {
	({ admin } = await callers());
});
afterAll(async () => {
	await db.destroy();
});

/** JSON-mode sign-in: an access token that Directus alone would honour until it expires (15 minutes). */
async function signedIn(email: string, password: string) {
	const response = await fetch(`${stackInfo().url}/auth/login`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify({ email, password }),
	});
	expect(response.status).toBe(200);
	const { access_token, refresh_token } = (await response.json()).data as {
		access_token: string;
		refresh_token: string;
	};
	return { caller: callerWithToken(access_token), refresh_token };
}

const sessions = async (user: string) =>
	Number((await db('directus_sessions').where({ user }).count({ n: '*' }).first())?.['n']);
const customers = async () => Number((await db('customers').count({ n: '*' }).first())?.['n']);

/** The token is refused on a read and a write alike, with the code, and the write leaves nothing behind. */
async function expectRefused(caller: Caller, code: string): Promise<void> {
	const before = await customers();
	const read = await caller.get('/items/skus?limit=1');
	expect(read.status).toBe(401);
	expect(firstError(read.body).extensions.code).toBe(code);
	const write = await caller.request('POST', '/items/customers', { name: 'Should not exist' });
	expect(write.status).toBe(401);
	expect(firstError(write.body).extensions.code).toBe(code);
	expect((await caller.request('POST', '/deckhand/checkout', { channel: 'counter', lines: [] })).status).toBe(401);
	expect(await customers()).toBe(before);
}

describe('users who are no longer active', () => {
	it('refuses a suspended clerk’s very next request with the same access token, and ends their sessions', async () => {
		const clerk = await newClerk(admin, 'suspended');
		const { caller, refresh_token } = await signedIn(clerk.email, clerk.password);
		expect((await caller.get('/items/skus?limit=1')).status).toBe(200);

		expect((await admin.request('PATCH', `/users/${clerk.id}`, { status: 'suspended' })).status).toBe(200);
		await expectRefused(caller, 'USER_SUSPENDED');
		expect(await sessions(clerk.id)).toBe(0);
		const refresh = await fetch(`${stackInfo().url}/auth/refresh`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({ refresh_token, mode: 'json' }),
		});
		expect(refresh.status).toBe(401);
	});

	it('refuses a clerk whose status was changed behind Directus’s back (straight in the database), whose sessions Directus never ended', async () => {
		const clerk = await newClerk(admin, 'archived');
		const { caller } = await signedIn(clerk.email, clerk.password);
		await db('directus_users').where({ id: clerk.id }).update({ status: 'archived' });
		expect(await sessions(clerk.id)).toBe(1);
		await expectRefused(caller, 'USER_SUSPENDED');
		expect(await sessions(clerk.id)).toBe(0);
	});

	it('refuses a deleted clerk’s access token at once', async () => {
		const clerk = await newClerk(admin, 'deleted');
		const { caller } = await signedIn(clerk.email, clerk.password);
		expect((await admin.request('DELETE', `/users/${clerk.id}`)).status).toBe(204);
		await expectRefused(caller, 'INVALID_CREDENTIALS');
		expect(await sessions(clerk.id)).toBe(0);
	});

	it('lets a clerk the owner re-activates sign in and work again', async () => {
		const clerk = await newClerk(admin, 'reactivated');
		await admin.ok('PATCH', `/users/${clerk.id}`, { status: 'suspended' });
		await admin.ok('PATCH', `/users/${clerk.id}`, { status: 'active' });
		const { caller } = await signedIn(clerk.email, clerk.password);
		expect((await caller.get('/items/skus?limit=1')).status).toBe(200);
		expect((await caller.get('/users/me?fields=status')).body.data.status).toBe('active');
	});
});
