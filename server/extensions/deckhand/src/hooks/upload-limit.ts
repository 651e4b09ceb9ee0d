import { ContentTooLargeError } from '@directus/errors';
import type { NextFunction, Request, Response } from 'express';

const UNITS: Record<string, number> = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 };

/** "10mb" → 10 485 760; null when the setting is absent or unreadable (then only Directus's own check applies). */
export function parseSize(setting: unknown): number | null {
	const match = /^(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?$/i.exec(String(setting ?? '').trim());
	return match ? Math.floor(Number(match[1]) * UNITS[(match[2] ?? 'b').toLowerCase()]!) : null;
}

/**
 * Refuses an upload whose body is over FILES_MAX_UPLOAD_SIZE before Directus reads it. Directus
 * checks the size only after it has created the file's row, and its clean-up runs with the
 * uploader's own permissions: for staff, who may not delete files, the empty row would stay.
 */
export function uploadLimit(maxBytes: number | null) {
	return (req: Request, _res: Response, next: NextFunction): void => {
		const length = Number(req.headers['content-length'] ?? 0);
		if (maxBytes !== null && (req.method === 'POST' || req.method === 'PATCH') && /^\/files(\/|$)/.test(req.path) && length > maxBytes) return next(new ContentTooLargeError());
		next();
	};
}
