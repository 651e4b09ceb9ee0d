import {
	createPermissions,
	createPolicy,
	createRole,
	deletePermissions,
	readPermissions,
	readPolicies,
	readRoles,
	updatePolicy,
	updateRole,
} from '@directus/sdk';
import type { AdminClient } from './admin-client.ts';

type Action = 'create' | 'read' | 'update' | 'delete';
interface PermissionSpec {
	collection: string;
	action: Action;
	/** Only exact copies of Directus's recommended app permissions may carry filters or field lists on Core. */
	permissions?: Record<string, unknown>;
	fields?: string[];
}

const STAFF_ROLE = 'User';
const STAFF_POLICY = 'Shop staff';
const ADMIN_ROLE = 'Administrator';
const ADMIN_POLICY = 'Administrator';

const grant = (collection: string, ...actions: Action[]): PermissionSpec[] =>
	actions.map((action) => ({ collection, action }));

/**
 * What counter staff may do through the items API, collection by collection (Core allows no
 * finer rules). Prices, quantities, ledgers and state changes are further guarded by the
 * Deckhand extension; costs (`sku_costs`, `order_line_costs`, the offers of `buylist_lines`), revisions and
 * activity are absent.
 */
export const STAFF_PERMISSIONS: PermissionSpec[] = [
	...grant('games', 'read', 'create', 'update'),
	...grant('sets', 'read', 'create', 'update'),
	...grant('cards', 'read', 'create', 'update'),
	...grant('skus', 'read', 'create', 'update'),
	...grant('stock_movements', 'read'),
	...grant('customers', 'read', 'create', 'update'),
	...grant('orders', 'read'),
	...grant('order_lines', 'read'),
	...grant('order_events', 'read'),
	...grant('order_payments', 'read'),
	...grant('buylists', 'read'),
	// No buylist_lines: an offer paid is what the stock cost, and Core cannot hide a field per row. Staff read
	// lines through GET /deckhand/buylists/:id, which shows the offers of open buylists and of today's only.
	// What the shop buys and at what price is the owner's: clerks see the rules their offers follow.
	...grant('buying_rules', 'read'),
	...grant('credit_ledger', 'read'),
	...grant('shop_settings', 'read'),
	// The registers and their sessions: the owner names the tills; sessions are written by the till commands only.
	...grant('tills', 'read'),
	...grant('till_sessions', 'read'),
	// Card images: staff upload new pictures; replacing or deleting a file stays with administrators.
	...grant('directus_files', 'read', 'create'),
	...grant('directus_folders', 'read'),
	// Notes on cards, orders, buylists and customers; the extension narrows reads to those collections. No edit or delete.
	...grant('directus_comments', 'read', 'create'),
	...grant('directus_roles', 'read'),
	...grant('directus_users', 'read'),
	{
		collection: 'directus_users',
		action: 'update',
		permissions: { id: { _eq: '$CURRENT_USER' } },
		fields: [
			'first_name',
			'last_name',
			'email',
			'password',
			'location',
			'title',
			'description',
			'avatar',
			'language',
			'appearance',
			'theme_light',
			'theme_dark',
			'theme_light_overrides',
			'theme_dark_overrides',
			'tfa_secret',
		],
	},
];

async function ensurePolicy(
	client: AdminClient,
	name: string,
	values: { admin_access: boolean; app_access: boolean; icon: string; description: string },
): Promise<string> {
	const [existing] = await client.request(
		readPolicies({ filter: { name: { _eq: name } }, fields: ['id', 'admin_access', 'app_access'], limit: 1 }),
	);
	if (!existing) return (await client.request(createPolicy({ name, ...values }))).id as string;
	if (existing.admin_access !== values.admin_access || existing.app_access !== values.app_access)
		await client.request(updatePolicy(existing.id as string, values));
	return existing.id as string;
}

async function ensureRoleWithPolicy(client: AdminClient, name: string, policy: string, icon: string): Promise<string> {
	const roles = (await client.request(
		readRoles({ filter: { name: { _eq: name } }, fields: ['id', 'policies.policy'] as never, limit: 1 }),
	)) as Array<{
		id: string;
		policies: Array<{ policy: string }>;
	}>;
	const role = roles[0];
	if (!role) return (await client.request(createRole({ name, icon, policies: [{ policy }] } as never))).id as string;
	if (!role.policies.some((access) => access.policy === policy))
		await client.request(updateRole(role.id, { policies: { create: [{ policy }] } } as never));
	return role.id;
}

const permissionKey = (p: { collection: string; action: string }) => `${p.collection}:${p.action}`;

/** Makes the policy's permissions exactly the given list: missing ones created, others removed. */
async function syncPermissions(client: AdminClient, policy: string, wanted: PermissionSpec[]): Promise<void> {
	const current = await client.request(
		readPermissions({ filter: { policy: { _eq: policy } }, fields: ['id', 'collection', 'action'], limit: -1 }),
	);
	const wantedKeys = new Set(wanted.map(permissionKey));
	const stale = current.filter((p) => !wantedKeys.has(permissionKey(p as never))).map((p) => p.id as number);
	if (stale.length > 0) await client.request(deletePermissions(stale));
	const currentKeys = new Set(current.map((p) => permissionKey(p as never)));
	const missing = wanted.filter((p) => !currentKeys.has(permissionKey(p)));
	if (missing.length > 0)
		await client.request(
			createPermissions(
				missing.map((p) => ({
					policy,
					collection: p.collection,
					action: p.action,
					permissions: p.permissions ?? {},
					fields: p.fields ?? ['*'],
				})) as never,
			),
		);
}

export interface AccessIds {
	adminRole: string;
	staffRole: string;
}

/** Roles and policies by name, created or brought up to date: safe to run at every start. */
export async function applyAccess(client: AdminClient): Promise<AccessIds> {
	const adminPolicy = await ensurePolicy(client, ADMIN_POLICY, {
		admin_access: true,
		app_access: true,
		icon: 'verified',
		description: 'Owner and managers: everything, including costs, prices and staff.',
	});
	const staffPolicy = await ensurePolicy(client, STAFF_POLICY, {
		admin_access: false,
		app_access: false,
		icon: 'badge',
		description: 'Counter and fulfilment staff: sell, fulfil, take trade-ins, adjust stock; never costs or prices.',
	});
	const adminRole = await ensureRoleWithPolicy(client, ADMIN_ROLE, adminPolicy, 'verified');
	const staffRole = await ensureRoleWithPolicy(client, STAFF_ROLE, staffPolicy, 'badge');
	await syncPermissions(client, staffPolicy, STAFF_PERMISSIONS);
	return { adminRole, staffRole };
}
