import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { StaffRefusal } from '@deckhand/contract/staff/staff-rules.ts';
import { personName } from '../../lib/people.ts';

/** Directus's user statuses as the owner says them; translated where shown. */
const STATUS_WORDS: Record<string, MessageDescriptor> = {
	active: msg({ message: 'Active', context: 'account status' }),
	invited: msg({ message: 'Invited', context: 'account status' }),
	suspended: msg({ message: 'Deactivated', context: 'account status' }),
	draft: msg({ message: 'Draft', context: 'account status' }),
	archived: msg({ message: 'Archived', context: 'account status' }),
	'inactive-license': msg({ message: 'Over the seat limit', context: 'account status' }),
};

export function statusWords(status: string): string {
	const words = STATUS_WORDS[status];
	return words ? i18n._(words) : status;
}

/**
 * The roles Deckhand makes (`server/provision/access.ts`), as the shop says them: Directus's names
 * ("User", "Administrator") are the machinery's. A role the owner made in the Data Studio keeps its own name.
 */
const ROLE_WORDS: Record<string, MessageDescriptor> = {
	Administrator: msg({ message: 'Owner', context: 'role' }),
	User: msg({ message: 'Counter staff', context: 'role' }),
};

export function roleWords(role: { name: string } | null): string {
	if (!role) return '';
	const words = ROLE_WORDS[role.name];
	return words ? i18n._(words) : role.name;
}

/** A person as the Staff screen names them: their name, or their email until they have one. */
export const staffName = (row: { first_name: string | null; last_name: string | null; email: string | null }) =>
	personName({ ...row, email: row.email ?? '' });

/** Why an action would be refused, said before it is asked for: the same rules the server applies (`staff-rules.ts`). */
export function refusalWords(refusal: StaffRefusal): string {
	switch (refusal.rule) {
		case 'own-account':
			return t`You cannot deactivate your own account. Another administrator can.`;
		case 'last-administrator': {
			const name = refusal.member.email ?? '';
			return t`${name} is the shop's last active owner. Make someone else an owner first.`;
		}
		case 'seat-limit': {
			const { limit, held } = refusal;
			return t`The shop has room for ${limit} owner accounts, and this would need ${held}: every active or invited owner counts, counter staff never do. Deactivate an owner or make them counter staff first.`;
		}
	}
}
