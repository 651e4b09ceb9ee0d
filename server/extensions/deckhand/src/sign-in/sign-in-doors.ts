import type { Request, Response } from 'express';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import {
	accountCountKey,
	accountKey,
	isKnown,
	liftsOf,
	pairCountKey,
	remember,
	type SignInCounts,
} from './sign-in-counts.ts';

/**
 * What the password-change endpoint marks on its response when the current password was wrong:
 * that answer is a 400 on its field (the session is fine), so its status cannot tell a guess
 * from a new password that is too short.
 */
export const WRONG_PASSWORD = 'deckhandWrongPassword';

export type Count = [RateLimiterAbstract, string];

/** What one attempt takes from the counts, and what its success clears and records. */
export interface Attempt {
	counts: Count[];
	/** The count a success empties: whoever typed the right password is no guesser. */
	cleared: Count | null;
	succeeded?: () => Promise<void>;
}

/** A way in that the limiter guards: sign-in, a password-reset request, a password change. */
export interface Door {
	attempt: (req: Request, client: string | null) => Promise<Attempt>;
	/**
	 * Sign-in and password changes count only failures, so people who type their password right
	 * never wait; every reset request counts, since each sends a mail.
	 */
	failed: ((res: Response) => boolean) | null;
}

type SignedInRequest = Request & { accountability?: { user?: string | null } };

function emailOf(req: Request): string | null {
	const fields = (req.body ?? {}) as { email?: unknown; identifier?: unknown };
	const email = fields.email ?? fields.identifier;
	return typeof email === 'string' && email.trim() ? accountKey(email) : null;
}

/** The count of `limiter` under `key`, or none when the request has no such key. */
const countOf = (limiter: RateLimiterAbstract, key: string | null): Count[] => (key ? [[limiter, key]] : []);

/**
 * Sign-in, counted per account and client address together, so that a shop's tills behind one
 * address are not locked out by someone else's guesses there (docs/decisions/trust-at-the-edges.md):
 * - every attempt takes from its pair's count (this account from this address);
 * - an attempt from an address the account never signed in from (within `KNOWN_FOR_SECONDS`)
 *   also takes from the account's count (guessing one account from many addresses) and, unless
 *   the owner lifted the account's lock within the window, from the address's count (guessing
 *   many accounts from one address).
 * A success clears its pair's count and makes the pair known.
 */
function signInDoor(counts: SignInCounts): Door {
	return {
		failed: (res) => res.statusCode === 401,
		attempt: async (req, client) => {
			const account = emailOf(req);
			if (!account) return { counts: countOf(counts.client, client), cleared: null };
			const where = client ?? 'no address';
			const [lifts, known] = await Promise.all([liftsOf(counts, account), isKnown(counts, where, account)]);
			const pair: Count = [counts.pair, pairCountKey(where, account, lifts)];
			const strangers = known
				? []
				: [
						...countOf(counts.account, accountCountKey(account, lifts)),
						...countOf(counts.client, lifts === 0 ? client : null),
					];
			return { counts: [pair, ...strangers], cleared: pair, succeeded: () => remember(counts, where, account) };
		},
	};
}

export function signInDoors(counts: SignInCounts) {
	return {
		signIn: signInDoor(counts),
		reset: {
			failed: null,
			attempt: async (req, client) => ({
				counts: [...countOf(counts.resetAddress, emailOf(req)), ...countOf(counts.resetClient, client)],
				cleared: null,
			}),
		} satisfies Door,
		passwordChange: {
			failed: (res) => res.locals[WRONG_PASSWORD] === true,
			attempt: async (req, client) => {
				const person = (req as SignedInRequest).accountability?.user ?? null;
				return {
					counts: [
						...countOf(counts.passwordChangePerson, person),
						...countOf(counts.passwordChangeClient, client),
					],
					cleared: countOf(counts.passwordChangePerson, person)[0] ?? null,
				};
			},
		} satisfies Door,
	};
}
