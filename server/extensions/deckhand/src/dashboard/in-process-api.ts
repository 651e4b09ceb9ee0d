import { ForbiddenError, isDirectusError, RouteNotFoundError } from '@directus/errors';
import type { Accountability, Query, SchemaOverview } from '@directus/types';
import type { Knex } from 'knex';
import { requireRead, type Caller, type ItemsServices } from '../http/require-read.ts';
import { ENDPOINTS } from '@deckhand/contract/api/endpoints.ts';
import { inventoryPage } from '../inventory/inventory-page.ts';
import { askForEveryRow } from '../reads/read-budget.ts';
import { directusModule } from '../server-modules.ts';
import type { InProcessApi } from '@deckhand/contract/dashboard/page-contract.ts';

type Access = (accountability: Accountability, context: { schema: SchemaOverview; knex: Knex }) => Promise<unknown>;

/** Directus's own functions behind its REST routes, loaded from where Directus is installed (`server-modules.ts`). */
export interface DirectusReaders {
	sanitizeQuery: (
		raw: Record<string, unknown>,
		schema: SchemaOverview,
		accountability: Accountability | null,
	) => Promise<Query>;
	validateQuery: (query: Query) => void;
	policyGlobals: Access;
	collectionAccess: Access;
}

export async function loadDirectusReaders(): Promise<DirectusReaders> {
	const [sanitize, validate, globals, access] = await Promise.all([
		directusModule<{ sanitizeQuery: DirectusReaders['sanitizeQuery'] }>('utils/sanitize-query'),
		directusModule<{ validateQuery: DirectusReaders['validateQuery'] }>('utils/validate-query'),
		directusModule<{ fetchAccountabilityPolicyGlobals: Access }>(
			'permissions/modules/fetch-accountability-policy-globals/fetch-accountability-policy-globals',
		),
		directusModule<{ fetchAccountabilityCollectionAccess: Access }>(
			'permissions/modules/fetch-accountability-collection-access/fetch-accountability-collection-access',
		),
	]);
	return {
		sanitizeQuery: sanitize.sanitizeQuery,
		validateQuery: validate.validateQuery,
		policyGlobals: globals.fetchAccountabilityPolicyGlobals,
		collectionAccess: access.fetchAccountabilityCollectionAccess,
	};
}

/** The services of Directus a page reads through, as far as reading goes. */
export interface ReadServices extends ItemsServices {
	UsersService: new (options: Caller & { knex?: Knex }) => { readOne(key: string, query: Query): Promise<unknown> };
	ServerService: new (options: Caller & { knex?: Knex }) => { serverInfo(): Promise<Record<string, unknown>> };
}

interface Context {
	services: ReadServices;
	database: Knex;
	directus: DirectusReaders;
}

type Read = (query: Record<string, unknown>, path: string) => Promise<unknown>;

/**
 * The API the dashboard's pages read as they are drawn on the server, answered in-process for
 * the page's own person (`accountability`): each route as Directus's REST controller (or
 * Deckhand's endpoint) answers it, through the same services and permission checks, with the
 * query string read by Directus's own `sanitizeQuery`. A route not here is refused, and the page
 * is then drawn by the browser.
 */
export function inProcessApi(
	{ services, database, directus }: Context,
	accountability: Accountability,
	schema: SchemaOverview,
): InProcessApi {
	const caller = { accountability, schema, knex: database };
	const query = async (raw: Record<string, unknown>) => {
		// A page's read of every row is counted and bounded as the REST route's is (`reads/read-routes.ts`).
		if (raw['limit'] === '-1') askForEveryRow();
		const sanitized = await directus.sanitizeQuery(
			{ fields: raw['fields'] || '*', ...raw },
			schema,
			accountability,
		);
		directus.validateQuery(sanitized);
		return sanitized;
	};

	const routes: Array<[RegExp, Read]> = [
		[
			/^\/users\/me$/,
			async (raw) => {
				try {
					return await new services.UsersService(caller).readOne(accountability.user!, await query(raw));
				} catch (error) {
					// As Directus answers a user who may not read their own record.
					if (isDirectusError(error, 'FORBIDDEN')) return { id: accountability.user };
					throw error;
				}
			},
		],
		// As Directus's controllers call them: with the schema and the database only (their own reads are the system's).
		[/^\/policies\/me\/globals$/, () => directus.policyGlobals(accountability, { schema, knex: database })],
		[/^\/permissions\/me$/, () => directus.collectionAccess(accountability, { schema, knex: database })],
		[/^\/server\/info$/, () => new services.ServerService(caller).serverInfo()],
		[
			new RegExp(`^${ENDPOINTS.inventory.path}$`),
			(raw) => inventoryPage(database, raw, () => requireRead(services, database, caller, 'skus')),
		],
		[
			/^\/items\/([^/]+)$/,
			async (raw, collection) => {
				// As Directus's items routes: system collections have routes of their own, and an unknown one is not said to be unknown.
				if (collection.startsWith('directus_') || !schema.collections[collection]) throw new ForbiddenError();
				const items = new services.ItemsService(collection, caller);
				const sanitized = await query(raw);
				return schema.collections[collection]!.singleton
					? items.readSingleton(sanitized)
					: items.readByQuery(sanitized);
			},
		],
	];

	return async (url) => {
		const path = decodeURIComponent(url.pathname);
		try {
			for (const [pattern, read] of routes) {
				const match = pattern.exec(path);
				if (match)
					return Response.json({ data: await read(Object.fromEntries(url.searchParams), match[1] ?? path) });
			}
			throw new RouteNotFoundError({ path });
		} catch (error) {
			// Refusals travel as the REST API sends them, so the dashboard reads them as it would there; anything else is a fault of the page.
			if (!isDirectusError(error)) throw error;
			return Response.json(
				{ errors: [{ message: error.message, extensions: { code: error.code, ...(error.extensions ?? {}) } }] },
				{ status: error.status },
			);
		}
	};
}
