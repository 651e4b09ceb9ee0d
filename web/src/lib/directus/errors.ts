import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import type { RefusalCode, Refusals } from '@deckhand/contract/errors/refusals.ts';

/**
 * The one place that turns any failed call into words a clerk understands (PRODUCT.md §6):
 * what went wrong, what to do, and whether trying again can help. Never shows raw errors.
 */
export type ProblemKind = 'offline' | 'signed-out' | 'forbidden' | 'invalid' | 'conflict' | 'server';

export interface Problem {
	kind: ProblemKind;
	code: string | null;
	message: string;
	/** The form field the server named, to show the message beside it. */
	field?: string;
	retry: boolean;
}

/** The fields of a refusal's `extensions` that the words below read (`Refusals` in the contract). */
type RefusalFields = Partial<
	Pick<Refusals['VALIDATION_FAILED'], 'field'> &
		Refusals['TOO_MANY_ATTEMPTS'] &
		Pick<Refusals['SEAT_LIMIT'], 'limit'> &
		Pick<Refusals['DRAWER_SHORT'], 'max'> &
		Pick<Refusals['RECOUNT_NEEDED'], 'over_short'>
>;

interface ApiError {
	message?: string;
	extensions?: { code?: string } & RefusalFields;
}

/** The dashboard's own words per code, translated when an error is described (the map is built once, the language can change). */
const WORDS: Record<string, { kind: ProblemKind; message: MessageDescriptor; retry?: boolean }> = {
	INVALID_CREDENTIALS: { kind: 'signed-out', message: msg`Wrong email or password. Check both and try again.` },
	USER_SUSPENDED: {
		kind: 'signed-out',
		message: msg`This account is not active. Ask the shop owner to re-activate it.`,
	},
	REQUESTS_EXCEEDED: {
		kind: 'forbidden',
		message: msg`Too many attempts. Wait a minute, then try again.`,
		retry: true,
	},
	TOKEN_EXPIRED: { kind: 'signed-out', message: msg`Your session has ended. Sign in again to continue.` },
	INVALID_TOKEN: {
		kind: 'signed-out',
		message: msg`This link or session is no longer valid. Sign in again, or ask for a new link.`,
	},
	INVALID_OTP: { kind: 'signed-out', message: msg`That one-time code is not right. Try the current code.` },
	FORBIDDEN: { kind: 'forbidden', message: msg`You are not allowed to do this. Ask the shop owner if you need to.` },
	PRICE_CHANGE_FORBIDDEN: { kind: 'forbidden', message: msg`Only an administrator can change prices.` },
	LAST_ADMINISTRATOR: {
		kind: 'conflict',
		message: msg`This is the shop's last active owner. Make someone else an owner first.`,
	},
	OWN_ACCOUNT: {
		kind: 'conflict',
		message: msg`You cannot deactivate or delete your own account. Another administrator can.`,
	},
	RECORD_NOT_UNIQUE: {
		kind: 'conflict',
		message: msg`Another record already uses this value. Change it and save again.`,
	},
	CONTENT_TOO_LARGE: { kind: 'invalid', message: msg`The file is larger than 10 MB. Choose a smaller picture.` },
	INVALID_PAYLOAD: { kind: 'invalid', message: msg`The server did not accept this input.` },
	// Directus's own field checks, e.g. the password policy (at least 8 characters) on an invitation or reset.
	FAILED_VALIDATION: { kind: 'invalid', message: msg`The server did not accept this input.` },
	INVALID_QUERY: {
		kind: 'invalid',
		message: msg`The server did not understand this search. Change it and try again.`,
	},
	SERVICE_UNAVAILABLE: {
		kind: 'server',
		message: msg`The server is busy or unavailable. Try again in a moment.`,
		retry: true,
	},
	// A clerk is not told what the drawer should hold (the count at closing is blind); the owner finds the attempt in the till's report.
	DRAWER_SHORT: { kind: 'conflict', message: msg`The drawer cannot cover this; ask the owner.` },
	// Nor how far a count is from it: a clerk is only asked to count again.
	RECOUNT_NEEDED: {
		kind: 'conflict',
		message: msg`This count is far from what the drawer should hold. Count the drawer again, then close with the second count.`,
	},
	RESTORE_PENDING: {
		kind: 'conflict',
		message: msg`A restore is already under way. Wait for its outcome on this page.`,
	},
	INSUFFICIENT_STORAGE: {
		kind: 'server',
		message: msg`The server's disk is full, so nothing was saved. Ask whoever runs the server to free some space, then try again.`,
		retry: true,
	},
};

/**
 * Deckhand's own codes carry a sentence written for the counter; show it as it is. Sets of the
 * contract's codes: a code the server does not answer with cannot be listed.
 */
const SERVER_WORDED: ReadonlySet<string> = new Set<RefusalCode>([
	'OUT_OF_STOCK',
	'INVALID_TRANSITION',
	'INSUFFICIENT_CREDIT',
	'DISCOUNT_TOO_LARGE',
	'BUYLIST_LIMIT_EXCEEDED',
	'REFUND_LIMIT_EXCEEDED',
	'DUPLICATE_SKU',
	'VALIDATION_FAILED',
	'IN_USE',
	'TILL_NOT_OPEN',
	'TILL_ALREADY_OPEN',
	'SALE_KEY_USED',
	'RUN_IN_PROGRESS',
]);
const CONFLICTS: ReadonlySet<string> = new Set<RefusalCode>([
	'OUT_OF_STOCK',
	'INVALID_TRANSITION',
	'INSUFFICIENT_CREDIT',
	'DUPLICATE_SKU',
	'IN_USE',
	'TILL_NOT_OPEN',
	'TILL_ALREADY_OPEN',
	'SALE_KEY_USED',
	'RUN_IN_PROGRESS',
]);

/** The sign-in limiter's refusal (PRODUCT.md §6) says how long to wait, from the server's `retry_after`. */
function tooManyAttempts(seconds: number | undefined): string {
	if (typeof seconds !== 'number' || !Number.isFinite(seconds))
		return t`Too many attempts — wait a few minutes, then try again.`;
	const wait = Math.max(1, Math.ceil(seconds));
	return plural(wait, {
		one: 'Too many attempts — try again in # second.',
		other: 'Too many attempts — try again in # seconds.',
	});
}

function firstApiError(error: unknown): { status?: number; error?: ApiError } {
	if (typeof error !== 'object' || error === null) return {};
	const errors = (error as { errors?: ApiError[] }).errors;
	const response = (error as { response?: { status?: number } }).response;
	return { status: response?.status, error: Array.isArray(errors) ? errors[0] : undefined };
}

export function describeError(error: unknown): Problem {
	if (error instanceof TypeError || (typeof navigator !== 'undefined' && navigator.onLine === false))
		return {
			kind: 'offline',
			code: null,
			message: t`Cannot reach the server. Check the connection, then try again.`,
			retry: true,
		};

	const { status, error: apiError } = firstApiError(error);
	const code = apiError?.extensions?.code ?? null;
	const field = apiError?.extensions?.field;
	if (code && SERVER_WORDED.has(code) && apiError?.message)
		return {
			kind: CONFLICTS.has(code) ? 'conflict' : 'invalid',
			code,
			message: apiError.message,
			field,
			retry: false,
		};
	if (code === 'SEAT_LIMIT') {
		const limit = apiError?.extensions?.limit ?? 3;
		return {
			kind: 'conflict',
			code,
			message: t`All ${limit} owner accounts the shop has room for are taken (active or invited owners). Deactivate an owner or make them counter staff first.`,
			field,
			retry: false,
		};
	}
	// An administrator's refusal names the cash the drawer should hold, which they may know.
	if (
		((code === 'DRAWER_SHORT' && apiError?.extensions?.max !== undefined) ||
			(code === 'RECOUNT_NEEDED' && apiError?.extensions?.over_short !== undefined)) &&
		apiError?.message
	)
		return { kind: 'conflict', code, message: apiError.message, field, retry: false };
	if (code === 'TOO_MANY_ATTEMPTS')
		return { kind: 'forbidden', code, message: tooManyAttempts(apiError?.extensions?.retry_after), retry: true };
	const words = code ? WORDS[code] : undefined;
	// A 401 always means "not signed in (any more)", whatever the code says.
	if (status === 401 && words?.kind !== 'signed-out')
		return { kind: 'signed-out', code, message: i18n._(WORDS['TOKEN_EXPIRED']!.message), retry: false };
	if (words) {
		// The server's own sentence says what in the input it refused; it is not translated.
		const detail = apiError?.message;
		const message =
			(code === 'INVALID_PAYLOAD' || code === 'FAILED_VALIDATION') && detail
				? t`The server did not accept this input. ${detail}`
				: i18n._(words.message);
		return { kind: words.kind, code, message, field, retry: words.retry ?? false };
	}
	if (status === 403) return { kind: 'forbidden', code, message: i18n._(WORDS['FORBIDDEN']!.message), retry: false };
	return {
		kind: 'server',
		code,
		message: t`Something went wrong on the server. Try again; if it keeps happening, tell the shop owner.`,
		retry: true,
	};
}
