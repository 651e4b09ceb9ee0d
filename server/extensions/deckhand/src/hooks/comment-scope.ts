import { InvalidQueryError } from '@directus/errors';
import type { Accountability, Query } from '@directus/types';
import type { NextFunction, Request, Response } from 'express';
import type { Knex } from 'knex';

/**
 * The collections notes (Directus comments) belong to. Staff read and create comments with a
 * collection-level permission (Core allows no finer one), which alone would also show them
 * comments an administrator wrote on admin-only rows, costs included; so for anyone but an
 * administrator, comments exist only on these collections, all of which staff may read.
 */
export const NOTE_COLLECTIONS = ['cards', 'orders', 'buylists', 'customers'] as const;

export const isStaff = (accountability: Accountability | null) =>
	Boolean(accountability?.user) && !accountability?.admin;

const SCOPE = { collection: { _in: [...NOTE_COLLECTIONS] } };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
	typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A query's filter as an object, parsed when it came as JSON text: what Directus itself would
 * read. A filter that is not an object is refused as Directus refuses it elsewhere.
 */
function filterOf(query: Query): Record<string, unknown> | null {
	let filter: unknown = query.filter;
	if (filter === undefined || filter === null || filter === '') return null;
	if (typeof filter === 'string') {
		try {
			filter = JSON.parse(filter);
		} catch {
			throw new InvalidQueryError({ reason: 'Invalid JSON for filter object' });
		}
	}
	if (filter === null) return null;
	if (!isPlainObject(filter)) throw new InvalidQueryError({ reason: 'The filter must be an object' });
	return filter;
}

function scoped(query: Query): Query {
	const filter = filterOf(query);
	return { ...query, filter: filter ? { _and: [filter, SCOPE] } : SCOPE } as Query;
}

/** Narrows every comment read of a non-administrator through Directus's services (REST, GraphQL) to the note collections. */
export function scopeCommentQuery(query: Query, accountability: Accountability | null): Query {
	return isStaff(accountability) ? scoped(query) : query;
}

/** How many notes a staff member may read: the `total_count` they are told. */
export async function countNotes(database: Knex): Promise<number> {
	const row = await database('directus_comments')
		.whereIn('collection', [...NOTE_COLLECTIONS])
		.count({ count: '*' })
		.first();
	return Number(row?.['count'] ?? 0);
}

/**
 * Directus counts `meta=total_count` over the whole table, whatever the reader may see: for
 * staff, the list's answer carries the count of notes instead (the list itself is narrowed).
 */
function withNotesTotal(res: Response, next: NextFunction, total: () => Promise<number>): void {
	const send = res.json.bind(res);
	res.json = ((body: unknown) => {
		const meta = isPlainObject(body) && isPlainObject(body['meta']) ? body['meta'] : null;
		if (!meta || !('total_count' in meta)) return send(body);
		total().then((count) => send({ ...(body as object), meta: { ...meta, total_count: count } }), next);
		return res;
	}) as Response['json'];
}

/**
 * The same narrowing on the request itself: `meta=filter_count` is counted outside the service,
 * from the request's query, and would otherwise tell how many hidden comments match a filter.
 * GET carries it in the sanitised query, SEARCH in its body (sanitised after this runs).
 */
export function scopeCommentRequest(total: () => Promise<number>) {
	return (req: Request, res: Response, next: NextFunction): void => {
		const request = req as Request & { accountability?: Accountability | null; sanitizedQuery?: Query };
		if (isStaff(request.accountability ?? null)) {
			if (request.sanitizedQuery) request.sanitizedQuery = Object.freeze(scoped(request.sanitizedQuery));
			const body = request.body as { query?: unknown } | undefined;
			if (request.method === 'SEARCH' && isPlainObject(body?.query)) body.query = scoped(body.query as Query);
			withNotesTotal(res, next, total);
		}
		next();
	};
}
