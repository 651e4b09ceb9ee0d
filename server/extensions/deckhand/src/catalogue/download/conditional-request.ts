/**
 * The HTTP of a source's download, apart from the network (RFC 9110, 9111): which validators a
 * request carries, and what its answer means for the file kept in the source's folder.
 */

/** What identifies a version of a file: the server's ETag and Last-Modified, as it sent them. */
export interface Validators {
	etag: string | null;
	lastModified: string | null;
}

/** A file downloaded whole: its address and validators. */
export interface KeptFile extends Validators {
	url: string;
}

/** A download cut off: how many bytes of it are in `<name>.part`, and the version they are of. */
export interface PartFile extends KeptFile {
	bytes: number;
}

/**
 * A weak ETag (`W/"…"`) names a version "equivalent" in meaning, not byte for byte: good to ask
 * whether a file changed, never to join two pieces (If-Range takes a strong validator only).
 */
const isStrong = (etag: string): boolean => !etag.startsWith('W/');

/** The request's headers: the rest of a part, or the whole file unless it is still the one kept. */
export function requestHeaders(url: string, kept: KeptFile | null, part: PartFile | null): Record<string, string> {
	// Content-Length counts the bytes sent; a compressed answer's would not be the file's.
	const headers: Record<string, string> = { 'accept-encoding': 'identity' };
	const resumeFrom = part && part.url === url && part.bytes > 0 ? rangeValidator(part) : null;
	if (part && resumeFrom) {
		headers['range'] = `bytes=${part.bytes}-`;
		headers['if-range'] = resumeFrom;
		return headers;
	}
	if (kept && kept.url === url) {
		if (kept.etag) headers['if-none-match'] = kept.etag;
		if (kept.lastModified) headers['if-modified-since'] = kept.lastModified;
	}
	return headers;
}

/** The validator a Range request joins on: a strong ETag, else the Last-Modified date; none, start over. */
function rangeValidator(part: Validators): string | null {
	if (part.etag && isStrong(part.etag)) return part.etag;
	return part.lastModified;
}

export type Answer =
	| { kind: 'unchanged' }
	/** The rest of the part, from `from`; `total` is the whole file's length where the server said it. */
	| { kind: 'rest'; from: number; total: number | null }
	/** The whole file anew, `total` bytes long where the server said it. */
	| { kind: 'whole'; total: number | null }
	| { kind: 'missing' }
	| { kind: 'error'; problem: string };

/** What an answer means, given whether the request asked for the rest of a part of `partBytes`. */
export function answerOf(
	status: number,
	headers: { get(name: string): string | null },
	asked: Record<string, string>,
	partBytes: number,
): Answer {
	const length = numberOrNull(headers.get('content-length'));
	if (status === 304 && asked['if-none-match'] !== undefined) return { kind: 'unchanged' };
	if (status === 304 && asked['if-modified-since'] !== undefined) return { kind: 'unchanged' };
	if (status === 206 && asked['range'] !== undefined) {
		const range = /^bytes (\d+)-(\d+)\/(\d+|\*)$/.exec(headers.get('content-range') ?? '');
		if (!range || Number(range[1]) !== partBytes)
			return { kind: 'error', problem: `answered a part that does not follow the ${partBytes} bytes kept` };
		const total = range[3] === '*' ? (length === null ? null : partBytes + length) : Number(range[3]);
		return { kind: 'rest', from: partBytes, total };
	}
	// A 200 to a Range request: the file changed since the part was read (If-Range), so it starts over.
	if (status === 200) return { kind: 'whole', total: length };
	if (status === 404 || status === 410) return { kind: 'missing' };
	return { kind: 'error', problem: `answered HTTP ${status}` };
}

function numberOrNull(text: string | null): number | null {
	if (text === null || !/^\d+$/.test(text.trim())) return null;
	return Number(text);
}

/** The validators of an answer. */
export const validatorsOf = (headers: { get(name: string): string | null }): Validators => ({
	etag: headers.get('etag'),
	lastModified: headers.get('last-modified'),
});
