import { inviteUser, passwordRequest, readRoles, readUsers, updateUser } from '@directus/sdk';
import { queryOptions } from '@tanstack/react-query';
import type { AccessGrants, StaffMember } from '@deckhand/contract/staff/staff-rules.ts';
import { ENDPOINTS } from '@deckhand/contract/api/endpoints.ts';
import { send } from '../../lib/api/deckhand-client.ts';
import { staffKeys } from '../../lib/api/keys.ts';
import { directus } from '../../lib/directus/client.ts';
import { directusSort, type StaffSort } from './staff-search.ts';

interface Grant {
	policy: { admin_access: boolean; app_access: boolean } | null;
}

export interface StaffRow {
	id: string;
	first_name: string | null;
	last_name: string | null;
	email: string | null;
	status: string;
	last_access: string | null;
	role: { id: string; name: string } | null;
	/** Policies given to the person directly, besides their role's. */
	policies: Grant[];
}

export interface StaffRole {
	id: string;
	name: string;
	policies: Grant[];
}

export interface StaffList {
	rows: StaffRow[];
	roles: StaffRole[];
	/** The rows as the staff rules read them (`staff-rules.ts`), to say a refusal before the server would. */
	members: StaffMember[];
	grants: AccessGrants;
}

const GRANT_FIELDS = ['policies.policy.admin_access', 'policies.policy.app_access'];

/** Who is granted admin or app access, through a role or directly: read from the server, never from role names. */
export function grantsOf(rows: StaffRow[], roles: StaffRole[]): AccessGrants {
	const admin = (grants: Grant[]) => grants.some((grant) => grant.policy?.admin_access);
	const seat = (grants: Grant[]) => grants.some((grant) => grant.policy?.admin_access || grant.policy?.app_access);
	return {
		adminRoles: new Set(roles.filter((role) => admin(role.policies)).map((role) => role.id)),
		seatRoles: new Set(roles.filter((role) => seat(role.policies)).map((role) => role.id)),
		adminUsers: new Set(rows.filter((row) => admin(row.policies)).map((row) => row.id)),
		seatUsers: new Set(rows.filter((row) => seat(row.policies)).map((row) => row.id)),
	};
}

/** Everyone with an account, and the roles they may be given. A shop has a handful of people: one request, sorted by the server. */
export const staffQuery = (sort: StaffSort | undefined) =>
	queryOptions({
		queryKey: staffKeys.list({ sort }),
		queryFn: async (): Promise<StaffList> => {
			const [rows, roles] = await Promise.all([
				directus.request(
					readUsers({
						fields: [
							'id',
							'first_name',
							'last_name',
							'email',
							'status',
							'last_access',
							'role.id',
							'role.name',
							...GRANT_FIELDS,
						],
						sort: directusSort(sort),
						limit: -1,
					} as never),
				),
				directus.request(
					readRoles({ fields: ['id', 'name', ...GRANT_FIELDS], sort: ['name'], limit: -1 } as never),
				),
			]);
			const people = rows as unknown as StaffRow[];
			const shopRoles = roles as unknown as StaffRole[];
			const members = people.map((row) => ({
				id: row.id,
				email: row.email,
				role: row.role?.id ?? null,
				status: row.status,
			}));
			return { rows: people, roles: shopRoles, members, grants: grantsOf(people, shopRoles) };
		},
	});

/** The dashboard's own page for accepting an invitation (Directus's default would be the Data Studio's). */
const acceptInviteUrl = () => `${window.location.origin}/app/accept-invite`;

/** Invites, or for someone already invited sends the invitation again (Directus does both through the same call). */
export const invite = (email: string, role: string) => directus.request(inviteUser(email, role, acceptInviteUrl()));
export const changeRole = (id: string, role: string) =>
	directus.request(updateUser(id, { role } as never, { fields: ['id'] }));
export const changeStatus = (id: string, status: 'active' | 'suspended') =>
	directus.request(updateUser(id, { status } as never, { fields: ['id'] }));
export const sendPasswordReset = (email: string) =>
	directus.request(passwordRequest(email, `${window.location.origin}/app/reset-password`));
/** Lets the person sign in again after too many wrong passwords, from every address (administrators only). */
export const liftSignInLock = (id: string) => send(ENDPOINTS.signInLockLift, { params: { user: id } });
