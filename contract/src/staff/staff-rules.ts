/**
 * The rules on staff accounts, as pure functions over the shop's people and what their roles
 * grant: the server's hooks refuse with them (`staff-hooks.ts`) and the dashboard's Staff screen
 * reads the same functions to say a refusal before the owner asks for it.
 */

/**
 * Seats on Directus Core (`CORE_LICENSE.entitlements.seats` in `@directus/license`): users whose
 * policies grant app or admin access. Deckhand's "Shop staff" policy grants neither, so clerks
 * never take one.
 */
export const CORE_SEATS = 3;

export interface StaffMember {
	id: string;
	email: string | null;
	role: string | null;
	/** Directus's user status: `active`, `invited`, `suspended`, `draft`, `archived`… */
	status: string;
}

/** Roles and users whose policies grant admin access, or app access (either takes a seat). */
export interface AccessGrants {
	adminRoles: ReadonlySet<string>;
	seatRoles: ReadonlySet<string>;
	adminUsers: ReadonlySet<string>;
	seatUsers: ReadonlySet<string>;
}

export type StaffChange =
	| { kind: 'create'; member: StaffMember }
	| { kind: 'update'; ids: readonly string[]; role?: string | null; status?: string }
	| { kind: 'delete'; ids: readonly string[] };

export type StaffRefusal =
	| { rule: 'own-account'; field: 'status' | 'id'; action: 'deactivate' | 'delete' }
	| { rule: 'last-administrator'; field: 'role' | 'status' | 'id'; member: StaffMember }
	| { rule: 'seat-limit'; field: 'role' | 'status'; limit: number; held: number };

export const isAdministrator = (member: StaffMember, grants: AccessGrants) =>
	member.status === 'active' &&
	((member.role !== null && grants.adminRoles.has(member.role)) || grants.adminUsers.has(member.id));

/**
 * Whether the member holds a seat. Directus counts active users only, and at an invitation's
 * acceptance quietly makes the user `inactive-license` when the seats are full: Deckhand counts
 * an invitation to a seat role as its seat, so an accepted invitation always finds one.
 */
export const holdsSeat = (member: StaffMember, grants: AccessGrants) =>
	(member.status === 'active' || member.status === 'invited') &&
	((member.role !== null && grants.seatRoles.has(member.role)) || grants.seatUsers.has(member.id));

export const seatsHeld = (members: readonly StaffMember[], grants: AccessGrants) =>
	members.filter((member) => holdsSeat(member, grants)).length;

/** The people after the change. */
export function applyChange(members: readonly StaffMember[], change: StaffChange): StaffMember[] {
	if (change.kind === 'create') return [...members, change.member];
	const ids = new Set(change.ids);
	if (change.kind === 'delete') return members.filter((member) => !ids.has(member.id));
	return members.map((member) =>
		ids.has(member.id)
			? {
					...member,
					...(change.role !== undefined ? { role: change.role } : {}),
					...(change.status !== undefined ? { status: change.status } : {}),
				}
			: member,
	);
}

/**
 * Why the change must not happen, or null: no one deactivates or deletes their own account; the
 * shop keeps at least one active administrator; and no change takes more seats than Core allows
 * (a change that leaves the count where it was, or lowers it, is never refused for seats).
 */
export function staffRefusal(
	members: readonly StaffMember[],
	change: StaffChange,
	grants: AccessGrants,
	actor: string | null,
	limit = CORE_SEATS,
): StaffRefusal | null {
	const ids = change.kind === 'create' ? [] : change.ids;
	const deactivates =
		change.kind === 'delete' ||
		(change.kind === 'update' && change.status !== undefined && change.status !== 'active');
	if (actor !== null && deactivates && ids.includes(actor))
		return change.kind === 'delete'
			? { rule: 'own-account', field: 'id', action: 'delete' }
			: { rule: 'own-account', field: 'status', action: 'deactivate' };

	const after = applyChange(members, change);
	const administrators = members.filter((member) => isAdministrator(member, grants));
	if (administrators.length > 0 && !after.some((member) => isAdministrator(member, grants))) {
		const field =
			change.kind === 'delete'
				? 'id'
				: change.kind === 'update' && change.status !== undefined && change.status !== 'active'
					? 'status'
					: 'role';
		return { rule: 'last-administrator', field, member: administrators[0]! };
	}

	const before = seatsHeld(members, grants);
	const held = seatsHeld(after, grants);
	if (held > limit && held > before)
		return {
			rule: 'seat-limit',
			field: change.kind === 'update' && change.role === undefined ? 'status' : 'role',
			limit,
			held,
		};
	return null;
}
