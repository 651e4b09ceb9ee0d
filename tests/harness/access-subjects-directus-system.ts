// The permission matrix's subjects of Directus's own tables that shape the system: collections, fields, relations,
// insights, flows, shares, translations, versions, extensions and deployments.
import { randomUUID } from 'node:crypto';
import { must, unique } from './access-shop.ts';
import {
	collectionBody,
	dashboard,
	deployment,
	flow,
	hostCollection,
	json,
	MATRIX_COLLECTION,
	newCollection,
	newField,
	newRelation,
	PROVIDER,
	rows,
	type Subject,
} from './access-subject-kinds.ts';

export const DIRECTUS_SYSTEM_SUBJECTS: Record<string, Subject> = {
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
};
