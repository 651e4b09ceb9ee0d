import { isDirectusError } from '@directus/errors';
import type { Accountability, Query, RegisterFunctions, SchemaOverview } from '@directus/types';
import type { Request } from 'express';
import type { Knex } from 'knex';
import { onRoutes } from '../http/guard.ts';
import type { ItemsServices } from '../http/require-read.ts';
import type { ReadPlan } from '../reads/answer-size.ts';
import { graphqlParser } from '../reads/graphql-parser.ts';
import { readBounds } from '../reads/read-bounds.ts';
import { withReadBudget } from '../reads/read-budget.ts';
import { readCheck, weighRead, type ReadCheckDeps, type Reader } from '../reads/read-check.ts';
import { HEAVY_READS } from '../reads/read-turns.ts';
import { refuseOversizedBodies, refuseOversizedQueryString } from '../reads/read-routes.ts';
import { tableRows } from '../reads/table-rows.ts';
import { directusModule } from '../server-modules.ts';

/** The filter events of Directus's reads: its items, and each system collection it reads through a service. */
const READ_EVENTS = [
	'items.query',
	...['activity', 'revisions', 'comments', 'users', 'roles', 'policies', 'access', 'permissions', 'presets']
		.concat(['files', 'folders', 'notifications', 'dashboards', 'panels', 'flows', 'operations', 'translations'])
		.concat(['versions', 'shares', 'settings'])
		.map((scope) => `${scope}.query`),
];

interface DirectusPlanner {
	getAstFromQuery: (
		options: { collection: string; query: Query; accountability: Accountability | null },
		context: { schema: SchemaOverview; knex: Knex },
	) => Promise<ReadPlan>;
	sanitizeQuery: (
		raw: Record<string, unknown>,
		schema: SchemaOverview,
		accountability: Accountability | null,
	) => Promise<Query>;
}

async function loadPlanner(): Promise<DirectusPlanner> {
	const [ast, sanitize] = await Promise.all([
		directusModule<Pick<DirectusPlanner, 'getAstFromQuery'>>('database/get-ast-from-query/get-ast-from-query'),
		directusModule<Pick<DirectusPlanner, 'sanitizeQuery'>>('utils/sanitize-query'),
	]);
	return { getAstFromQuery: ast.getAstFromQuery, sanitizeQuery: sanitize.sanitizeQuery };
}

interface Context {
	env: Record<string, unknown>;
	database: Knex;
	services: ItemsServices;
}

/**
 * Bounded reads (docs/decisions/trust-at-the-edges.md, "Bounded reads"): every request gets a
 * budget of values (`middlewares.before`, before the dashboard's pages, so a page's reads draw on
 * it too); query strings are held to the bounds before Directus reads them, bodies once parsed
 * (`routes.before`); every read a person makes is weighed as Directus's service runs it.
 */
export function readLimits({ filter, init }: Pick<RegisterFunctions, 'filter' | 'init'>, context: Context): void {
	const bounds = readBounds(context.env);
	let planner: Promise<DirectusPlanner> | undefined;
	const directus = () => (planner ??= loadPlanner());
	const deps: ReadCheckDeps = {
		bounds,
		// One at a time: a heavy answer's stretch of the event loop is all anyone waits behind
		// (two at once let a ping wait 150 ms on PostgreSQL); a list's page (500 values) never waits.
		takeTurn: HEAVY_READS,
		heavyValues: 5_000,
		plan: async ({ collection, accountability, schema, knex }, query) =>
			(await directus()).getAstFromQuery({ collection, query, accountability }, { schema, knex }),
		rowsIn: tableRows(bounds.valuesMax),
		matching: async ({ collection, accountability, schema, knex }, query) => {
			const service = new context.services.ItemsService(collection, { accountability, schema, knex });
			const counted = (await service.readByQuery({
				filter: query.filter,
				search: query.search,
				aggregate: { count: ['*'] },
			} as Query)) as Array<{ count?: unknown }>;
			return Number(counted[0]?.count ?? 0);
		},
	};
	const check = readCheck(deps);
	for (const event of READ_EVENTS)
		filter(event, (query, meta, { accountability, schema, database }) =>
			accountability
				? check(query as Query, {
						collection: String(meta['collection']),
						accountability,
						schema: schema as SchemaOverview,
						knex: database,
					})
				: query,
		);

	/** The request's person reading `raw` of `collection`, as Directus's sanitiser reads the query. */
	const readerOf = async (req: Request, collection: string, raw: Record<string, unknown>) => {
		const { schema, accountability } = req as Request & { schema: SchemaOverview; accountability?: Accountability };
		if (!accountability) return null;
		const query = await (await directus()).sanitizeQuery(raw, schema, accountability);
		const reader: Reader = { collection, accountability, schema, knex: context.database };
		return { reader, query };
	};
	const weigh = async (req: Request, collection: string, raw: Record<string, unknown>, rows: number) => {
		try {
			const read = await readerOf(req, collection, raw);
			return read ? ((await weighRead(deps, read.reader, { ...read.query, limit: rows }, rows)) ?? 0) : 0;
		} catch (error) {
			// What the person may not read is Directus's to refuse (or, for a write's answer, to leave out).
			if (isDirectusError(error, 'FORBIDDEN')) return 0;
			throw error;
		}
	};
	const countMatching = async (req: Request, collection: string, raw: Record<string, unknown>) => {
		try {
			const read = await readerOf(req, collection, raw);
			return read ? await deps.matching(read.reader, read.query) : undefined;
		} catch {
			// A filter only GraphQL reads (`date_created_func`), or one the person may not use or the
			// database cannot run, is Directus's to read or refuse as it runs the document, where the
			// read is counted again.
			return undefined;
		}
	};
	onRoutes(init, 'middlewares.before', (app) => {
		app.use(withReadBudget);
		app.use(refuseOversizedQueryString(bounds));
	});
	onRoutes(init, 'routes.before', (app) => {
		app.use(
			refuseOversizedBodies({
				bounds,
				graphql: graphqlParser,
				graphqlTokensMax: Number(context.env['GRAPHQL_QUERY_TOKEN_LIMIT']) || 5_000,
				rowsIn: (collection) => deps.rowsIn(collection, context.database),
				weigh,
				countMatching,
			}),
		);
	});
}
