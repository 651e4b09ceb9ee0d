import type { Accountability, RegisterFunctions } from '@directus/types';
import { WriteForbiddenError } from '../errors.ts';

/**
 * The accountabilities of Deckhand's own password change (`change-password.ts`), which has
 * checked the current password: the one writer of a person's own password. Held weakly, so
 * each lives as long as its request.
 */
const checkedChanges = new WeakSet<Accountability>();

/** The caller's accountability for writing their own checked password: administrator's rights for this one write, still the caller in the activity log. */
export function checkedPasswordChange(accountability: Accountability): Accountability {
	const checked: Accountability = { ...accountability, admin: true };
	checkedChanges.add(checked);
	return checked;
}

/**
 * Directus takes a new password on one's own record (`PATCH /users/me`, `/users/:id`, GraphQL)
 * without the current one, so a session left open would be enough to take the account over.
 * Every such write is refused, for every role; a password changes through
 * `POST /deckhand/profile/password` (current password required), Directus's reset mail and the
 * invite (neither runs as the user), and an administrator may still set another person's.
 */
export function refuseOwnPasswordWrite(
	payload: Record<string, unknown>,
	keys: unknown[],
	accountability: Accountability | null,
): void {
	if (!('password' in payload) || !accountability?.user || checkedChanges.has(accountability)) return;
	if (keys.map(String).includes(accountability.user))
		throw new WriteForbiddenError(
			'Change your password on your profile, with your current password (POST /deckhand/profile/password).',
			{ collection: 'directus_users' },
		);
}

export function ownPasswordRule({ filter }: Pick<RegisterFunctions, 'filter'>): void {
	filter('users.update', (input, meta, { accountability }) => {
		refuseOwnPasswordWrite(
			input as Record<string, unknown>,
			(meta['keys'] as unknown[] | undefined) ?? [],
			accountability,
		);
		return input;
	});
}
