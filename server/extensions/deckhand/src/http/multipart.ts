import { ContentTooLargeError } from '@directus/errors';
import type { NextFunction, Request, Response } from 'express';
import { Readable } from 'node:stream';
import { invalid } from '../errors.ts';

/** Room for the form around the file: field parts, headers, boundaries. */
const FORM_OVERHEAD = 256 * 1024;
/** When FILES_MAX_UPLOAD_SIZE says nothing: Directus's own default cap on a body is far lower for JSON. */
const DEFAULT_MAX = 100 * 1024 * 1024;

/** The boundary a multipart content type names, or null. */
export function boundaryOf(contentType: string): string | null {
	const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
	return match ? (match[1] ?? match[2] ?? null) : null;
}

const HEADER_LINE = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+:/;

/**
 * Whether `body` is a whole multipart form: its first delimiter, parts that each open with a
 * block of well-formed header lines (one of them naming a form-data part), and its closing
 * delimiter. A preamble and an epilogue are allowed, as the format allows them.
 */
export function isWholeForm(body: Buffer, boundary: string): boolean {
	const delimiter = `--${boundary}`;
	const text = body.toString('latin1');
	const first = text.startsWith(delimiter) ? 0 : text.indexOf(`\r\n${delimiter}`);
	const close = text.indexOf(`\r\n${delimiter}--`, first);
	if (first < 0 || close < 0) return false;
	const parts = text.slice(first === 0 ? delimiter.length : first + 2 + delimiter.length, close).split(`\r\n${delimiter}`);
	return parts.every((part) => {
		const headerEnd = part.indexOf('\r\n\r\n');
		if (!/^[ \t]*\r\n/.test(part) || headerEnd < 0) return false;
		const lines = part.slice(part.indexOf('\r\n') + 2, headerEnd).split('\r\n');
		return lines.every((line) => HEADER_LINE.test(line)) && lines.some((line) => /^content-disposition:\s*form-data/i.test(line));
	});
}

/** The whole body, or ContentTooLargeError past `limit` bytes; a request that stops short is refused. */
function readBody(req: Request, limit: number): Promise<Buffer> {
	return new Promise((resolveBody, reject) => {
		const chunks: Buffer[] = [];
		let size = 0;
		req.on('data', (chunk: Buffer) => {
			size += chunk.length;
			if (size > limit) {
				req.removeAllListeners('data');
				req.resume();
				reject(new ContentTooLargeError());
			} else chunks.push(chunk);
		});
		req.on('end', () => resolveBody(Buffer.concat(chunks)));
		req.on('error', () => reject(invalid('body', 'The upload was cut off before it ended; nothing was saved.')));
		req.on('close', () => {
			if (!req.readableEnded) reject(invalid('body', 'The upload was cut off before it ended; nothing was saved.'));
		});
	});
}

const WITH_BODY = new Set(['POST', 'PATCH', 'PUT']);

/**
 * Reads every multipart/form-data request (uploads to `/files`, imports to `/utils/import/…`)
 * whole before Directus does, and refuses a form that is cut off or malformed. Directus hands
 * an upload's stream to storage only after creating the file's row; a form that ends inside the
 * file makes that stream fail with nobody listening, and the process exits (a clerk could stop
 * the till with one truncated upload); an import answers such a form with a 500. A whole form
 * is then given to Directus as it came.
 */
export function checkUploadForm(maxFileBytes: number | null) {
	const limit = (maxFileBytes ?? DEFAULT_MAX) + FORM_OVERHEAD;
	return async (req: Request, _res: Response, next: NextFunction): Promise<void> => {
		if (!WITH_BODY.has(req.method) || !req.is('multipart/form-data')) return next();
		const boundary = boundaryOf(req.headers['content-type'] ?? '');
		if (!boundary) throw invalid('body', 'The upload is not a valid form: its content type names no boundary.');
		const body = await readBody(req, limit);
		if (!isWholeForm(body, boundary)) throw invalid('body', 'The upload is not a whole form (it was cut off, or a part of it is malformed); nothing was saved.');
		req.pipe = ((destination: NodeJS.WritableStream) => Readable.from([body]).pipe(destination)) as Request['pipe'];
		next();
	};
}
