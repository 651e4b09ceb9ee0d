import { t } from '@lingui/core/macro';
import { LIMITS } from '@deckhand/contract/domain/limits.ts';
import { PASSWORD_CHANGE } from '@deckhand/contract/profile/password-rules.ts';
import { boundsFrom } from '../../lib/fields/schema-bounds.ts';
import { formatNumber } from '../../lib/i18n/formats.ts';

export interface NameValues {
	first_name: string;
	last_name: string;
}

export interface PasswordValues {
	current_password: string;
	new_password: string;
	repeat: string;
}

export const EMPTY_PASSWORDS: PasswordValues = { current_password: '', new_password: '', repeat: '' };

const nameRule = (label: () => string) => (value: string) => {
	if (value.trim().length <= LIMITS.personNameMax) return null;
	const field = label();
	const max = formatNumber(LIMITS.personNameMax);
	return t`${field} must be at most ${max} characters long.`;
};

/** The bounds of `domain/field-rules.ts` for a person's name. */
export const nameRules = { first_name: nameRule(() => t`First name`), last_name: nameRule(() => t`Last name`) };

export const toName = (values: NameValues) => ({
	first_name: values.first_name.trim() || null,
	last_name: values.last_name.trim() || null,
});

const NEW_PASSWORD = boundsFrom(PASSWORD_CHANGE.shape.new_password);

/** The bounds of the password change's schema (`profile/password-rules.ts`), said as the person types. */
export const passwordRules = {
	current_password: (value: string) =>
		value === '' ? t`Type your current password: a new one is set only with it.` : null,
	new_password: (value: string, values: PasswordValues) => {
		const min = formatNumber(NEW_PASSWORD.min);
		const max = formatNumber(NEW_PASSWORD.max);
		if (value.length < NEW_PASSWORD.min || value.length > NEW_PASSWORD.max)
			return t`New password must be ${min} to ${max} characters long.`;
		return value === values.current_password ? t`New password must differ from the current one.` : null;
	},
	repeat: (value: string, values: PasswordValues) =>
		value === values.new_password ? null : t`The two passwords differ.`,
};
