import { randomUUID } from 'node:crypto';
import type { Action } from './access-matrix.ts';
import { must, stockedSku, unique, type MatrixRequest, type MatrixShop } from './access-shop.ts';

/*
 * The kinds of subject the permission matrix holds (rows under an items route, a book only the
 * commands write, a table no one reaches) and the rows a valid request of each needs; the matrix's
 * table of subjects is `access-subjects.ts`.
 */

export type Key = string | number;
type Payload = Record<string, unknown>;

/** A scoped cell's two requests: one inside what the role may do (it succeeds), one just outside (refused, or its rows not shown). */
export interface Scope {
	inside: (shop: MatrixShop, row: Key) => Promise<MatrixRequest>;
	outside: (shop: MatrixShop, row: Key) => Promise<MatrixRequest>;
}

/** A valid request of one action, naming the subject's row where the action takes one. */
type Build = (shop: MatrixShop, row: Key) => MatrixRequest | Promise<MatrixRequest>;

/**
 * One collection as the matrix reaches it: a valid request for each action, the row those
 * requests name, and where its rows are kept so that a refused write can be seen to have
 * changed nothing.
 */
export interface Subject {
	table: string;
	/** The column `row` and `created` name a row by. */
	key: string;
	create: Build;
	read: Build;
	update: Build;
	delete: Build;
	/** The row the test's requests name: made for the test, or one the server keeps. */
	row: (shop: MatrixShop) => Promise<Key>;
	/** The row an allowed create made, from its answer. */
	created: (body: any) => Key;
	/** Rows another writer adds while the test runs (the books checker's schedule): the row count is not compared. */
	volatile?: boolean;
	scopes?: Partial<Record<Action, Scope>>;
}

export const json = (method: string, path: string, body?: unknown): MatrixRequest => ({
	method,
	path,
	...(body === undefined ? {} : { body }),
});

/** Rows under one route: `POST base`, `GET|PATCH|DELETE base/:key`; a new row's fields from `payload`. */
export function rows(
	table: string,
	base: string,
	payload: (shop: MatrixShop) => Promise<Payload>,
	change: Payload | (() => Payload),
	options: Partial<Subject> = {},
): Subject {
	return {
		table,
		key: 'id',
		create: async (shop) => json('POST', base, await payload(shop)),
		read: (_shop, row) => json('GET', `${base}/${row}`),
		update: (_shop, row) => json('PATCH', `${base}/${row}`, typeof change === 'function' ? change() : change),
		delete: (_shop, row) => json('DELETE', `${base}/${row}`),
		row: async (shop) => (await must(shop, 'POST', base, await payload(shop))).id,
		created: (body) => body?.data?.id,
		...options,
	};
}

export const items = (
	collection: string,
	payload: (shop: MatrixShop) => Promise<Payload>,
	change: Payload | (() => Payload),
	options: Partial<Subject> = {},
) => rows(collection, `/items/${collection}`, payload, change, options);

/** A book: its row made by a command, its create a row of the right shape that the server must refuse. */
export const book = (
	collection: string,
	payload: (shop: MatrixShop) => Promise<Payload>,
	change: Payload,
	row: (shop: MatrixShop) => Promise<Key>,
) => items(collection, payload, change, { row });

/** The newest row of a table the server writes itself. */
export const newest =
	(table: string, key = 'id') =>
	async (shop: MatrixShop): Promise<Key> => {
		const row = await shop.db(table).orderBy(key, 'desc').first(key);
		if (!row) throw new Error(`${table} has no row to name`);
		return row[key];
	};

/**
 * A table no route serves: the items API is all there is to try, and it must refuse everyone.
 * Its requests name a row it has, or (an empty table) a key of the column's type.
 */
export function unreachable(table: string, { key = 'id', volatile = false, uuid = false } = {}): Subject {
	const base = `/items/${table}`;
	return {
		table,
		key,
		create: async () => json('POST', base, { [key === 'id' ? 'note' : key]: unique('matrix') }),
		read: (_shop, row) => json('GET', `${base}/${row}`),
		update: (_shop, row) => json('PATCH', `${base}/${row}`, { note: 'matrix' }),
		delete: (_shop, row) => json('DELETE', `${base}/${row}`),
		row: async (shop) => (await shop.db(table).first(key))?.[key] ?? (uuid ? randomUUID() : 1),
		created: () => '',
		volatile,
	};
}

const PNG = Buffer.from(
	'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=',
	'base64',
);

/** A one-pixel picture as the dashboard uploads it. */
export function pictureUpload(): MatrixRequest {
	const boundary = `matrix${randomUUID()}`;
	const data = Buffer.concat([
		Buffer.from(
			`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${unique('matrix')}.png"\r\nContent-Type: image/png\r\n\r\n`,
		),
		PNG,
		Buffer.from(`\r\n--${boundary}--\r\n`),
	]);
	return { method: 'POST', path: '/files', raw: { data, contentType: `multipart/form-data; boundary=${boundary}` } };
}

/** A note on a row of a collection. */
export const note = (collection: string, item: Key): Payload => ({
	collection,
	item: String(item),
	comment: unique('Matrix note '),
});
export const sku = async (shop: MatrixShop) => (await stockedSku(shop)).sku;
export const card = async (shop: MatrixShop) =>
	(await must(shop, 'POST', '/items/cards', { set: shop.set, name: unique('Matrix card ') })).id;
export const customer = async (shop: MatrixShop) =>
	(await must(shop, 'POST', '/items/customers', { name: unique('Matrix customer ') })).id;
export const policy = async (shop: MatrixShop) =>
	(await must(shop, 'POST', '/policies', { name: unique('Matrix policy '), admin_access: false, app_access: false }))
		.id;
export const role = async (shop: MatrixShop) =>
	(await must(shop, 'POST', '/roles', { name: unique('Matrix role ') })).id;
export const dashboard = async (shop: MatrixShop) =>
	(await must(shop, 'POST', '/dashboards', { name: unique('Matrix ') })).id;
export const flow = async (shop: MatrixShop) =>
	(
		await must(shop, 'POST', '/flows', {
			name: unique('Matrix '),
			status: 'inactive',
			trigger: 'manual',
			options: {},
		})
	).id;

/** A collection of the matrix's own, with content versions on, for the schema's and the versions' rows; removed by `dropMatrixCollections`. */
export const MATRIX_COLLECTION = 'matrix_things';
let matrixCollection: Promise<void> | undefined;
export function hostCollection(shop: MatrixShop): Promise<void> {
	matrixCollection ??= newCollection(shop, MATRIX_COLLECTION).then(() => undefined);
	return matrixCollection;
}
export const collectionBody = (name: string) => ({
	collection: name,
	meta: { note: 'made by the access matrix', versioning: true },
	schema: {},
	fields: [
		{
			field: 'id',
			type: 'integer',
			meta: { hidden: true },
			schema: { is_primary_key: true, has_auto_increment: true },
		},
	],
});
export const newCollection = async (shop: MatrixShop, name: string) =>
	(await must(shop, 'POST', '/collections', collectionBody(name))).collection as string;
export const newField = async (shop: MatrixShop, type = 'string') => {
	await hostCollection(shop);
	return (
		await must(shop, 'POST', `/fields/${MATRIX_COLLECTION}`, {
			field: unique('f_'),
			type,
			meta: { note: 'matrix' },
		})
	).field as string;
};
export const newRelation = async (shop: MatrixShop) => {
	const field = await newField(shop, 'integer');
	await must(shop, 'POST', '/relations', { collection: MATRIX_COLLECTION, field, related_collection: 'games' });
	return field;
};

/** Removes the collections the matrix made (Core allows 25), whatever was made of them. */
export async function dropMatrixCollections(shop: MatrixShop): Promise<void> {
	const made: Array<{ collection: string }> = await shop.admin.ok('GET', '/collections?fields=collection&limit=-1');
	for (const { collection } of made.filter(({ collection }) => collection.startsWith('matrix_')))
		await must(shop, 'DELETE', `/collections/${collection}`);
	matrixCollection = undefined;
}

/** The deployment provider's name: a path of `/deployments` names a provider, not a row. */
export const PROVIDER = 'vercel';
export const deployment = (method: string, path: string, body?: unknown) => json(method, `/deployments${path}`, body);
