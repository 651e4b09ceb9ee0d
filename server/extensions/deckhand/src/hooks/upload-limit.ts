import { statfs } from 'node:fs/promises';
import { ContentTooLargeError } from '@directus/errors';
import type { NextFunction, Request, Response } from 'express';
import { InsufficientStorageError, invalid } from '../errors.ts';
import { readBounded, replayBody } from '../files/upload-body.ts';
import { refuseNonImages } from '../files/upload-content.ts';
import { boundaryOf, isWholeForm } from '../http/multipart.ts';

const UNITS: Record<string, number> = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 };

/** What uploads are bounded to when FILES_MAX_UPLOAD_SIZE is absent or unreadable: Deckhand's own default. */
const DEFAULT_MAX_BYTES = 10 * 1024 ** 2;
/** Directus's own default for IMPORT_MAX_FILE_SIZE. */
const DEFAULT_IMPORT_BYTES = 50 * 1024 ** 2;
/** Room for an import's form around its file: field parts, headers, boundaries. */
const FORM_OVERHEAD = 256 * 1024;
const WITH_BODY = new Set(['POST', 'PATCH', 'PUT']);

/** "10mb" → 10 485 760; null when the setting is absent or unreadable. */
export function parseSize(setting: unknown): number | null {
	const match = /^(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?$/i.exec(String(setting ?? '').trim());
	return match ? Math.floor(Number(match[1]) * UNITS[(match[2] ?? 'b').toLowerCase()]!) : null;
}

const isUpload = (req: Request) => (req.method === 'POST' || req.method === 'PATCH') && /^\/files(\/|$)/.test(req.path);
const isAdmin = (req: Request) =>
	(req as Request & { accountability?: { admin?: boolean } }).accountability?.admin === true;

export interface UploadLimits {
	/** FILES_MAX_UPLOAD_SIZE: a whole upload form to `/files`. */
	files: number | null;
	/** IMPORT_MAX_FILE_SIZE: an import's file (`/utils/import/…`, any other multipart form). */
	imports: number | null;
	/** The uploads folder when files are stored on this machine's disk (the local driver); null for S3 and the like. */
	localRoot: string | null;
}

/**
 * An upload bigger than the room left where it is stored is refused before Directus writes a
 * byte: Directus would create the file's row, write until the disk is full, and answer 503
 * "Couldn't save file" (deleting both again). The answer names the full disk. A disk that fills
 * between this look and the write still gets Directus's own answer and clean-up.
 */
async function refuseWithoutRoom(localRoot: string, bytes: number): Promise<void> {
	const { bavail, bsize } = await statfs(localRoot);
	if (bytes > bavail * bsize)
		throw new InsufficientStorageError(
			'The server has no room left on its disk for this file; nothing was saved. Free some space (or ask whoever runs the server) and upload it again.',
			{ field: 'file' },
		);
}

async function checkedForm(req: Request, limit: number): Promise<Buffer> {
	if (Number(req.headers['content-length'] ?? 0) > limit) throw new ContentTooLargeError();
	const boundary = boundaryOf(req.headers['content-type'] ?? '');
	if (!boundary) throw invalid('body', 'The upload is not a valid form: its content type names no boundary.');
	const body = await readBounded(req, limit);
	if (body === null) throw new ContentTooLargeError();
	if (!isWholeForm(body, boundary))
		throw invalid(
			'body',
			'The upload is not a whole form (it was cut off, or a part of it is malformed); nothing was saved.',
		);
	if (isUpload(req) && !isAdmin(req)) await refuseNonImages(req.headers, body);
	return body;
}

/**
 * Every multipart/form-data request (uploads to `/files`, imports to `/utils/import/…`) is read
 * whole here before Directus sees a byte: counted as it arrives whatever the transfer encoding
 * (at most its bound, in memory; a declared length over the bound is refused unread), its form
 * checked whole, and for staff its files checked to be pictures. Directus then reads that copy.
 * Directus creates an upload's file row as soon as a file starts to arrive and checks the size
 * only as it writes: its clean-up runs with the uploader's own rights, and staff, who may not
 * delete files, were left with the row and a partial file; and a form cut off inside the file
 * failed a stream nobody listened to, and the server exited.
 */
export function uploadLimit(limits: UploadLimits) {
	const files = limits.files ?? DEFAULT_MAX_BYTES;
	const other = Math.max(files, limits.imports ?? DEFAULT_IMPORT_BYTES) + FORM_OVERHEAD;
	return (req: Request, _res: Response, next: NextFunction): void => {
		if (!WITH_BODY.has(req.method) || !req.is('multipart/form-data')) return next();
		checkedForm(req, isUpload(req) ? files : other)
			.then(async (body) => {
				if (isUpload(req) && limits.localRoot !== null) await refuseWithoutRoom(limits.localRoot, body.length);
				replayBody(req, body);
				next();
			})
			.catch(next);
	};
}

/** Where uploads are written when the first storage location is the local driver's folder; null otherwise. */
export function localUploadsRoot(env: Record<string, unknown>): string | null {
	const location = String(env['STORAGE_LOCATIONS'] ?? 'local')
		.split(',')[0]!
		.trim();
	const prefix = `STORAGE_${location.toUpperCase()}_`;
	return env[`${prefix}DRIVER`] === 'local' && env[`${prefix}ROOT`] ? String(env[`${prefix}ROOT`]) : null;
}
