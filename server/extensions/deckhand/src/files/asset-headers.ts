import type { NextFunction, Request, Response } from 'express';
import { isImageType } from './image-types.ts';

/**
 * Whatever `/assets/*` serves that is not one of the accepted pictures goes out as a download
 * (`Content-Disposition: attachment`), and every answer says `X-Content-Type-Options: nosniff`,
 * so an uploaded HTML page, SVG or script is never run from the shop's own origin: opened, it
 * downloads; a browser never second-guesses a declared type. An `<img>` still draws an SVG
 * served as an attachment, so the demo shop's SVG card pictures keep showing. The headers are
 * set as the answer's head is written, when Directus has chosen the file's type.
 */
export function assetHeaders(req: Request, res: Response, next: NextFunction): void {
	if (!/^\/assets\//.test(req.path)) return next();
	const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
	res.writeHead = ((...args: unknown[]) => {
		res.setHeader('X-Content-Type-Options', 'nosniff');
		if (res.statusCode < 300 && !isImageType(res.getHeader('content-type'))) {
			const disposition = String(res.getHeader('content-disposition') ?? '');
			res.setHeader(
				'Content-Disposition',
				disposition ? disposition.replace(/^\s*inline\b/i, 'attachment') : 'attachment',
			);
		}
		return writeHead(...args);
	}) as Response['writeHead'];
	next();
}
