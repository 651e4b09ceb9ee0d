import { createError } from '@directus/errors';
import type { NextFunction, Request, Response } from 'express';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { clientKey } from './client-key.ts';
import type { SignInCounts } from './sign-in-counts.ts';
import { signInDoors, type Attempt, type Count } from './sign-in-doors.ts';

/** PRODUCT.md §6: the sign-in limiter's refusal, with the wait in seconds (also sent as `Retry-After`). */
export const TooManyAttemptsError = createError<{ retry_after: number }>(
	'TOO_MANY_ATTEMPTS',
	({ retry_after }) => `Too many attempts — try again in ${retry_after} seconds.`,
	429,
);

/** `/auth/login` and `/auth/login/<provider>`. */
const SIGN_IN = /^\/auth\/login(\/[^/]+)?\/?$/;
const RESET_REQUEST = /^\/auth\/password\/request\/?$/;
const PASSWORD_CHANGE = /^\/deckhand\/profile\/password\/?$/;

type SignedInRequest = Request & { accountability?: { ip?: string | null } };

/** How long until the counts not taken are no longer spent: the wait once the first is over. */
async function spentFor(counts: Count[]): Promise<number[]> {
	const states = await Promise.all(counts.map(([limiter, key]) => limiter.get(key)));
	return states.flatMap((state, i) =>
		state && state.consumedPoints >= counts[i]![0].points ? [state.msBeforeNext] : [],
	);
}

/**
 * Takes one attempt from every count, or none: when one count is spent the ones taken before it
 * are given their point back (a refused attempt reaches nobody's password) and the longest wait
 * is returned, in whole seconds. The counts are taken one after another, narrowest first: taken
 * at once, parallel attempts could each be refused by a different count and leave a point
 * unused (with Redis, four guesses where five are allowed).
 */
async function take(counts: Count[]): Promise<number | null> {
	for (const [i, [limiter, key]] of counts.entries()) {
		try {
			await limiter.consume(key);
		} catch (reason) {
			await Promise.all(counts.slice(0, i).map(([taken, takenKey]) => taken.reward(takenKey)));
			if (!(reason instanceof RateLimiterRes)) throw reason;
			const waits = [reason.msBeforeNext, ...(await spentFor(counts.slice(i + 1)))];
			return Math.max(1, ...waits.map((ms) => Math.ceil(ms / 1000)));
		}
	}
	return null;
}

/**
 * After the answer: a failure (a wrong password or one-time code) stays counted; anything else is
 * given back, and a success clears what the attempt says it clears. A request the client dropped
 * before its answer (status null) told the client nothing, so it is given back too.
 */
async function settle(attempt: Attempt, failed: boolean, status: number | null): Promise<void> {
	if (failed) return;
	await Promise.all(attempt.counts.map(([limiter, key]) => limiter.reward(key)));
	if (status === null || status < 200 || status >= 300) return;
	if (attempt.cleared) await attempt.cleared[0].delete(attempt.cleared[1]);
	await attempt.succeeded?.();
}

function doorOf(req: Request): 'signIn' | 'reset' | 'passwordChange' | null {
	if (req.method !== 'POST') return null;
	if (SIGN_IN.test(req.path)) return 'signIn';
	if (RESET_REQUEST.test(req.path)) return 'reset';
	if (PASSWORD_CHANGE.test(req.path)) return 'passwordChange';
	return null;
}

/**
 * Limits guessing at sign-in, password-reset requests and the current password of a password
 * change (an unattended session must not become a way to guess it), per account and client
 * address (`sign-in-doors.ts` says which counts each takes), well before Directus's own lock-out
 * could suspend an account (PRODUCT.md §6). The attempt is counted before Directus sees it, so a
 * burst of parallel guesses is limited too.
 */
export function signInLimiter(store: Promise<SignInCounts>) {
	const doors = store.then(signInDoors);
	return (req: Request, res: Response, next: NextFunction): void => {
		const which = doorOf(req);
		if (!which) return next();
		const client = clientKey((req as SignedInRequest).accountability?.ip ?? req.ip);
		doors
			.then(async (open) => {
				const door = open[which];
				const attempt = await door.attempt(req, client);
				const wait = await take(attempt.counts);
				if (wait !== null) {
					res.setHeader('Retry-After', String(wait));
					return next(new TooManyAttemptsError({ retry_after: wait }));
				}
				// The answer is already sent: a store that fails now can only leave an attempt counted.
				const { failed } = door;
				if (failed)
					res.once('close', () => {
						const answered = res.writableFinished;
						void settle(attempt, answered && failed(res), answered ? res.statusCode : null).catch(
							() => undefined,
						);
					});
				next();
			})
			.catch(next);
	};
}
