import { invalid } from '../errors.ts';

/** The header a client names a request by, so that sending it again is safe (IETF `draft-ietf-httpapi-idempotency-key-header`). */
export const IDEMPOTENCY_KEY = 'Idempotency-Key';
/** The header of an answer given again: the request had been recorded, nothing was done twice. */
export const REPLAYED = 'Idempotent-Replayed';

export const KEY_LENGTH_MAX = 255;

/** Printable ASCII, space included: what a header carries unchanged through every proxy and database. */
const PRINTABLE = /^[\x20-\x7e]+$/;

const refuse = (message: string) =>
	invalid(
		IDEMPOTENCY_KEY,
		`${message} Send 1 to ${KEY_LENGTH_MAX} printable characters (a UUID, for instance) once per request, or no ${IDEMPOTENCY_KEY} at all.`,
		{ min: 1, max: KEY_LENGTH_MAX },
	);

/**
 * The key a request carries, from every line of the header it came with (Node's
 * `headersDistinct`), or null when it has none: the header is optional. The key is read as sent,
 * opaque (the draft's quoted form keeps its quotes): a client sends its key the same way each time.
 */
export function readIdempotencyKey(lines: readonly string[] | undefined): string | null {
	if (lines === undefined || lines.length === 0) return null;
	// Two lines may say two keys; taking either would be a guess about which request this is.
	if (lines.length > 1) throw refuse(`The ${IDEMPOTENCY_KEY} header was sent ${lines.length} times.`);
	const key = lines[0]!;
	if (key === '') throw refuse(`The ${IDEMPOTENCY_KEY} header is empty.`);
	if (key.length > KEY_LENGTH_MAX) throw refuse(`The ${IDEMPOTENCY_KEY} header has ${key.length} characters.`);
	if (!PRINTABLE.test(key))
		throw refuse(`The ${IDEMPOTENCY_KEY} header holds a character that is not printable ASCII.`);
	return key;
}
