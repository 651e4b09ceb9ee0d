import { ServiceUnavailableError } from '@directus/errors';
import { InsufficientStorageError } from '../errors.ts';

/**
 * What a driver or the system says when the database cannot be reached: the connection refused or
 * cut (PostgreSQL restarting, the network), PostgreSQL shutting down or starting up (class 57P),
 * a connection failure (class 08), or the pool waiting in vain for a connection.
 */
const UNREACHABLE_CODES = new Set([
	'ECONNREFUSED',
	'ECONNRESET',
	'EPIPE',
	'ETIMEDOUT',
	'EHOSTUNREACH',
	'57P01',
	'57P02',
	'57P03',
	'08000',
	'08001',
	'08003',
	'08006',
]);
const UNREACHABLE_WORDS = /Connection terminated|connection error and is not queryable|Timeout acquiring a connection/i;
/** A full disk: the system's ENOSPC, SQLite's SQLITE_FULL, PostgreSQL's disk_full (53100). */
const DISK_FULL_CODES = new Set(['ENOSPC', 'SQLITE_FULL', '53100']);

const codeOf = (error: object) => String((error as { code?: unknown }).code ?? '');
const messageOf = (error: object) => String((error as { message?: unknown }).message ?? '');

/**
 * A server fault that is a passing state of the machine rather than a bug, named so that a client
 * knows to try again later: the database out of reach (503 SERVICE_UNAVAILABLE, service
 * `database`), a full disk (507 INSUFFICIENT_STORAGE). Anything else is answered as it is.
 * Directus's pool drops a broken connection and opens a new one at the next request, so the
 * server recovers by itself once the database is back (docs/decisions/faults.md).
 */
export function asPassingFault(error: unknown): unknown {
	if (typeof error !== 'object' || error === null) return error;
	const code = codeOf(error);
	if (DISK_FULL_CODES.has(code))
		return new InsufficientStorageError(
			'The server has no room left on its disk; nothing of this request was kept. Free some space and try again.',
			{ field: 'disk' },
		);
	if (UNREACHABLE_CODES.has(code) || UNREACHABLE_WORDS.test(messageOf(error)))
		return new ServiceUnavailableError({
			service: 'database',
			reason: 'The database cannot be reached; nothing of this request was kept. Try again in a moment',
		});
	return error;
}
