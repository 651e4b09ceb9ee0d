import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { limiterFactory, type LimiterFactory } from './limiter-store.ts';
import { signInLimits, type SignInLimits } from './sign-in-limits.ts';

/**
 * How long a client address stays known for an account once it signed that account in. Under
 * 24 days: the memory store keeps each entry with a timer, and Node's timers end at 24.8 days.
 */
export const KNOWN_FOR_SECONDS = 14 * 24 * 60 * 60;

/** Everything the limiter counts, kept in one store (`limiter-store.ts`): memory, or Redis when configured. */
export interface SignInCounts {
	/** Failed sign-ins of one account from one client address: every attempt, known or not. */
	pair: RateLimiterAbstract;
	/** Failed sign-ins of one account from client addresses it was never signed in from. */
	account: RateLimiterAbstract;
	/** Failed sign-ins from one client address of accounts never signed in from it. */
	client: RateLimiterAbstract;
	/** The (client address, account) pairs that signed in, for `KNOWN_FOR_SECONDS`. */
	known: RateLimiterAbstract;
	/** How many times the owner lifted an account's lock within the window (its counts start again with each). */
	lifts: RateLimiterAbstract;
	resetAddress: RateLimiterAbstract;
	resetClient: RateLimiterAbstract;
	passwordChangePerson: RateLimiterAbstract;
	passwordChangeClient: RateLimiterAbstract;
}

export function signInCounts(limits: SignInLimits, createLimiter: LimiterFactory): SignInCounts {
	const window = limits.windowSeconds;
	return {
		pair: createLimiter('sign-in-pair', limits.failuresPerAddress, window),
		account: createLimiter('sign-in-account', limits.failuresPerAddress, window),
		client: createLimiter('sign-in-client', limits.failuresPerClient, window),
		known: createLimiter('sign-in-known', 1, KNOWN_FOR_SECONDS),
		lifts: createLimiter('sign-in-lifts', 1, window),
		resetAddress: createLimiter('reset-address', limits.resetRequestsPerAddress, window),
		resetClient: createLimiter('reset-client', limits.resetRequestsPerClient, window),
		passwordChangePerson: createLimiter('password-change-person', limits.failuresPerAddress, window),
		passwordChangeClient: createLimiter('password-change-client', limits.failuresPerClient, window),
	};
}

let shared: Promise<SignInCounts> | undefined;

/**
 * The one set of counts of this server, which the limiter and the owner's lift share (a memory
 * store is only shared within one set; Redis is shared by every instance).
 */
export function sharedSignInCounts(env: Record<string, unknown>): Promise<SignInCounts> {
	shared ??= limiterFactory().then((createLimiter) => signInCounts(signInLimits(env), createLimiter));
	return shared;
}

/** An account as counted: its e-mail address, whatever its case and surrounding spaces. */
export const accountKey = (email: string): string => email.trim().toLowerCase();

const pairKey = (where: string, account: string) => `${where}|${account}`;

/** How many times the account's lock was lifted within the window: 0 when it was not. */
export async function liftsOf(counts: SignInCounts, account: string): Promise<number> {
	return (await counts.lifts.get(account))?.consumedPoints ?? 0;
}

/**
 * Lifts an account's lock: its counts start again (from every client address), and for the
 * window it is no longer held back by its client address's count of strangers' failures.
 */
export async function liftLock(counts: SignInCounts, email: string): Promise<void> {
	await counts.lifts.penalty(accountKey(email), 1);
}

export async function isKnown(counts: SignInCounts, where: string, account: string): Promise<boolean> {
	return (await counts.known.get(pairKey(where, account))) !== null;
}

export async function remember(counts: SignInCounts, where: string, account: string): Promise<void> {
	await counts.known.set(pairKey(where, account), 1, KNOWN_FOR_SECONDS);
}

/** The keys of an attempt's counts, in the generation of the account's last lift. */
export const pairCountKey = (where: string, account: string, lifts: number) => `${pairKey(where, account)}|${lifts}`;
export const accountCountKey = (account: string, lifts: number) => `${account}|${lifts}`;
