import type { Accountability, Query, RegisterFunctions } from '@directus/types';
import type { NextFunction, Request, Response } from 'express';
import { LIMITS } from '../domain/limits.ts';
import { invalid, WriteForbiddenError } from '../errors.ts';
import { onRoutes } from '../http/guard.ts';

type Payload = Record<string, unknown>;

/**
 * The collections notes (Directus comments) belong to. Staff read and create comments with a
 * collection-level permission (Core allows no finer one), which alone would also show them
 * comments an administrator wrote on admin-only rows, costs included; so for anyone but an
 * administrator, comments exist only on these collections, all of which staff may read.
 */
export const NOTE_COLLECTIONS = ['cards', 'orders', 'buylists', 'customers'] as const;

const isStaff = (accountability: Accountability | null) => Boolean(accountability?.user) && !accountability?.admin;

/** A note's text without surrounding spaces: 1 to the note bound characters. Checked for every role. */
export function noteText(comment: unknown): string {
	const text = typeof comment === 'string' ? comment.trim() : '';
	if (text === '') throw invalid('comment', `A note needs some text (1 to ${LIMITS.noteMax} characters).`, { min: 1, max: LIMITS.noteMax });
	if (text.length > LIMITS.noteMax)
		throw invalid('comment', `Keep the note to ${LIMITS.noteMax} characters at most (this one has ${text.length}).`, { min: 1, max: LIMITS.noteMax });
	return text;
}

export function checkNewComment(payload: Payload, accountability: Accountability | null): Payload {
	const comment = noteText(payload['comment']);
	if (isStaff(accountability) && !(NOTE_COLLECTIONS as readonly unknown[]).includes(payload['collection']))
		throw new WriteForbiddenError('Notes can be added to cards, orders, buylists and customers only.', { collection: 'directus_comments' });
	return { ...payload, comment };
}

export function checkCommentEdit(payload: Payload): Payload {
	return 'comment' in payload ? { ...payload, comment: noteText(payload['comment']) } : payload;
}

const SCOPE = { collection: { _in: [...NOTE_COLLECTIONS] } };

function scoped(query: Query): Query {
	const filter = typeof query.filter === 'string' ? JSON.parse(query.filter) : query.filter;
	return { ...query, filter: filter ? { _and: [filter, SCOPE] } : SCOPE };
}

/** Narrows every comment read of a non-administrator through Directus's services (REST, GraphQL) to the note collections. */
export function scopeCommentQuery(query: Query, accountability: Accountability | null): Query {
	return isStaff(accountability) ? scoped(query) : query;
}

/**
 * The same narrowing on the request itself: `meta=filter_count` is counted outside the service,
 * from the request's query, and would otherwise tell how many hidden comments match a filter.
 * GET carries it in the sanitised query, SEARCH in its body (sanitised after this runs).
 */
export function scopeCommentRequest(req: Request, _res: Response, next: NextFunction): void {
	const request = req as Request & { accountability?: Accountability | null; sanitizedQuery?: Query };
	if (isStaff(request.accountability ?? null)) {
		if (request.sanitizedQuery) request.sanitizedQuery = Object.freeze(scoped(request.sanitizedQuery));
		const body = request.body as { query?: unknown } | undefined;
		if (request.method === 'SEARCH' && body?.query && typeof body.query === 'object') body.query = scoped(body.query as Query);
	}
	next();
}

/** Notes on cards, orders, buylists and customers: their text bound, and who sees which. */
export function commentRules({ filter, init }: Pick<RegisterFunctions, 'filter' | 'init'>): void {
	filter('comments.create', (input, _meta, { accountability }) => checkNewComment(input as Payload, accountability));
	filter('comments.update', (input) => checkCommentEdit(input as Payload));
	filter('comments.query', (query, _meta, { accountability }) => scopeCommentQuery(query as Query, accountability));
	onRoutes(init, 'routes.before', (app) => {
		app.use('/comments', scopeCommentRequest);
	});
}
