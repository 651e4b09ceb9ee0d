// The permission matrix's subjects of Directus's own tables of people and their work: users, files, comments, roles,
// policies and permissions, presets, settings, activity, revisions, notifications.
import { costRow, must, mustSend, unique } from './access-shop.ts';
import { card, json, newest, note, pictureUpload, policy, role, rows, type Subject } from './access-subject-kinds.ts';

export const DIRECTUS_USER_SUBJECTS: Record<string, Subject> = {
	directus_users: rows(
		'directus_users',
		'/users',
		async (shop) => ({
			email: `${unique('matrix-user')}@deckhand.example.com`,
			password: unique('pass-'),
			role: shop.staffRole,
			first_name: 'Matrix',
		}),
		{ title: 'Matrix' },
		{
			scopes: {
				update: {
					inside: async (shop) => json('PATCH', `/users/${shop.clerk.id}`, { title: unique('Counter ') }),
					outside: async (_shop, row) => json('PATCH', `/users/${row}`, { title: 'Not theirs' }),
				},
			},
		},
	),
	directus_files: {
		...rows('directus_files', '/files', async () => ({}), { title: 'Matrix picture' }),
		create: async () => pictureUpload(),
		row: async (shop) => (await mustSend(shop, pictureUpload())).id,
	},
	directus_folders: rows('directus_folders', '/folders', async () => ({ name: unique('Matrix folder ') }), {
		name: 'Matrix folder, renamed',
	}),
	directus_comments: rows(
		'directus_comments',
		'/comments',
		async (shop) => note('cards', await card(shop)),
		{ comment: 'Matrix note, changed' },
		{
			scopes: {
				create: {
					inside: async (shop) => json('POST', '/comments', note('cards', await card(shop))),
					outside: async (shop) => json('POST', '/comments', note('sku_costs', await costRow(shop))),
				},
				read: {
					inside: async (shop) =>
						json(
							'GET',
							`/comments?filter[id][_eq]=${(await must(shop, 'POST', '/comments', note('cards', await card(shop)))).id}`,
						),
					outside: async (shop) =>
						json(
							'GET',
							`/comments?filter[id][_eq]=${(await must(shop, 'POST', '/comments', note('sku_costs', await costRow(shop)))).id}`,
						),
				},
			},
		},
	),
	directus_roles: rows('directus_roles', '/roles', async () => ({ name: unique('Matrix role ') }), {
		description: 'Matrix',
	}),
	directus_policies: rows(
		'directus_policies',
		'/policies',
		async () => ({ name: unique('Matrix policy '), admin_access: false, app_access: false }),
		{ description: 'Matrix' },
	),
	directus_permissions: rows(
		'directus_permissions',
		'/permissions',
		async (shop) => ({
			policy: await policy(shop),
			collection: 'games',
			action: 'read',
			fields: ['*'],
			permissions: {},
		}),
		// A plain permission stays plain: Core refuses field lists and filters (RESOURCE_RESTRICTED) before asking who changes them.
		{ action: 'create', fields: ['*'] },
	),
	directus_access: rows(
		'directus_access',
		'/access',
		async (shop) => ({ role: await role(shop), policy: await policy(shop) }),
		{ sort: 2 },
	),
	directus_presets: rows(
		'directus_presets',
		'/presets',
		async () => ({ collection: 'games', bookmark: unique('Matrix view ') }),
		{ bookmark: 'Matrix view, renamed' },
	),
	directus_settings: {
		table: 'directus_settings',
		key: 'id',
		create: async () => json('POST', '/settings', { public_note: 'Matrix' }),
		read: () => json('GET', '/settings'),
		// The sign-in page's note, written as it is: the settings stay as the other files expect them.
		update: async (shop) =>
			json('PATCH', '/settings', {
				public_note: (await shop.db('directus_settings').first('public_note')).public_note,
			}),
		delete: () => json('DELETE', '/settings'),
		row: async (shop) => (await shop.db('directus_settings').first('id')).id,
		created: () => '',
	},
	directus_activity: {
		...rows('directus_activity', '/activity', async () => ({ action: 'create', collection: 'games', item: '1' }), {
			comment: 'matrix',
		}),
		row: newest('directus_activity'),
	},
	directus_revisions: {
		...rows('directus_revisions', '/revisions', async () => ({ collection: 'games', item: '1', data: {} }), {
			data: {},
		}),
		row: newest('directus_revisions'),
	},
	directus_notifications: rows(
		'directus_notifications',
		'/notifications',
		async (shop) => ({ recipient: shop.adminId, subject: unique('Matrix ') }),
		{ status: 'archived' },
	),
};
