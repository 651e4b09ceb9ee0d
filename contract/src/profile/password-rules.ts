/** The bounds of a password anyone chooses (PRODUCT.md §5): for the server and the dashboard's forms; imports nothing. */
export const PASSWORD_LIMITS = {
	min: 8,
	/** Far above any typed password; keeps one request's hashing short. */
	max: 256,
} as const;

/**
 * Directus's `auth_password_policy` as Deckhand sets it on a fresh install (Directus's own "weak"
 * preset, the same minimum): Directus then checks every password it writes, invites and resets
 * included.
 */
export const PASSWORD_POLICY = `/^.{${PASSWORD_LIMITS.min},}$/`;

/** A password policy as Directus stores it (`/…/` or a bare pattern), as Directus itself reads it (`UsersService.checkPasswordPolicy`). */
export function policyPattern(policy: string): RegExp {
	const wrapped = policy.startsWith('/') && policy.endsWith('/');
	return new RegExp(wrapped ? policy.slice(1, -1) : policy);
}

/** `POST /deckhand/profile/password`'s body. */
export interface PasswordChangeBody {
	current_password: string;
	new_password: string;
}
