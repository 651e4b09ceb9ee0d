import { EventEmitter } from 'node:events';
import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { memoryLimiter } from './limiter-store.ts';
import { liftLock, signInCounts } from './sign-in-counts.ts';
import { WRONG_PASSWORD } from './sign-in-doors.ts';
import { signInLimiter } from './sign-in-limiter.ts';
import { signInLimits } from './sign-in-limits.ts';

const limits = signInLimits({
	DECKHAND_SIGN_IN_FAILURES_PER_ADDRESS: '2',
	DECKHAND_SIGN_IN_FAILURES_PER_CLIENT: '3',
	DECKHAND_PASSWORD_REQUESTS_PER_ADDRESS: '1',
});

/** A limiter on counts of its own (memory), and those counts, for the owner's lift. */
function newLimiter() {
	const counts = signInCounts(limits, memoryLimiter);
	return { limiter: signInLimiter(Promise.resolve(counts)), counts };
}

/**
 * Sends one request through the limiter; `answer` is the status Directus would give it, if it
 * gets there, and `wrongPassword` whether the password-change endpoint marked its answer a guess.
 */
function attempt(
	limiter: ReturnType<typeof signInLimiter>,
	email: string,
	answer: number,
	options: { ip?: string; path?: string; user?: string; wrongPassword?: boolean } = {},
) {
	const res = Object.assign(new EventEmitter(), {
		statusCode: 200,
		writableFinished: false,
		locals: {} as Record<string, unknown>,
		headers: {} as Record<string, string>,
		setHeader(name: string, value: string) {
			this.headers[name] = value;
		},
	});
	const req = {
		method: 'POST',
		path: options.path ?? '/auth/login',
		body: { email },
		accountability: { ip: options.ip ?? '198.51.100.7', user: options.user ?? null },
	} as unknown as Request;
	return new Promise<{
		status: number;
		error?: { code?: string; extensions?: { retry_after?: number } };
		retryAfter?: string;
	}>((resolve) => {
		limiter(req, res as unknown as Response, (error?: unknown) => {
			if (error)
				return resolve({
					status: (error as { status: number }).status,
					error: error as never,
					retryAfter: res.headers['Retry-After'],
				});
			res.statusCode = answer;
			if (options.wrongPassword) res.locals[WRONG_PASSWORD] = true;
			res.writableFinished = true;
			res.emit('close');
			// Settling gives points back asynchronously; let it finish before the next attempt.
			setTimeout(() => resolve({ status: answer }), 5);
		});
	});
}

describe('signInLimits', () => {
	it('reads the environment, keeping defaults for what is missing or unreadable', () => {
		expect(signInLimits({ DECKHAND_SIGN_IN_WINDOW: 60, DECKHAND_SIGN_IN_FAILURES_PER_CLIENT: 'many' })).toEqual({
			windowSeconds: 60,
			failuresPerAddress: 5,
			failuresPerClient: 20,
			resetRequestsPerAddress: 3,
			resetRequestsPerClient: 10,
		});
	});
});

describe('signInLimiter', () => {
	it('counts failures per address, whatever its case, and refuses with the wait once they are spent', async () => {
		const { limiter } = newLimiter();
		expect((await attempt(limiter, 'Owner@Shop.example', 401)).status).toBe(401);
		expect((await attempt(limiter, 'owner@shop.example ', 401)).status).toBe(401);
		const refused = await attempt(limiter, 'OWNER@shop.example', 200);
		expect(refused).toMatchObject({ status: 429, error: { code: 'TOO_MANY_ATTEMPTS' } });
		expect(refused.retryAfter).toBe(String(refused.error!.extensions!.retry_after));
		expect((await attempt(limiter, 'someone-else@shop.example', 200)).status).toBe(200);
	});

	it('counts only failures: successes and refused input cost nothing, and a success clears the address', async () => {
		const { limiter } = newLimiter();
		for (let i = 0; i < 5; i++) expect((await attempt(limiter, 'clerk@shop.example', 200)).status).toBe(200);
		expect((await attempt(limiter, 'clerk@shop.example', 400)).status).toBe(400);
		expect((await attempt(limiter, 'clerk@shop.example', 401)).status).toBe(401);
		expect((await attempt(limiter, 'clerk@shop.example', 200)).status).toBe(200);
		expect((await attempt(limiter, 'clerk@shop.example', 401)).status).toBe(401);
		expect((await attempt(limiter, 'clerk@shop.example', 401)).status).toBe(401);
		expect((await attempt(limiter, 'clerk@shop.example', 200)).status).toBe(429);
	});

	it('counts a client’s failures across addresses, and only that client’s', async () => {
		const { limiter } = newLimiter();
		for (const email of ['a@x.example', 'b@x.example', 'c@x.example'])
			expect((await attempt(limiter, email, 401)).status).toBe(401);
		expect((await attempt(limiter, 'd@x.example', 200)).status).toBe(429);
		expect((await attempt(limiter, 'd@x.example', 200, { ip: '203.0.113.5' })).status).toBe(200);
	});

	it('lets an account in from an address it signed in from, though strangers’ guesses locked the address', async () => {
		const { limiter } = newLimiter();
		expect((await attempt(limiter, 'clerk@shop.example', 200)).status).toBe(200);
		for (const email of ['a@x.example', 'b@x.example', 'c@x.example'])
			expect((await attempt(limiter, email, 401)).status).toBe(401);
		expect((await attempt(limiter, 'new@shop.example', 200)).status).toBe(429);
		expect((await attempt(limiter, 'Clerk@Shop.example', 200)).status).toBe(200);
	});

	it('still counts a known account’s own failures at its address, until the owner lifts the lock', async () => {
		const { limiter, counts } = newLimiter();
		expect((await attempt(limiter, 'clerk@shop.example', 200)).status).toBe(200);
		for (let i = 0; i < 2; i++) expect((await attempt(limiter, 'clerk@shop.example', 401)).status).toBe(401);
		expect((await attempt(limiter, 'clerk@shop.example', 200)).status).toBe(429);
		expect((await attempt(limiter, 'clerk@shop.example', 200, { ip: '203.0.113.5' })).status).toBe(200);
		await liftLock(counts, ' Clerk@shop.example');
		expect((await attempt(limiter, 'clerk@shop.example', 200)).status).toBe(200);
	});

	it('holds an account back at addresses it never signed in from once guessed at from several, but not at its own', async () => {
		const { limiter } = newLimiter();
		expect((await attempt(limiter, 'owner@shop.example', 200)).status).toBe(200);
		expect((await attempt(limiter, 'owner@shop.example', 401, { ip: '203.0.113.1' })).status).toBe(401);
		expect((await attempt(limiter, 'owner@shop.example', 401, { ip: '203.0.113.2' })).status).toBe(401);
		expect((await attempt(limiter, 'owner@shop.example', 200, { ip: '203.0.113.3' })).status).toBe(429);
		expect((await attempt(limiter, 'owner@shop.example', 200)).status).toBe(200);
	});

	it('lets an account the owner lifted past its address’s count of strangers’ failures, and no other', async () => {
		const { limiter, counts } = newLimiter();
		for (const email of ['a@x.example', 'b@x.example', 'c@x.example'])
			expect((await attempt(limiter, email, 401)).status).toBe(401);
		expect((await attempt(limiter, 'new@shop.example', 200)).status).toBe(429);
		await liftLock(counts, 'new@shop.example');
		expect((await attempt(limiter, 'new@shop.example', 200)).status).toBe(200);
		expect((await attempt(limiter, 'other@shop.example', 200)).status).toBe(429);
	});

	it('counts an attempt before Directus answers, so a burst of parallel guesses is limited too', async () => {
		const { limiter } = newLimiter();
		const answers = await Promise.all(Array.from({ length: 6 }, () => attempt(limiter, 'owner@shop.example', 401)));
		expect(answers.map((answer) => answer.status).sort()).toEqual([401, 401, 429, 429, 429, 429]);
	});

	it('counts every password-reset request, each of which sends a mail', async () => {
		const { limiter } = newLimiter();
		const path = '/auth/password/request';
		expect((await attempt(limiter, 'owner@shop.example', 204, { path })).status).toBe(204);
		expect((await attempt(limiter, 'Owner@shop.example', 204, { path })).status).toBe(429);
	});

	it('counts a wrong current password of a password change per person, but not a refused new password', async () => {
		const { limiter } = newLimiter();
		const change = (user: string, answer: number, wrongPassword: boolean) =>
			attempt(limiter, '', answer, { path: '/deckhand/profile/password', user, wrongPassword });
		for (let i = 0; i < 3; i++) expect((await change('clerk-1', 400, false)).status).toBe(400);
		expect((await change('clerk-1', 400, true)).status).toBe(400);
		expect((await change('clerk-1', 400, true)).status).toBe(400);
		expect((await change('clerk-1', 204, false)).status).toBe(429);
		expect((await change('clerk-2', 204, false)).status).toBe(204);
	});
});
