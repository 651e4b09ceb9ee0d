import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callers, callerWithToken, firstError, stackInfo, type Caller } from '../harness/api.ts';
import { openTestDb } from '../harness/books.ts';
import { newClerk } from '../harness/people.ts';
import { expectTokenEnded, jsonSession } from '../harness/sessions.ts';

let admin: Caller;
const db = openTestDb();

beforeAll(async () => {
	({ admin } = await callers());
});
afterAll(async () => {
	await db.destroy();
});

const sessions = async (user: string) =>
	Number((await db('directus_sessions').where({ user }).count({ n: '*' }).first())?.['n']);

describe('users who are no longer active', () => {
	it('ends a suspended clerk’s access token at once, on every instance, and for good: reactivated, they sign in again', async () => {
		const clerk = await newClerk(admin, 'suspended');
		const { access_token, refresh_token } = await jsonSession(clerk.email, clerk.password);
		expect((await callerWithToken(access_token).get('/items/skus?limit=1')).status).toBe(200);

		expect((await admin.request('PATCH', `/users/${clerk.id}`, { status: 'suspended' })).status).toBe(200);
		await expectTokenEnded(access_token, db);
		expect(await sessions(clerk.id)).toBe(0);
		const refresh = await fetch(`${stackInfo().url}/auth/refresh`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({ refresh_token, mode: 'json' }),
		});
		expect(refresh.status).toBe(401);

		// Reactivated, the token of before stays ended; a new sign-in works.
		expect((await admin.request('PATCH', `/users/${clerk.id}`, { status: 'active' })).status).toBe(200);
		await expectTokenEnded(access_token, db);
		const again = await jsonSession(clerk.email, clerk.password, 1);
		expect((await callerWithToken(again.access_token).get('/users/me?fields=status')).body.data.status).toBe(
			'active',
		);
	});

	it('refuses a clerk whose status was changed behind Directus’s back (straight in the database), whose sessions Directus never ended', async () => {
		const clerk = await newClerk(admin, 'archived');
		const { access_token } = await jsonSession(clerk.email, clerk.password);
		await db('directus_users').where({ id: clerk.id }).update({ status: 'archived' });
		expect(await sessions(clerk.id)).toBe(1);
		const first = await callerWithToken(access_token).get('/items/skus?limit=1');
		expect(first.status).toBe(401);
		expect(firstError(first.body).extensions.code).toBe('USER_SUSPENDED');
		expect(await sessions(clerk.id)).toBe(0);
		await expectTokenEnded(access_token, db);
	});

	it('refuses a deleted clerk’s access token at once', async () => {
		const clerk = await newClerk(admin, 'deleted');
		const { access_token } = await jsonSession(clerk.email, clerk.password);
		expect((await admin.request('DELETE', `/users/${clerk.id}`)).status).toBe(204);
		await expectTokenEnded(access_token, db);
		expect(await sessions(clerk.id)).toBe(0);
	});
});
