import { randomUUID } from 'node:crypto';
import { costRow, draftBuylist, must, mustSend, newTill, openOrder, openedTill, unique } from './access-shop.ts';
import {
	book,
	card,
	collectionBody,
	customer,
	dashboard,
	deployment,
	flow,
	hostCollection,
	items,
	json,
	MATRIX_COLLECTION,
	newCollection,
	newest,
	newField,
	newRelation,
	note,
	pictureUpload,
	policy,
	PROVIDER,
	role,
	rows,
	sku,
	unreachable,
	type Subject,
} from './access-subject-kinds.ts';

/**
 * Every subject of the permission matrix: the shop's collections, Directus's own, and the tables
 * Deckhand keeps from Directus (`access-subject-kinds.ts` says what each kind is).
 */
export const SUBJECTS: Record<string, Subject> = {
	games: items('games', async () => ({ name: unique('Matrix game '), code: unique('mx') }), {
		name: 'Matrix game, renamed',
	}),
	sets: items('sets', async (shop) => ({ game: shop.game, code: unique('ms'), name: unique('Matrix set ') }), {
		name: 'Matrix set, renamed',
	}),
	cards: items('cards', async (shop) => ({ set: shop.set, name: unique('Matrix card ') }), { rarity: 'Matrix' }),
	skus: items(
		'skus',
		async (shop) => ({ card: await card(shop), condition: 'NM', finish: 'normal', language: 'EN' }),
		{ bin: 'M-1' },
		{
			scopes: {
				update: {
					inside: async (_shop, row) => json('PATCH', `/items/skus/${row}`, { bin: unique('M-') }),
					outside: async (_shop, row) => json('PATCH', `/items/skus/${row}`, { price: 1_234 }),
				},
			},
		},
	),
	sku_costs: items(
		'sku_costs',
		async (shop) => ({ sku: await sku(shop), unit_cost: 300 }),
		{ unit_cost: 350 },
		{ row: (shop) => costRow(shop) },
	),
	stock_movements: book(
		'stock_movements',
		async (shop) => ({ sku: await sku(shop), delta: 1, reason: 'count' }),
		{ note: 'matrix' },
		async (shop) => {
			const stocked = await sku(shop);
			return (await shop.db('stock_movements').where('sku', stocked).orderBy('id', 'desc').first('id')).id;
		},
	),
	customers: items('customers', async () => ({ name: unique('Matrix customer ') }), { notes: 'matrix' }),
	orders: book(
		'orders',
		async () => ({ number: unique('M-'), channel: 'counter', status: 'completed' }),
		{ tracking_number: 'MATRIX' },
		async (shop) => (await openOrder(shop)).order,
	),
	order_lines: book(
		'order_lines',
		async (shop) => ({
			order: (await openOrder(shop)).order,
			sku: await sku(shop),
			quantity: 1,
			unit_price: 100,
			line_total: 100,
		}),
		{ quantity: 2 },
		async (shop) => (await openOrder(shop)).plainLine,
	),
	order_line_costs: book(
		'order_line_costs',
		async (shop) => ({ order_line: (await openOrder(shop)).plainLine, unit_cost: 100 }),
		{ unit_cost: 1 },
		async (shop) => {
			const { costedLine } = await openOrder(shop);
			return (await shop.db('order_line_costs').where('order_line', costedLine).first('id')).id;
		},
	),
	order_events: book(
		'order_events',
		async (shop) => ({ order: (await openOrder(shop)).order, to_status: 'paid' }),
		{ note: 'matrix' },
		async (shop) => {
			const { order } = await openOrder(shop);
			return (await shop.db('order_events').where('order', order).first('id')).id;
		},
	),
	order_payments: book(
		'order_payments',
		async (shop) => ({ order: (await openOrder(shop)).order, method: 'card', amount: 1 }),
		{ amount: 2 },
		async (shop) => {
			const { order } = await openOrder(shop);
			return (await shop.db('order_payments').where('order', order).first('id')).id;
		},
	),
	buylists: book(
		'buylists',
		async () => ({ number: unique('B-'), status: 'draft' }),
		{ status: 'cancelled' },
		async (shop) => (await draftBuylist(shop)).buylist,
	),
	buylist_lines: book(
		'buylist_lines',
		async (shop) => ({
			buylist: (await draftBuylist(shop)).buylist,
			card: await card(shop),
			condition: 'NM',
			finish: 'normal',
			language: 'EN',
			quantity: 1,
		}),
		{ quantity: 2 },
		async (shop) => (await draftBuylist(shop)).line,
	),
	buying_rules: items('buying_rules', async (shop) => ({ card: await card(shop), hot_percent: 10 }), {
		hot_percent: 20,
	}),
	credit_ledger: book(
		'credit_ledger',
		async (shop) => ({
			customer: await customer(shop),
			amount: 500,
			reason: 'manual_adjustment',
			balance_after: 500,
		}),
		{ note: 'matrix' },
		async (shop) => {
			const adjusted = await must(shop, 'POST', '/deckhand/credit/adjust', {
				customer: await customer(shop),
				amount: 500,
				note: 'Matrix credit',
			});
			return adjusted.entry.id;
		},
	),
	shop_settings: {
		table: 'shop_settings',
		key: 'id',
		create: async () => json('POST', '/items/shop_settings', { receipt_footer: 'Matrix' }),
		read: () => json('GET', '/items/shop_settings'),
		// The footer's own value again: the settings stay as the other files expect them.
		update: async (shop) =>
			json('PATCH', '/items/shop_settings', {
				receipt_footer: (await shop.db('shop_settings').first('receipt_footer')).receipt_footer,
			}),
		delete: (_shop, row) => json('DELETE', `/items/shop_settings/${row}`),
		row: async (shop) => (await shop.db('shop_settings').first('id')).id,
		created: (body) => body?.data?.id,
	},
	tills: items(
		'tills',
		async () => ({ name: unique('Matrix till ') }),
		() => ({ name: unique('Matrix till ') }),
		{ row: newTill },
	),
	till_sessions: book(
		'till_sessions',
		async (shop) => ({ till: await newTill(shop), opening_float: 0, opened_at: new Date().toISOString() }),
		{ close_note: 'matrix' },
		async (shop) => (await openedTill(shop)).session,
	),

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

	directus_collections: {
		table: 'directus_collections',
		key: 'collection',
		create: async () => json('POST', '/collections', collectionBody(unique('matrix_'))),
		read: (_shop, row) => json('GET', `/collections/${row}`),
		update: (_shop, row) =>
			json('PATCH', `/collections/${row}`, { meta: { note: 'changed by the access matrix' } }),
		delete: (_shop, row) => json('DELETE', `/collections/${row}`),
		row: (shop) => newCollection(shop, unique('matrix_')),
		created: (body) => body?.data?.collection,
	},
	directus_fields: {
		table: 'directus_fields',
		key: 'field',
		create: async (shop) => {
			await hostCollection(shop);
			return json('POST', `/fields/${MATRIX_COLLECTION}`, {
				field: unique('f_'),
				type: 'string',
				meta: { note: 'matrix' },
			});
		},
		read: (_shop, row) => json('GET', `/fields/${MATRIX_COLLECTION}/${row}`),
		update: (_shop, row) => json('PATCH', `/fields/${MATRIX_COLLECTION}/${row}`, { meta: { note: 'changed' } }),
		delete: (_shop, row) => json('DELETE', `/fields/${MATRIX_COLLECTION}/${row}`),
		row: (shop) => newField(shop),
		created: (body) => body?.data?.field,
	},
	directus_relations: {
		table: 'directus_relations',
		key: 'many_field',
		create: async (shop) =>
			json('POST', '/relations', {
				collection: MATRIX_COLLECTION,
				field: await newField(shop, 'integer'),
				related_collection: 'games',
			}),
		read: (_shop, row) => json('GET', `/relations/${MATRIX_COLLECTION}/${row}`),
		update: (_shop, row) =>
			json('PATCH', `/relations/${MATRIX_COLLECTION}/${row}`, {
				meta: { one_deselect_action: 'nullify' },
				schema: { on_delete: 'SET NULL' },
			}),
		delete: (_shop, row) => json('DELETE', `/relations/${MATRIX_COLLECTION}/${row}`),
		row: newRelation,
		created: (body) => body?.data?.field,
	},
	directus_dashboards: rows('directus_dashboards', '/dashboards', async () => ({ name: unique('Matrix ') }), {
		note: 'matrix',
	}),
	directus_panels: rows(
		'directus_panels',
		'/panels',
		async (shop) => ({
			dashboard: await dashboard(shop),
			type: 'label',
			position_x: 1,
			position_y: 1,
			width: 6,
			height: 4,
			options: { text: 'Matrix' },
		}),
		{ name: 'Matrix panel' },
	),
	directus_flows: rows(
		'directus_flows',
		'/flows',
		async () => ({ name: unique('Matrix '), status: 'inactive', trigger: 'manual', options: {} }),
		{ description: 'matrix' },
	),
	directus_operations: rows(
		'directus_operations',
		'/operations',
		async (shop) => ({
			flow: await flow(shop),
			key: unique('matrix_'),
			type: 'log',
			position_x: 1,
			position_y: 1,
			options: { message: 'matrix' },
		}),
		{ name: 'Matrix step' },
	),
	directus_shares: rows(
		'directus_shares',
		'/shares',
		async (shop) => ({ name: unique('Matrix '), collection: 'games', item: String(shop.game) }),
		{ name: 'Matrix share, renamed' },
	),
	directus_translations: rows(
		'directus_translations',
		'/translations',
		async () => ({ language: 'en-US', key: unique('matrix_'), value: 'Matrix' }),
		{ value: 'Matrix, changed' },
	),
	directus_versions: rows(
		'directus_versions',
		'/versions',
		async (shop) => {
			await hostCollection(shop);
			const item = (await must(shop, 'POST', `/items/${MATRIX_COLLECTION}`, {})).id;
			return { key: unique('matrix-'), name: 'Matrix', collection: MATRIX_COLLECTION, item: String(item) };
		},
		{ name: 'Matrix, renamed' },
	),
	// Deckhand's own extension: installing one from the marketplace, switching it off, deleting its row.
	directus_extensions: {
		table: 'directus_extensions',
		key: 'id',
		create: async () =>
			json('POST', '/extensions/registry/install', { extension: randomUUID(), version: randomUUID() }),
		read: () => json('GET', '/extensions'),
		update: (_shop, row) => json('PATCH', `/extensions/${row}`, { meta: { enabled: false } }),
		delete: (_shop, row) => json('DELETE', `/extensions/${row}`),
		row: async (shop) =>
			(await shop.db('directus_extensions').where({ folder: 'deckhand', bundle: null }).first('id')).id,
		created: () => '',
	},
	directus_deployments: {
		table: 'directus_deployments',
		key: 'id',
		create: async () =>
			deployment('POST', '', { provider: PROVIDER, credentials: { access_token: 'matrix-not-a-token' } }),
		read: () => deployment('GET', ''),
		update: () => deployment('PATCH', `/${PROVIDER}`, { credentials: { access_token: 'matrix-not-a-token' } }),
		delete: () => deployment('DELETE', `/${PROVIDER}`),
		row: async () => randomUUID(),
		created: () => '',
	},
	directus_deployment_projects: {
		table: 'directus_deployment_projects',
		key: 'id',
		create: async () =>
			deployment('PATCH', `/${PROVIDER}/projects`, {
				create: [{ external_id: 'matrix', name: 'Matrix' }],
				delete: [],
			}),
		read: () => deployment('GET', `/${PROVIDER}/projects`),
		update: () => deployment('PATCH', `/${PROVIDER}/projects`, { create: [], delete: [] }),
		delete: () => deployment('DELETE', `/${PROVIDER}/projects/matrix`),
		row: async () => randomUUID(),
		created: () => '',
	},
	directus_deployment_runs: {
		table: 'directus_deployment_runs',
		key: 'id',
		create: async () => deployment('POST', `/${PROVIDER}/projects/${randomUUID()}/deploy`, {}),
		read: () => deployment('GET', `/${PROVIDER}/runs/${randomUUID()}`),
		update: () => deployment('POST', `/${PROVIDER}/runs/${randomUUID()}/cancel`),
		delete: () => deployment('DELETE', `/${PROVIDER}/runs/${randomUUID()}`),
		row: async () => randomUUID(),
		created: () => '',
	},

	directus_migrations: unreachable('directus_migrations', { key: 'version' }),
	directus_sessions: unreachable('directus_sessions', { key: 'token' }),
	directus_oauth_clients: unreachable('directus_oauth_clients', { key: 'client_id' }),
	directus_oauth_codes: unreachable('directus_oauth_codes', { uuid: true }),
	directus_oauth_consents: unreachable('directus_oauth_consents', { uuid: true }),
	directus_oauth_tokens: unreachable('directus_oauth_tokens', { uuid: true }),

	price_changes: unreachable('price_changes'),
	// The scale profile's books checker writes a result every two seconds.
	books_checks: unreachable('books_checks', { volatile: true }),
	cash_movements: unreachable('cash_movements'),
	open_tills: unreachable('open_tills', { key: 'till' }),
	buylist_events: unreachable('buylist_events'),
	import_jobs: unreachable('import_jobs'),
	import_rows: unreachable('import_rows'),
	market_prices: unreachable('market_prices'),
	price_reviews: unreachable('price_reviews'),
	idempotency_keys: unreachable('idempotency_keys'),
	card_day_sales: unreachable('card_day_sales', { key: 'day' }),
	sku_stock: unreachable('sku_stock', { key: 'sku' }),
	deckhand_migrations: unreachable('deckhand_migrations'),
	deckhand_migrations_lock: unreachable('deckhand_migrations_lock', { key: 'index' }),
};
