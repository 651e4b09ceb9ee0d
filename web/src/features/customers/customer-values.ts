import { t } from '@lingui/core/macro';
import { LIMITS } from '@deckhand/contract/domain/limits.ts';
import { formatNumber } from '../../lib/i18n/formats.ts';

/** What the customer form edits, as typed. */
export interface CustomerFormValues {
	name: string;
	email: string;
	phone: string;
	notes: string;
}

/** What is sent: trimmed, and an empty email or phone is none (many customers have no email; the unique index ignores none). */
export interface CustomerValues {
	name: string;
	email: string | null;
	phone: string | null;
	notes: string | null;
}

export const EMPTY_CUSTOMER: CustomerFormValues = { name: '', email: '', phone: '', notes: '' };

/** The server's own pattern (`domain/field-rules.ts`), so the form never lets through what the server refuses. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function toCustomer(values: CustomerFormValues): CustomerValues {
	const optional = (value: string) => value.trim() || null;
	return {
		name: values.name.trim(),
		email: optional(values.email)?.toLowerCase() ?? null,
		phone: optional(values.phone),
		notes: optional(values.notes),
	};
}

export function fromCustomer(customer: Partial<CustomerValues>): CustomerFormValues {
	return {
		name: customer.name ?? '',
		email: customer.email ?? '',
		phone: customer.phone ?? '',
		notes: customer.notes ?? '',
	};
}

/** The bounds of `domain/field-rules.ts`, in the same words, checked as the clerk types. */
export const customerRules = {
	name: (value: string) => {
		const length = value.trim().length;
		if (length >= 1 && length <= LIMITS.customerNameMax) return null;
		const max = formatNumber(LIMITS.customerNameMax);
		return t`Customer name must be 1 to ${max} characters long.`;
	},
	email: (value: string) => {
		const email = value.trim();
		return email === '' || (EMAIL.test(email) && email.length <= LIMITS.emailMax)
			? null
			: t`Email must be a valid address such as name@example.com.`;
	},
	phone: (value: string) => {
		if (value.trim().length <= LIMITS.phoneMax) return null;
		const max = formatNumber(LIMITS.phoneMax);
		return t`Phone must be at most ${max} characters long.`;
	},
};
