import { newKey } from './new-key.ts';

/**
 * One attempt at a command: the `Idempotency-Key` it is sent with, and what it sends. A retry of
 * the attempt (the same request after no answer) is sent with the same key, so the server records
 * the command once however often it arrives; the person's next action is a new attempt.
 */
export interface Attempt {
	key: string;
	/** The request as sent: its address and body. */
	request: string;
}

/**
 * The attempt to send `request` as: the one still unanswered when it sends the very same, or a
 * new one. A request changed since is a new action (the server would refuse its old key).
 */
export function attemptFor(unanswered: Attempt | null, request: string, makeKey: () => string = newKey): Attempt {
	return unanswered !== null && unanswered.request === request ? unanswered : { key: makeKey(), request };
}

/**
 * Whether a failed send was answered by the server itself: a refusal (4xx) ends the attempt, as
 * a success does. No answer (a lost connection) or a 5xx (a proxy's "bad gateway" may hide a
 * command that ran) keeps it, so trying again cannot do the command twice.
 */
export function answered(error: unknown): boolean {
	const status =
		typeof error === 'object' && error !== null
			? (error as { response?: { status?: unknown } }).response?.status
			: undefined;
	return typeof status === 'number' && status < 500;
}
