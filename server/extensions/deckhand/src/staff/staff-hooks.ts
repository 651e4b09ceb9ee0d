import type { Accountability, RegisterFunctions } from '@directus/types';
import type { Knex } from 'knex';
import { LastAdministratorError, OwnAccountError, SeatLimitError } from '../errors.ts';
import {
	staffRefusal,
	type AccessGrants,
	type StaffChange,
	type StaffMember,
	type StaffRefusal,
} from '@deckhand/contract/staff/staff-rules.ts';

type Payload = Record<string, unknown>;
interface FilterContext {
	database: Knex;
	accountability: Accountability | null;
}

/** Directus stores booleans as 1/0 on SQLite and true/false on PostgreSQL. */
const truthy = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';

async function staffOf(database: Knex): Promise<StaffMember[]> {
	return (await database('directus_users').select('id', 'email', 'role', 'status')) as StaffMember[];
}

/** Who is granted admin or app access, through a role or directly (Directus's `directus_access`). */
async function grantsOf(database: Knex): Promise<AccessGrants> {
	const rows = (await database('directus_access as a')
		.join('directus_policies as p', 'p.id', 'a.policy')
		.select('a.role', 'a.user', 'p.admin_access', 'p.app_access')) as Array<{
		role: string | null;
		user: string | null;
		admin_access: unknown;
		app_access: unknown;
	}>;
	const grants = {
		adminRoles: new Set<string>(),
		seatRoles: new Set<string>(),
		adminUsers: new Set<string>(),
		seatUsers: new Set<string>(),
	};
	for (const row of rows) {
		const admin = truthy(row.admin_access);
		if (!admin && !truthy(row.app_access)) continue;
		if (row.role)
			(admin ? [grants.adminRoles, grants.seatRoles] : [grants.seatRoles]).forEach((set) => set.add(row.role!));
		if (row.user)
			(admin ? [grants.adminUsers, grants.seatUsers] : [grants.seatUsers]).forEach((set) => set.add(row.user!));
	}
	return grants;
}

/** A role given as an id, or as a related object with one; anything else names no existing role. */
function roleIn(value: unknown): string | null {
	if (typeof value === 'string') return value;
	if (typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string')
		return (value as { id: string }).id;
	return null;
}

function refusalError(refusal: StaffRefusal): Error {
	switch (refusal.rule) {
		case 'own-account':
			return new OwnAccountError(
				refusal.action === 'delete'
					? 'You cannot delete your own account; another administrator can.'
					: 'You cannot deactivate your own account; another administrator can.',
				{ field: refusal.field },
			);
		case 'last-administrator':
			return new LastAdministratorError(
				`${refusal.member.email ?? 'This person'} is the shop's last active administrator: make someone else an administrator first.`,
				{ field: refusal.field, user: refusal.member.id },
			);
		case 'seat-limit':
			return new SeatLimitError(
				`Directus Core allows ${refusal.limit} seats (active or invited administrators), and this would need ${refusal.held}. Deactivate an administrator or make them staff first.`,
				{ field: refusal.field, limit: refusal.limit, held: refusal.held },
			);
	}
}

async function refuseIfBroken(change: StaffChange, { database, accountability }: FilterContext): Promise<void> {
	// Everyone else meets Directus's own permission check, which comes after these filters: staff may change only their own name, email, password and looks.
	if (accountability && !accountability.admin) return;
	const refusal = staffRefusal(
		await staffOf(database),
		change,
		await grantsOf(database),
		accountability?.user ?? null,
	);
	if (refusal) throw refusalError(refusal);
}

/**
 * The rules on staff accounts for every way a user is created, changed or deleted: the items API
 * (`/users`), GraphQL, invitations (`/users/invite` creates the invited user, or changes an
 * invited user's role) and acceptance. Directus emits `users.create|update|delete` filters for
 * its system collection, never `items.*`.
 */
export function staffHooks({ filter }: Pick<RegisterFunctions, 'filter'>): void {
	filter('users.create', async (input, _meta, context) => {
		const payload = input as Payload;
		const member: StaffMember = {
			id: typeof payload['id'] === 'string' ? payload['id'] : '(new)',
			email: typeof payload['email'] === 'string' ? payload['email'] : null,
			role: roleIn(payload['role']),
			status: typeof payload['status'] === 'string' ? payload['status'] : 'active',
		};
		await refuseIfBroken({ kind: 'create', member }, context as FilterContext);
		return input;
	});

	filter('users.update', async (input, meta, context) => {
		const payload = input as Payload;
		if (!('role' in payload) && !('status' in payload)) return input;
		const ids = ((meta as { keys?: unknown[] }).keys ?? []).map(String);
		const change: StaffChange = {
			kind: 'update',
			ids,
			...('role' in payload ? { role: roleIn(payload['role']) } : {}),
			...(typeof payload['status'] === 'string' ? { status: payload['status'] } : {}),
		};
		await refuseIfBroken(change, context as FilterContext);
		return input;
	});

	filter('users.delete', async (keys, _meta, context) => {
		await refuseIfBroken({ kind: 'delete', ids: (keys as unknown[]).map(String) }, context as FilterContext);
		return keys;
	});
}
