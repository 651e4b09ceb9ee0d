import { ContentTooLargeError } from '@directus/errors';
import type { NextFunction, Request, Response } from 'express';
import { readBounded, replayBody } from '../files/upload-body.ts';
import { refuseNonImages } from '../files/upload-content.ts';

const UNITS: Record<string, number> = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 };

/** What uploads are bounded to when FILES_MAX_UPLOAD_SIZE is absent or unreadable: Deckhand's own default. */
const DEFAULT_MAX_BYTES = 10 * 1024 ** 2;

/** "10mb" → 10 485 760; null when the setting is absent or unreadable. */
export function parseSize(setting: unknown): number | null {
	const match = /^(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?$/i.exec(String(setting ?? '').trim());
	return match ? Math.floor(Number(match[1]) * UNITS[(match[2] ?? 'b').toLowerCase()]!) : null;
}

const isUpload = (req: Request) => (req.method === 'POST' || req.method === 'PATCH') && /^\/files(\/|$)/.test(req.path);
const isAdmin = (req: Request) => (req as Request & { accountability?: { admin?: boolean } }).accountability?.admin === true;

/**
 * Bounds uploads at FILES_MAX_UPLOAD_SIZE and lets staff upload pictures only, before Directus
 * sees a byte. Directus creates the file's row as soon as a file starts to arrive and checks the
 * size only as it writes; its clean-up of a refused upload runs with the uploader's own rights,
 * and staff, who may not delete files, were left with the row and a partial file. So the whole
 * multipart body is read here first (counted as it arrives; at most the bound, in memory), its
 * files are checked, and Directus then reads that copy. A declared length over the bound is
 * refused without reading anything.
 */
export function uploadLimit(maxBytes: number | null) {
	const limit = maxBytes ?? DEFAULT_MAX_BYTES;
	return (req: Request, _res: Response, next: NextFunction): void => {
		if (!isUpload(req)) return next();
		if (Number(req.headers['content-length'] ?? 0) > limit) return next(new ContentTooLargeError());
		// Any other body is JSON, already read by Directus, and creates a row without a file.
		if (!req.is('multipart/form-data')) return next();
		readBounded(req, limit)
			.then(async (body) => {
				if (body === null) return next(new ContentTooLargeError());
				if (!isAdmin(req)) await refuseNonImages(req.headers, body);
				replayBody(req, body);
				next();
			})
			.catch(next);
	};
}
