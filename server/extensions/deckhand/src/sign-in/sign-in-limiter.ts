import { createError } from '@directus/errors';
import type { NextFunction, Request, Response } from 'express';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { clientKey } from './client-key.ts';
import type { LimiterFactory } from './limiter-store.ts';
import type { SignInLimits } from './sign-in-limits.ts';

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

/**
 * What the password-change endpoint marks on its response when the current password was wrong:
 * that answer is a 400 on its field (the session is fine), so its status cannot tell a guess
 * from a new password that is too short.
 */
export const WRONG_PASSWORD = 'deckhandWrongPassword';

interface Door {
	address: RateLimiterAbstract;
	client: RateLimiterAbstract;
	/**
	 * Sign-in and password changes count only failures, so people who type their password right
	 * never wait; every reset request counts, since each sends a mail.
	 */
	failed: ((res: Response) => boolean) | null;
	/** Whom the attempt is against: the e-mail address typed, or the signed-in person changing their password. */
	who: (req: Request) => string | null;
}

type Count = [RateLimiterAbstract, string];

type SignedInRequest = Request & { accountability?: { ip?: string | null; user?: string | null } };

function addressOf(req: Request): string | null {
	const fields = (req.body ?? {}) as { email?: unknown; identifier?: unknown };
	const address = fields.email ?? fields.identifier;
	return typeof address === 'string' && address.trim() ? address.trim().toLowerCase() : null;
}

/**
 * Takes one attempt from every count, or none: when one count is spent the others are given
 * their point back (a refused attempt reaches nobody's password) and the longest wait is
 * returned, in whole seconds.
 */
async function take(counts: Count[]): Promise<number | null> {
	const results = await Promise.allSettled(counts.map(([limiter, key]) => limiter.consume(key)));
	const refusals = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
	if (refusals.length === 0) return null;
	const failure = refusals.find((reason) => !(reason instanceof RateLimiterRes));
	await Promise.all(
		counts.filter((_count, i) => results[i]!.status === 'fulfilled').map(([limiter, key]) => limiter.reward(key)),
	);
	if (failure) throw failure;
	return Math.max(1, ...refusals.map((reason) => Math.ceil((reason as RateLimiterRes).msBeforeNext / 1000)));
}

/**
 * After the answer: a failure (a wrong password or one-time code) stays counted; anything else is
 * given back, and a success clears the address. A request the client dropped before its answer
 * (status null) told the client nothing, so it is given back too.
 */
async function settle(counts: Count[], failed: boolean, status: number | null, address: Count | null): Promise<void> {
	if (failed) return;
	await Promise.all(counts.map(([limiter, key]) => limiter.reward(key)));
	if (status !== null && status >= 200 && status < 300 && address) await address[0].delete(address[1]);
}

/**
 * Limits guessing at sign-in, password-reset requests and the current password of a password
 * change (an unattended session must not become a way to guess it), per e-mail address or
 * person and per client address, well before Directus's own lock-out could suspend an account
 * (PRODUCT.md §6). The attempt is counted before Directus sees it, so a burst of parallel
 * guesses is limited too.
 */
export function signInLimiter(limits: SignInLimits, store: Promise<LimiterFactory>) {
	const { windowSeconds: window } = limits;
	const doors = store.then((createLimiter) => ({
		signIn: {
			address: createLimiter('sign-in-address', limits.failuresPerAddress, window),
			client: createLimiter('sign-in-client', limits.failuresPerClient, window),
			failed: (res) => res.statusCode === 401,
			who: addressOf,
		} satisfies Door,
		reset: {
			address: createLimiter('reset-address', limits.resetRequestsPerAddress, window),
			client: createLimiter('reset-client', limits.resetRequestsPerClient, window),
			failed: null,
			who: addressOf,
		} satisfies Door,
		passwordChange: {
			address: createLimiter('password-change-person', limits.failuresPerAddress, window),
			client: createLimiter('password-change-client', limits.failuresPerClient, window),
			failed: (res) => res.locals[WRONG_PASSWORD] === true,
			who: (req) => (req as SignedInRequest).accountability?.user ?? null,
		} satisfies Door,
	}));

	return (req: Request, res: Response, next: NextFunction): void => {
		const which =
			req.method !== 'POST'
				? null
				: SIGN_IN.test(req.path)
					? 'signIn'
					: RESET_REQUEST.test(req.path)
						? 'reset'
						: PASSWORD_CHANGE.test(req.path)
							? 'passwordChange'
							: null;
		if (!which) return next();
		const client = clientKey((req as SignedInRequest).accountability?.ip ?? req.ip);
		doors
			.then(async (open) => {
				const door = open[which];
				const address = door.who(req);
				const addressCount: Count | null = address ? [door.address, address] : null;
				const counts = [addressCount, client ? ([door.client, client] as Count) : null].filter(
					(count): count is Count => count !== null,
				);
				const wait = await take(counts);
				if (wait !== null) {
					res.setHeader('Retry-After', String(wait));
					return next(new TooManyAttemptsError({ retry_after: wait }));
				}
				// The answer is already sent: a store that fails now can only leave an attempt counted.
				const { failed } = door;
				if (failed)
					res.once('close', () => {
						const answered = res.writableFinished;
						void settle(
							counts,
							answered && failed(res),
							answered ? res.statusCode : null,
							addressCount,
						).catch(() => undefined);
					});
				next();
			})
			.catch(next);
	};
}
