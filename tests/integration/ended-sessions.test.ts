import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerAt, callers, callerWithToken, firstError, stackInfo, type Caller } from '../harness/api.ts';
import { openTestDb } from '../harness/books.ts';
import { sessionCookie } from '../harness/pages.ts';
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

/** POST to one instance (the `n`th), with a cookie when given: the status and the cookies it sets. */
async function post(path: string, body: unknown, options: { cookie?: string; instance?: number } = {}) {
	const { instances } = stackInfo();
	const response = await fetch(`${instances[(options.instance ?? 0) % instances.length]}${path}`, {
		method: 'POST',
		headers: { 'content-type': 'application/json', ...(options.cookie ? { cookie: options.cookie } : {}) },
		body: JSON.stringify(body),
	});
	const text = await response.text();
	return { status: response.status, body: text ? JSON.parse(text) : null, cookies: response.headers.getSetCookie() };
}

const cookieValue = (cookies: string[], name: string) =>
	cookies
		.find((cookie) => cookie.startsWith(`${name}=`))!
		.split(';')[0]!
		.slice(name.length + 1);

/** Whether the token still reads the person it was issued to, at every instance. */
async function works(token: string): Promise<boolean> {
	const answers = await Promise.all(
		stackInfo().instances.map((instance) => callerAt(instance, token).get('/users/me?fields=id')),
	);
	return answers.every((answer) => answer.status === 200);
}

describe('a session that ends takes its access tokens with it, at once and on every instance', () => {
	it('a sign-out ends its own session’s token, and no other', async () => {
		const clerk = await newClerk(admin, 'sign-out');
		const till = await jsonSession(clerk.email, clerk.password, 0);
		const office = await jsonSession(clerk.email, clerk.password, 1);
		expect(await works(till.access_token)).toBe(true);

		expect((await post('/auth/logout', { refresh_token: till.refresh_token }, { instance: 1 })).status).toBe(204);
		await expectTokenEnded(till.access_token, db);
		expect(await works(office.access_token)).toBe(true);
	});

	it('a sign-out in "cookie" mode ends its token too', async () => {
		const clerk = await newClerk(admin, 'cookie-mode');
		const login = await post('/auth/login', { email: clerk.email, password: clerk.password, mode: 'cookie' });
		expect(login.status).toBe(200);
		const token = login.body.data.access_token as string;
		expect(await works(token)).toBe(true);
		const cookie = `directus_refresh_token=${cookieValue(login.cookies, 'directus_refresh_token')}`;
		expect((await post('/auth/logout', { mode: 'cookie' }, { cookie, instance: 1 })).status).toBe(204);
		await expectTokenEnded(token, db);
	});

	it('a sign-out in "session" mode also ends the session its last refresh replaced', async () => {
		const clerk = await newClerk(admin, 'session-mode');
		const first = await sessionCookie(stackInfo().instances[0]!, clerk);
		const refreshed = await post('/auth/refresh', { mode: 'session' }, { cookie: first });
		expect(refreshed.status).toBe(200);
		const second = `directus_session_token=${cookieValue(refreshed.cookies, 'directus_session_token')}`;
		const tokenOf = (cookie: string) => cookie.slice('directus_session_token='.length);
		// Directus keeps the replaced session open for a grace period, for requests already under way.
		expect(await works(tokenOf(first))).toBe(true);

		expect((await post('/auth/logout', { mode: 'session' }, { cookie: second, instance: 1 })).status).toBe(204);
		await expectTokenEnded(tokenOf(second), db);
		await expectTokenEnded(tokenOf(first), db);
	});

	it('an administrator setting someone’s password ends that person’s tokens', async () => {
		const clerk = await newClerk(admin, 'password-set');
		const { access_token } = await jsonSession(clerk.email, clerk.password, 1);
		expect((await admin.request('PATCH', `/users/${clerk.id}`, { password: 'set by the owner' })).status).toBe(200);
		await expectTokenEnded(access_token, db);
		expect(await works((await jsonSession(clerk.email, 'set by the owner')).access_token)).toBe(true);
	});

	it('a refresh ends the token it replaces', async () => {
		const clerk = await newClerk(admin, 'refresh');
		const before = await jsonSession(clerk.email, clerk.password);
		const refreshed = await post(
			'/auth/refresh',
			{ refresh_token: before.refresh_token, mode: 'json' },
			{ instance: 1 },
		);
		expect(refreshed.status).toBe(200);
		await expectTokenEnded(before.access_token, db);
		expect(await works(refreshed.body.data.access_token)).toBe(true);
	});
});

describe('a token that names no session', () => {
	/** A token as Directus signs one, for the clerk, good for another ten minutes, that names no session. */
	function unboundToken(user: string): string {
		const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
		const now = Math.floor(Date.now() / 1000);
		const claims = {
			id: user,
			role: null,
			app_access: true,
			admin_access: false,
			iat: now,
			exp: now + 600,
			iss: 'directus',
		};
		const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}`;
		return `${unsigned}.${createHmac('sha256', stackInfo().env['SECRET']!).update(unsigned).digest('base64url')}`;
	}

	it('is refused everywhere, though validly signed for an active person; static tokens keep working', async () => {
		const clerk = await newClerk(admin, 'unbound');
		await expectTokenEnded(unboundToken(clerk.id), db);
		expect((await admin.get('/users/me?fields=id')).status).toBe(200);
	});

	it('is not issued through GraphQL’s refresh, which is closed; the session stays as it was', async () => {
		const clerk = await newClerk(admin, 'graphql-refresh');
		const { access_token, refresh_token } = await jsonSession(clerk.email, clerk.password);
		const answer = await callerWithToken(access_token).request('POST', '/graphql/system', {
			query: `mutation { auth_refresh(refresh_token: "${refresh_token}", mode: json) { access_token } }`,
		});
		expect(answer.status).toBe(403);
		expect(firstError(answer.body).extensions.code).toBe('FORBIDDEN');
		expect(firstError(answer.body).message).toContain('/auth/refresh');
		expect(await works(access_token)).toBe(true);
		expect((await post('/auth/refresh', { refresh_token, mode: 'json' })).status).toBe(200);
	});
});
