import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callers, firstError, stackInfo, type Caller } from '../harness/api.ts';
import { openTestDb } from '../harness/books.ts';
import { newClerk } from '../harness/people.ts';

let admin: Caller;
let staff: Caller;
const db = openTestDb();

beforeAll(async () => {
	({ admin, staff } = await callers());
});
afterAll(async () => {
	await db.destroy();
});

async function post(path: string, body: unknown) {
	const response = await fetch(`${stackInfo().url}${path}`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify(body),
	});
	const text = await response.text();
	return {
		status: response.status,
		retryAfter: response.headers.get('retry-after'),
		body: text ? JSON.parse(text) : null,
	};
}
const signIn = (email: string, password: string) => post('/auth/login', { email, password });

const sessions = async (user: string) =>
	Number((await db('directus_sessions').where({ user }).count({ n: '*' }).first())?.['n']);
const status = async (user: string) => (await admin.get(`/users/${user}?fields=status`)).body.data.status as string;
const statuses = (answers: { status: number }[]) => answers.map((answer) => answer.status).sort();
const waitOut = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000 + 250));

/** A refusal of the limiter: 429, its code, the wait in the body, the header and the sentence. */
function expectTooManyAttempts(answer: { status: number; retryAfter: string | null; body: any }): number {
	expect(answer.status).toBe(429);
	const error = firstError(answer.body);
	expect(error.extensions.code).toBe('TOO_MANY_ATTEMPTS');
	const wait = error.extensions['retry_after'] as number;
	expect(Number.isInteger(wait) && wait >= 1 && wait <= stackInfo().signInWindowSeconds).toBe(true);
	expect(answer.retryAfter).toBe(String(wait));
	expect(error.message).toBe(`Too many attempts — try again in ${wait} seconds.`);
	return wait;
}

describe('sign-in limiter', () => {
	it('gives a guesser five tries at an account, then says TOO_MANY_ATTEMPTS with the wait, even to the right password, and never suspends the account', async () => {
		const clerk = await newClerk(admin, 'guessed');
		const before = await sessions(clerk.id);
		// Thirty guesses at once: more than Directus's own lock-out (25) would have allowed.
		const guesses = await Promise.all(Array.from({ length: 30 }, () => signIn(clerk.email, 'a-wrong-guess')));
		expect(statuses(guesses)).toEqual([...Array(5).fill(401), ...Array(25).fill(429)]);
		for (const guess of guesses.filter((answer) => answer.status === 401))
			expect(firstError(guess.body).extensions.code).toBe('INVALID_CREDENTIALS');
		expectTooManyAttempts(guesses.find((answer) => answer.status === 429)!);

		const owner = await signIn(clerk.email.toUpperCase(), clerk.password);
		const wait = expectTooManyAttempts(owner);
		expect(await sessions(clerk.id)).toBe(before);
		expect(await status(clerk.id)).toBe('active');

		await waitOut(wait);
		expect((await signIn(clerk.email, clerk.password)).status).toBe(200);
		expect(await status(clerk.id)).toBe('active');
	});

	it('counts one client’s failures across accounts it never signed in, yet lets in an account that signed in from there with its right password', async () => {
		const { email, password } = stackInfo().staff;
		const user = (await admin.get(`/users?filter[email][_eq]=${encodeURIComponent(email)}&fields=id`)).body.data[0]
			.id as string;
		const newcomer = await newClerk(admin, 'newcomer');
		const guesses = await Promise.all(
			Array.from({ length: 21 }, (_, i) =>
				signIn(`nobody-${i}-${Date.now()}@deckhand.example.com`, 'a-wrong-guess'),
			),
		);
		expect(statuses(guesses)).toEqual([...Array(20).fill(401), 429]);

		// The staff account signed in from this address (the callers above): the till still gets in.
		const before = await sessions(user);
		expect((await signIn(email, password)).status).toBe(200);
		expect(await sessions(user)).toBe(before + 1);
		// An account never signed in from here waits with everyone else, its right password too.
		const wait = expectTooManyAttempts(await signIn(newcomer.email, newcomer.password));
		expect(await sessions(newcomer.id)).toBe(0);

		await waitOut(wait);
		expect((await signIn(newcomer.email, newcomer.password)).status).toBe(200);
	});

	it('lets only the owner lift a lock: a clerk is refused and nothing changes; lifted, the account gets in at once', async () => {
		const clerk = await newClerk(admin, 'locked');
		expect((await signIn(clerk.email, clerk.password)).status).toBe(200);
		for (let i = 0; i < 5; i++) expect((await signIn(clerk.email, `typo-${i}`)).status).toBe(401);
		expectTooManyAttempts(await signIn(clerk.email, clerk.password));
		const before = await sessions(clerk.id);

		const refused = await staff.request('POST', `/deckhand/staff/${clerk.id}/unlock`);
		expect(refused.status).toBe(403);
		expect(firstError(refused.body).extensions.code).toBe('FORBIDDEN');
		expectTooManyAttempts(await signIn(clerk.email, clerk.password));
		for (const [id, message] of [
			['not-a-person', 'The id of a person is a UUID.'],
			['00000000-0000-4000-8000-000000000000', 'There is no person with this id.'],
		]) {
			const wrong = await admin.request('POST', `/deckhand/staff/${id}/unlock`);
			expect(wrong.status).toBe(400);
			expect(firstError(wrong.body)).toMatchObject({
				message,
				extensions: { code: 'VALIDATION_FAILED', field: 'user' },
			});
		}
		expect(await sessions(clerk.id)).toBe(before);
		expectTooManyAttempts(await signIn(clerk.email, clerk.password));

		expect((await admin.request('POST', `/deckhand/staff/${clerk.id}/unlock`)).status).toBe(204);
		expect((await signIn(clerk.email.toUpperCase(), clerk.password)).status).toBe(200);
		expect(await sessions(clerk.id)).toBe(before + 1);
	});

	it('never stops someone who mistypes now and then: a success clears the address’s count', async () => {
		const clerk = await newClerk(admin, 'mistyping');
		for (let round = 0; round < 2; round++) {
			for (let i = 0; i < 4; i++) expect((await signIn(clerk.email, 'almost-right')).status).toBe(401);
			expect((await signIn(clerk.email, clerk.password)).status).toBe(200);
		}
	});

	it('limits password-reset requests per address, whatever its case, and sends no mail past the limit', async () => {
		const clerk = await newClerk(admin, 'forgetful');
		const mailDir = stackInfo().env['DECKHAND_MAIL_DIR']!;
		const mails = async () => {
			const texts = await Promise.all(
				(await readdir(mailDir)).map((name) => readFile(join(mailDir, name), 'utf8')),
			);
			return texts.filter((text) => text.includes(clerk.email)).length;
		};
		for (let i = 0; i < 3; i++)
			expect((await post('/auth/password/request', { email: clerk.email })).status).toBe(204);
		const wait = expectTooManyAttempts(await post('/auth/password/request', { email: clerk.email.toUpperCase() }));
		await new Promise((resolve) => setTimeout(resolve, 1000));
		expect(await mails()).toBe(3);
		await waitOut(wait);
	});

	it('refuses sign-in and password-reset requests through GraphQL, whose many aliased guesses per request could not be counted', async () => {
		const clerk = await newClerk(admin, 'graphql');
		const guesses = `mutation { a: auth_login(email: "${clerk.email}", password: "${clerk.password}") { access_token } b: auth_login(email: "${clerk.email}", password: "x") { access_token } }`;
		for (const caller of [staff, admin]) {
			const answer = await caller.request('POST', '/graphql/system', { query: guesses });
			expect(answer.status).toBe(403);
			expect(firstError(answer.body).extensions.code).toBe('FORBIDDEN');
			const reset = await caller.request('POST', '/graphql/system', {
				query: `mutation { auth_password_request(email: "${clerk.email}") }`,
			});
			expect(reset.status).toBe(403);
		}
		expect(await sessions(clerk.id)).toBe(0);
		// Other GraphQL still answers.
		expect((await admin.request('POST', '/graphql/system', { query: '{ server_ping }' })).status).toBe(200);
	});

	it('switches off Directus’s own lock-out, which would suspend the account', async () => {
		expect((await admin.get('/settings?fields=auth_login_attempts')).body.data.auth_login_attempts).toBeNull();
	});
});
