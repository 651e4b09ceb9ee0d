import { checkTexts, knownFields } from '../domain/input.ts';
import { parsedOrRefused } from '../domain/request-body.ts';
import { invalid } from '../errors.ts';
import { PASSWORD_CHANGE, policyPattern } from '@deckhand/contract/profile/password-rules.ts';

export interface PasswordChange {
	current: string;
	next: string;
}

/** `{ current_password, new_password }`: both given, the new one within the bounds and unlike the current one. */
export function parsePasswordChange(body: unknown): PasswordChange {
	const input = knownFields(body, Object.keys(PASSWORD_CHANGE.shape));
	// The current password is checked as it was chosen; a new one must be plain text a person can type again.
	checkTexts({ new_password: input['new_password'] });
	const change = parsedOrRefused(PASSWORD_CHANGE, input);
	return { current: change.current_password, next: change.new_password };
}

/** The owner's own policy (Directus settings), when it asks more than the length. */
export function checkPolicy(next: string, policy: string | null): void {
	if (policy && !policyPattern(policy).test(next))
		throw invalid(
			'new_password',
			"New password does not meet the shop's password policy (set by the owner in Directus's settings); choose a longer or more varied one.",
		);
}
