import { COLLECTION_ACCESS, ROLES, type Action, type Expected, type Role } from './access-matrix.ts';
import type { MatrixRequest, MatrixShop } from './access-shop.ts';
import type { Key } from './access-subject-kinds.ts';
import { SUBJECTS } from './access-subjects.ts';

/**
 * The part of the table also asserted through GraphQL: every read of Deckhand's collections,
 * the system collections it uses and the tables it hides; and every write of a catalog row, a
 * customer, a till, an order (a book), the settings, a folder and a role.
 */
const WRITES: Partial<Record<string, Action[]>> = {
	games: ['create', 'update', 'delete'],
	customers: ['create', 'update', 'delete'],
	tills: ['create', 'update', 'delete'],
	orders: ['create', 'update', 'delete'],
	shop_settings: ['update'],
	directus_folders: ['create', 'update', 'delete'],
	directus_roles: ['create', 'update', 'delete'],
};

export interface GraphqlCell {
	collection: string;
	action: Action;
	role: Role;
	expected: Expected;
}

export function graphqlCells(): GraphqlCell[] {
	return COLLECTION_ACCESS.filter((access) => ['shop', 'system', 'hidden'].includes(access.group)).flatMap((access) =>
		(['read', ...(WRITES[access.collection] ?? [])] as Action[]).flatMap((action) =>
			ROLES.map((role) => ({
				collection: access.collection,
				action,
				role,
				expected: access.cells[action][role],
			})),
		),
	);
}

const SINGLETONS = new Set(['shop_settings', 'directus_settings']);

/** A value as a GraphQL input literal: keys bare, strings quoted. */
export function literal(value: unknown): string {
	if (value === null || typeof value !== 'object') return JSON.stringify(value);
	if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
	return `{ ${Object.entries(value)
		.map(([key, entry]) => `${key}: ${literal(entry)}`)
		.join(', ')} }`;
}

/** The request of one cell: `/graphql` for Deckhand's collections and tables, `/graphql/system` (names without `directus_`) for Directus's. */
export async function graphqlRequest(
	shop: MatrixShop,
	collection: string,
	action: Action,
	row: Key,
): Promise<MatrixRequest> {
	const subject = SUBJECTS[collection]!;
	const system = collection.startsWith('directus_');
	const name = system ? collection.slice('directus_'.length) : collection;
	const id = JSON.stringify(String(row));
	const body = async (build: typeof subject.create) => literal((await build(shop, row)).body);
	let query: string;
	if (action === 'read')
		query = SINGLETONS.has(collection) ? `{ ${name} { id } }` : `{ ${name}(limit: 1) { ${subject.key} } }`;
	else if (action === 'create')
		query = `mutation { create_${name}_item(data: ${await body(subject.create)}) { ${subject.key} } }`;
	else if (action === 'update')
		query = SINGLETONS.has(collection)
			? `mutation { update_${name}(data: ${await body(subject.update)}) { id } }`
			: `mutation { update_${name}_item(id: ${id}, data: ${await body(subject.update)}) { ${subject.key} } }`;
	else query = `mutation { delete_${name}_item(id: ${id}) { id } }`;
	return { method: 'POST', path: system ? '/graphql/system' : '/graphql', body: { query } };
}
