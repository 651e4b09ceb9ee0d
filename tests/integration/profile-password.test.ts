import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerAt, callers, callerWithToken, firstError, signIn, stackInfo, type Caller } from '../harness/api.ts';
import { openTestDb } from '../harness/books.ts';
import { newClerk } from '../harness/people.ts';
import { expectTokenEnded } from '../harness/sessions.ts';

let admin: Caller;
let anonymous: Caller;
const db = openTestDb();

beforeAll(async () => {
	({ admin, anonymous } = await callers());
});
afterAll(async () => {
	await db.destroy();
});

const PASSWORD = '/deckhand/profile/password';

/** Whether the address signs in with the password: the probe that a refused change changed nothing. */
async function signsIn(email: string, password: string): Promise<boolean> {
	const response = await anonymous.request('POST', '/auth/login', { email, password });
	return response.status === 200;
}

async function signedInClerk(label: string) {
	const clerk = await newClerk(admin, label);
	const session = await signIn(clerk.email, clerk.password);
	return {
		...clerk,
		token: session.access_token,
		caller: callerWithToken(session.access_token),
		refreshToken: session.refresh_token,
	};
}

describe('POST /deckhand/profile/password: the current password is required, on the server', () => {
	it('changes the password, keeps this session and ends the others, their access tokens at once on every instance', async () => {
		const clerk = await signedInClerk('pw-change');
		const other = await signIn(clerk.email, clerk.password);
		const response = await clerk.caller.request('POST', PASSWORD, {
			current_password: clerk.password,
			new_password: 'a new counter secret',
		});
		expect(response.status, JSON.stringify(response.body)).toBe(204);
		expect(await signsIn(clerk.email, 'a new counter secret')).toBe(true);
		expect(await signsIn(clerk.email, clerk.password)).toBe(false);
		for (const instance of stackInfo().instances)
			expect((await callerAt(instance, clerk.token).get('/users/me?fields=id')).status).toBe(200);
		await expectTokenEnded(other.access_token, db);
		const refreshed = await anonymous.request('POST', '/auth/refresh', {
			refresh_token: other.refresh_token,
			mode: 'json',
		});
		expect(refreshed.status).toBe(401);
	});

	it('refuses a wrong current password on its field (not as a signed-out session), changing nothing', async () => {
		const clerk = await signedInClerk('pw-wrong');
		const response = await clerk.caller.request('POST', PASSWORD, {
			current_password: 'not the password',
			new_password: 'a new counter secret',
		});
		expect(response.status).toBe(400);
		expect(firstError(response.body).extensions).toMatchObject({
			code: 'VALIDATION_FAILED',
			field: 'current_password',
		});
		expect(firstError(response.body).message).toBe(
			'The current password is not right; the password was not changed.',
		);
		expect(await signsIn(clerk.email, clerk.password)).toBe(true);
		expect(await signsIn(clerk.email, 'a new counter secret')).toBe(false);
	});

	it('counts wrong current passwords like failed sign-ins: past the limit even the right one waits, and nothing changes', async () => {
		const clerk = await signedInClerk('pw-guess');
		const guess = (current: string) =>
			clerk.caller.request('POST', PASSWORD, {
				current_password: current,
				new_password: 'a guessed counter secret',
			});
		for (let i = 0; i < 5; i++) expect((await guess(`guess ${i}`)).status).toBe(400);
		const refused = await guess(clerk.password);
		expect(refused.status).toBe(429);
		expect(firstError(refused.body).extensions.code).toBe('TOO_MANY_ATTEMPTS');
		expect(await signsIn(clerk.email, clerk.password)).toBe(true);
		await new Promise((resolve) => setTimeout(resolve, stackInfo().signInWindowSeconds * 1000 + 250));
		expect((await guess(clerk.password)).status).toBe(204);
	});

	it.each([
		[{ new_password: 'short' }, 'new_password', '8 to 256 characters'],
		[{ new_password: 'x'.repeat(257) }, 'new_password', '8 to 256 characters'],
		[{ current_password: '' }, 'current_password', 'Current password is required'],
	])('refuses %j with the field and the bound named, changing nothing', async (change, field, bound) => {
		const clerk = await signedInClerk('pw-bad');
		const response = await clerk.caller.request('POST', PASSWORD, { current_password: clerk.password, ...change });
		expect(response.status).toBe(400);
		expect(firstError(response.body).extensions).toMatchObject({ code: 'VALIDATION_FAILED', field });
		expect(firstError(response.body).message).toContain(bound);
		expect(await signsIn(clerk.email, clerk.password)).toBe(true);
	});

	it("refuses a new password the owner's own policy does not allow", async () => {
		const clerk = await signedInClerk('pw-policy');
		const before = (await admin.get('/settings?fields=auth_password_policy')).body.data.auth_password_policy;
		expect((await admin.request('PATCH', '/settings', { auth_password_policy: '/\\d/' })).status).toBe(200);
		try {
			const response = await clerk.caller.request('POST', PASSWORD, {
				current_password: clerk.password,
				new_password: 'no digits at all',
			});
			expect(response.status).toBe(400);
			expect(firstError(response.body).extensions).toMatchObject({
				code: 'VALIDATION_FAILED',
				field: 'new_password',
			});
			expect(await signsIn(clerk.email, clerk.password)).toBe(true);
		} finally {
			expect((await admin.request('PATCH', '/settings', { auth_password_policy: before })).status).toBe(200);
		}
	});

	it('refuses a visitor with no session', async () => {
		const response = await anonymous.request('POST', PASSWORD, {
			current_password: 'anything at all',
			new_password: 'a new counter secret',
		});
		expect(response.status).toBe(401);
	});
});

describe("a person's own password never changes without the current one", () => {
	it.each([
		[
			'PATCH /users/me',
			(clerk: { id: string; caller: Caller }) =>
				clerk.caller.request('PATCH', '/users/me', { password: 'taken over now' }),
		],
		[
			'PATCH /users/:id',
			(clerk: { id: string; caller: Caller }) =>
				clerk.caller.request('PATCH', `/users/${clerk.id}`, { password: 'taken over now' }),
		],
		[
			'GraphQL update_users_me',
			(clerk: { id: string; caller: Caller }) =>
				clerk.caller.request('POST', '/graphql/system', {
					query: 'mutation { update_users_me(data: { password: "taken over now" }) { id } }',
				}),
		],
	])('refuses a clerk setting it through %s, changing nothing', async (_route, send) => {
		const clerk = await signedInClerk('pw-direct');
		const response = await send(clerk);
		expect(firstError(response.body).extensions.code).toBe('FORBIDDEN');
		expect(await signsIn(clerk.email, clerk.password)).toBe(true);
		expect(await signsIn(clerk.email, 'taken over now')).toBe(false);
	});

	it("refuses the owner's own too, yet lets the owner set another person's", async () => {
		const { admin: owner } = stackInfo();
		const session = await signIn(owner.email, owner.password);
		const response = await callerWithToken(session.access_token).request('PATCH', '/users/me', {
			password: 'taken over now',
		});
		expect(response.status).toBe(403);
		expect(await signsIn(owner.email, owner.password)).toBe(true);

		const clerk = await newClerk(admin, 'pw-by-owner');
		expect((await admin.request('PATCH', `/users/${clerk.id}`, { password: 'set by the owner' })).status).toBe(200);
		expect(await signsIn(clerk.email, 'set by the owner')).toBe(true);
	});

	it("refuses a name longer than Directus's column, naming the field and the bound, changing nothing", async () => {
		const clerk = await signedInClerk('name-long');
		const response = await clerk.caller.request('PATCH', '/users/me', { first_name: 'x'.repeat(51) });
		expect(response.status).toBe(400);
		expect(firstError(response.body).extensions).toMatchObject({
			code: 'VALIDATION_FAILED',
			field: 'first_name',
			max: 50,
		});
		expect((await clerk.caller.get('/users/me?fields=first_name')).body.data.first_name).toBe('Test');
	});

	it('still lets a name and a language change through /users/me', async () => {
		const clerk = await signedInClerk('pw-name');
		const response = await clerk.caller.request('PATCH', '/users/me', { first_name: 'Robin', language: 'de-DE' });
		expect(response.status, JSON.stringify(response.body)).toBe(200);
	});
});
