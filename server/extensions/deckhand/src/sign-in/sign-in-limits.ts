/**
 * How many sign-in failures and password-reset requests Deckhand allows per e-mail address and
 * per client address (IP) within a window, from the Directus environment (defaults in
 * `server/config/directus-env.ts`; tests shorten the window).
 */
export interface SignInLimits {
	windowSeconds: number;
	failuresPerAddress: number;
	failuresPerClient: number;
	resetRequestsPerAddress: number;
	resetRequestsPerClient: number;
}

const DEFAULTS: SignInLimits = {
	windowSeconds: 900,
	failuresPerAddress: 5,
	failuresPerClient: 20,
	resetRequestsPerAddress: 3,
	resetRequestsPerClient: 10,
};

const VARIABLES: Record<keyof SignInLimits, string> = {
	windowSeconds: 'DECKHAND_SIGN_IN_WINDOW',
	failuresPerAddress: 'DECKHAND_SIGN_IN_FAILURES_PER_ADDRESS',
	failuresPerClient: 'DECKHAND_SIGN_IN_FAILURES_PER_CLIENT',
	resetRequestsPerAddress: 'DECKHAND_PASSWORD_REQUESTS_PER_ADDRESS',
	resetRequestsPerClient: 'DECKHAND_PASSWORD_REQUESTS_PER_CLIENT',
};

/** A missing or unreadable value keeps its default rather than switching the limiter off. */
export function signInLimits(env: Record<string, unknown>): SignInLimits {
	const limits = { ...DEFAULTS };
	for (const key of Object.keys(VARIABLES) as (keyof SignInLimits)[]) {
		const value = Number(env[VARIABLES[key]]);
		if (Number.isInteger(value) && value > 0) limits[key] = value;
	}
	return limits;
}
