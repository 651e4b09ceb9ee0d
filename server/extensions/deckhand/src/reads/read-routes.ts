import type { SchemaOverview } from '@directus/types';
import type { NextFunction, Request, Response } from 'express';
import { invalid } from '../errors.ts';
import { countedCollections, documentValues } from './graphql-answers.ts';
import { checkGraphqlDocument, type EveryRowList } from './graphql-reads.ts';
import type { GraphqlParser } from './graphql-parser.ts';
import { checkReadQuery } from './query-bounds.ts';
import type { ReadBounds } from './read-bounds.ts';
import { askForEveryRow, closeReadBudget, tooManyValues } from './read-budget.ts';
import { tooManyRows } from './read-check.ts';

type Body = Record<string, unknown>;
type DirectusRequest = Request & { schema?: SchemaOverview };

const isPlainObject = (value: unknown): value is Body =>
	typeof value === 'object' && value !== null && !Array.isArray(value);

const asksEveryRow = (limit: unknown) => limit === -1 || limit === '-1';

export interface RouteDeps {
	bounds: ReadBounds;
	graphql: () => GraphqlParser;
	/** Directus's own bound on a GraphQL document (`GRAPHQL_QUERY_TOKEN_LIMIT`). */
	graphqlTokensMax: number;
	/** How many rows a collection holds (`table-rows.ts`). */
	rowsIn: (collection: string) => Promise<number | undefined>;
	/** The values a read of `query` answering `rows` rows of `collection` would hold for the request's person. */
	weigh: (req: Request, collection: string, query: Body, rows: number) => Promise<number>;
	/** The rows of `collection` the request's person may read that `query`'s filter and search match; undefined when it cannot tell. */
	countMatching: (req: Request, collection: string, query: Body) => Promise<number | undefined>;
}

/**
 * A query string, before Directus's sanitiser reads it (`middlewares.before`), held to the read
 * bounds: Deckhand's own routes and the dashboard's pages read their parameters themselves.
 */
export function refuseOversizedQueryString(bounds: ReadBounds) {
	return (req: Request, _res: Response, next: NextFunction): void => {
		if (!/^\/(app|deckhand)(\/|$)/.test(req.path)) {
			checkReadQuery(req.query as Body, bounds);
			if (asksEveryRow(req.query['limit'])) askForEveryRow();
		}
		next();
	};
}

/** The collection a REST route writes and answers with: `/items/<collection>…`, `/users…` (`directus_users`). */
function routeCollection(req: DirectusRequest): { collection: string; keys: string | undefined } | null {
	const [first, second, third] = req.path.split('/').slice(1);
	const named = first === 'items' ? second : `directus_${first}`;
	if (!named || !req.schema?.collections[named]) return null;
	return { collection: named, keys: first === 'items' ? third : second };
}

/** How many rows a REST write answers with: its list, its keys, its query's limit, the keys in its path, or one. */
function rowsWritten(body: unknown, keys: string | undefined, rowsDefault: number): number {
	if (Array.isArray(body)) return body.length;
	if (isPlainObject(body) && Array.isArray(body['keys'])) return body['keys'].length;
	if (isPlainObject(body) && isPlainObject(body['query'])) {
		const limit = Number(body['query']['limit'] ?? rowsDefault);
		return Number.isSafeInteger(limit) && limit >= 0 ? limit : rowsDefault;
	}
	return keys ? keys.split(',').length : 1;
}

/**
 * What a request's body asks to read, once Directus has parsed it (`routes.before`): a SEARCH's
 * query and keys, a GraphQL document, and the answer of a REST write, which is read after the
 * write and so is weighed before it.
 */
export function refuseOversizedBodies(deps: RouteDeps) {
	const { bounds } = deps;
	return async (req: DirectusRequest, _res: Response, next: NextFunction): Promise<void> => {
		const body: unknown = req.body;
		const graphql = /^\/graphql(\/system)?\/?$/.exec(req.path);
		if (graphql) await checkGraphql(deps, req, Boolean(graphql[1]));
		else if (req.method === 'SEARCH' && isPlainObject(body)) {
			if (isPlainObject(body['query'])) {
				checkReadQuery(body['query'], bounds);
				if (asksEveryRow(body['query']['limit'])) askForEveryRow();
			}
			if (Array.isArray(body['keys']) && body['keys'].length > bounds.listedMax)
				throw invalid('keys', `A read names at most ${bounds.listedMax} keys; ask in several reads.`, {
					max: bounds.listedMax,
				});
		} else if (req.method === 'POST' || req.method === 'PATCH') {
			const route = routeCollection(req);
			const query = (req as Request & { sanitizedQuery?: Body }).sanitizedQuery ?? {};
			if (route)
				await refuseHeavy(
					deps,
					req,
					route.collection,
					query,
					rowsWritten(body, route.keys, bounds.rowsDefault),
				);
		}
		next();
	};
}

async function refuseHeavy(
	deps: RouteDeps,
	req: Request,
	collection: string,
	query: Body,
	rows: number,
): Promise<void> {
	const values = await deps.weigh(req, collection, query, rows);
	if (values > deps.bounds.valuesMax) throw tooManyValues(values, deps.bounds.valuesMax);
}

/**
 * A query's root list asking for every row is counted before the document runs, so a list past the
 * row bound is a named 400 like REST's; counted only as Directus runs it (`read-check.ts`), the
 * refusal would be an error inside GraphQL's 200. A list that cannot be counted here (a filter
 * Directus reads only inside GraphQL) is still counted then.
 */
async function refuseEveryRowPastBound(
	deps: RouteDeps,
	req: DirectusRequest,
	lists: EveryRowList[],
	system: boolean,
): Promise<void> {
	for (const { field, filter, search } of lists) {
		const collection = system ? `directus_${field}` : field;
		if (!req.schema?.collections[collection]) continue; // an aggregate's groups are bounded as it runs
		const held = await deps.rowsIn(collection);
		if (held !== undefined && held <= deps.bounds.rowsMax) continue;
		const rows = await deps.countMatching(req, collection, { filter, search });
		if (rows !== undefined && rows > deps.bounds.rowsMax) throw tooManyRows(rows, deps.bounds.rowsMax);
	}
}

async function checkGraphql(deps: RouteDeps, req: DirectusRequest, system: boolean): Promise<void> {
	const body = isPlainObject(req.body) ? req.body : {};
	const text = body['query'] ?? req.query['query'];
	if (typeof text !== 'string' || !req.schema) return;
	let variables: unknown = body['variables'] ?? req.query['variables'] ?? {};
	if (typeof variables === 'string') {
		try {
			variables = JSON.parse(variables);
		} catch {
			return; // Directus refuses variables it cannot read.
		}
	}
	const given = isPlainObject(variables) ? variables : {};
	const graphql = deps.graphql();
	const reads = checkGraphqlDocument(
		graphql,
		{ text, variables: given, maxTokens: deps.graphqlTokensMax },
		deps.bounds,
	);
	if (!reads) return;
	const context = { graphql, schema: req.schema, bounds: deps.bounds, variables: given, system };
	const names = countedCollections(reads.document, context);
	const held = new Map(await Promise.all(names.map(async (name) => [name, await deps.rowsIn(name)] as const)));
	const values = documentValues(reads.document, { ...context, rowsIn: (name) => held.get(name) });
	if (values > deps.bounds.valuesMax) throw tooManyValues(values, deps.bounds.valuesMax);
	await refuseEveryRowPastBound(deps, req, reads.everyRowLists, system);
	if (reads.everyRow) askForEveryRow();
	if (reads.writes) closeReadBudget();
}
