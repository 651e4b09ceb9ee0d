import { z } from 'zod';

/** The bounds of a password anyone chooses (PRODUCT.md §5): for the server and the dashboard's forms. */
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

const NEW_PASSWORD = `New password must be ${PASSWORD_LIMITS.min} to ${PASSWORD_LIMITS.max} characters long.`;
const CURRENT_PASSWORD = 'Current password is required to choose a new one.';

/** `POST /deckhand/profile/password`'s body: the current password, and a new one within the bounds and unlike it. */
export const PASSWORD_CHANGE = z
	.object({
		current_password: z.string({ error: CURRENT_PASSWORD }).min(1, { error: CURRENT_PASSWORD }),
		new_password: z
			.string({ error: NEW_PASSWORD })
			.min(PASSWORD_LIMITS.min, { error: NEW_PASSWORD })
			.max(PASSWORD_LIMITS.max, { error: NEW_PASSWORD }),
	})
	.refine((change) => change.new_password !== change.current_password, {
		error: 'New password must differ from the current one.',
		path: ['new_password'],
	});
export type PasswordChangeBody = z.input<typeof PASSWORD_CHANGE>;
