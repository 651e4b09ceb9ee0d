import { defineEndpoint } from '@directus/extensions-sdk';
import type { NextFunction, Request, Response } from 'express';
import { existsSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';

const YEAR_IN_SECONDS = 31_536_000;

/**
 * Serves the dashboard's production build under /app, on the API's own origin so the session
 * cookie needs no CORS. Hashed assets are cached for a year and sent pre-compressed when the
 * browser accepts gzip; any other path gets index.html, where the dashboard's router takes over.
 */
function serveDashboard(root: string) {
	return (req: Request, res: Response, next: NextFunction) => {
		if (req.method !== 'GET' && req.method !== 'HEAD') return next();
		const relative = normalize(decodeURIComponent(req.path)).replace(/^(\.\.(\/|$))+/, '');
		if (relative.startsWith('/assets/')) {
			const file = join(root, relative);
			if (!existsSync(file)) return next();
			res.setHeader('Cache-Control', `public, max-age=${YEAR_IN_SECONDS}, immutable`);
			res.setHeader('Vary', 'Accept-Encoding');
			if (req.acceptsEncodings('gzip') && existsSync(`${file}.gz`)) {
				res.type(extname(file));
				res.setHeader('Content-Encoding', 'gzip');
				return res.sendFile(`${file}.gz`);
			}
			return res.sendFile(file);
		}
		res.setHeader('Cache-Control', 'no-cache');
		res.sendFile(join(root, 'index.html'), (error) => error && next());
	};
}

export default defineEndpoint({
	id: 'app',
	handler: (router, { env }) => {
		router.use(serveDashboard(String(env['DECKHAND_WEB_DIST'])));
	},
});
