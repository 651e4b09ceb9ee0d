import { checkTexts, knownFields } from '../domain/input.ts';
import { invalid } from '../errors.ts';
import { PASSWORD_LIMITS, policyPattern } from '@deckhand/contract/profile/password-rules.ts';

export interface PasswordChange {
	current: string;
	next: string;
}

/** `{ current_password, new_password }`: both given, the new one within the bounds and unlike the current one. */
export function parsePasswordChange(body: unknown): PasswordChange {
	const input = knownFields(body, ['current_password', 'new_password']);
	const current = input['current_password'];
	const next = input['new_password'];
	// The current password is checked as it was chosen; a new one must be plain text a person can type again.
	checkTexts({ new_password: next });
	if (typeof current !== 'string' || current === '')
		throw invalid('current_password', 'Current password is required to choose a new one.');
	if (typeof next !== 'string' || next.length < PASSWORD_LIMITS.min || next.length > PASSWORD_LIMITS.max)
		throw invalid(
			'new_password',
			`New password must be ${PASSWORD_LIMITS.min} to ${PASSWORD_LIMITS.max} characters long.`,
			{ min: PASSWORD_LIMITS.min, max: PASSWORD_LIMITS.max },
		);
	if (next === current) throw invalid('new_password', 'New password must differ from the current one.');
	return { current, next };
}

/** The owner's own policy (Directus settings), when it asks more than the length. */
export function checkPolicy(next: string, policy: string | null): void {
	if (policy && !policyPattern(policy).test(next))
		throw invalid(
			'new_password',
			"New password does not meet the shop's password policy (set by the owner in Directus's settings); choose a longer or more varied one.",
		);
}
