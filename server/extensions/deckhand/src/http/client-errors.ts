import { ContentTooLargeError, isDirectusError, RouteNotFoundError } from '@directus/errors';
import type { NextFunction, Request, Response } from 'express';
import { invalid } from '../errors.ts';
import { asPassingFault } from './server-faults.ts';

/** The status an Express-side error (body parser, router, static files) says is the client's fault, if any. */
function clientStatus(error: unknown): number | null {
	if (typeof error !== 'object' || error === null) return null;
	const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
	const value = typeof status === 'number' ? status : statusCode;
	return typeof value === 'number' && value >= 400 && value < 500 ? value : null;
}

/**
 * An error Directus would render as a 500 although the request was at fault: Express's router
 * failing to decode a `%`-escape in a path parameter (a URIError with status 400), the static
 * file sender refusing a path, a parser refusing a body. Directus renders only its own errors
 * with their status; these become Directus errors with a code, so the client gets a named 4xx.
 * A database out of reach or a full disk is named too (`server-faults.ts`). Anything else is left
 * alone: a genuine server fault, logged by Directus, its words hidden.
 */
export function asClientError(error: unknown, path: string): unknown {
	if (Array.isArray(error)) return error.map((each) => asClientError(each, path));
	if (isDirectusError(error)) return error;
	const status = error instanceof URIError ? 400 : clientStatus(error);
	if (status === null) return asPassingFault(error);
	if (status === 404) return new RouteNotFoundError({ path });
	if (status === 413) return new ContentTooLargeError();
	if (error instanceof URIError || /decode/i.test(String((error as Error).message)))
		return invalid('path', 'The address of this request is not valid: it has a malformed %-escape.');
	return invalid('request', 'This request is malformed and was not read.');
}

/** Error-handling middleware placed just before Directus's own error handler. */
export function namedClientErrors(error: unknown, req: Request, _res: Response, next: NextFunction): void {
	next(asClientError(error, req.path));
}

interface RenderedError {
	message: string;
	extensions?: Record<string, unknown>;
}

const SERVER_FAULT_MESSAGE = 'An unexpected error occurred.';

/** What a database's own error message looks like: the statement (knex puts it first, with its values) or the driver's code. */
const DATABASE_WORDS = /\b(?:from|into|update|join)\s+[`"][\w.]+[`"]|\bSQLITE_[A-Z]|violates [\w ]*constraint/i;

/**
 * The last look at the errors Directus is about to send (`request.error`): a server fault says
 * only that it happened. Directus shows an administrator the raw message of any error that is
 * not its own, and a database error's message is the SQL that failed, with its values; the full
 * error stays in the server's log. Any other error whose words are a database's keeps its code
 * and status but not those words.
 */
export function hideServerFaults(errors: RenderedError[]): RenderedError[] {
	return errors.map((error) => {
		const code = error.extensions?.['code'];
		if (code === 'INTERNAL_SERVER_ERROR') return { message: SERVER_FAULT_MESSAGE, extensions: { code } };
		if (DATABASE_WORDS.test(error.message) || DATABASE_WORDS.test(JSON.stringify(error.extensions ?? {})))
			return { message: 'The database refused this request.', extensions: { code } };
		return error;
	});
}
