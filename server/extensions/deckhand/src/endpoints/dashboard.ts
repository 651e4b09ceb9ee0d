import type { Accountability } from '@directus/types';
import type { NextFunction, Request, Response } from 'express';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { dashboardPath } from '../dashboard/address.ts';
import { defineGuardedEndpoint } from '../http/guard.ts';

const YEAR_IN_SECONDS = 31_536_000;

/** The router's base path: where the dashboard is served. */
const BASE = '/app/';

interface WrittenAnswer {
	params: Record<string, string>;
	data: unknown;
}

type WrittenAnswers = Record<string, WrittenAnswer>;

interface FirstLoadRequest {
	key: string;
	path: string;
	params: Record<string, string>;
}

/** The dashboard's server module (`web/src/entry-server.tsx`, built into `dist/server`). */
interface FrameDrawer {
	drawsFirstFrame(url: URL): boolean;
	firstLoadRequests(url: URL, base: string): FirstLoadRequest[];
	addressOf(request: FirstLoadRequest): string;
	splitPage(template: string): { head: string; finish: (drawn: { frame: string; written: WrittenAnswers } | null) => string };
	drawFrame(url: URL, written: WrittenAnswers): Promise<string | null>;
}

interface Logger {
	warn: (message: string) => void;
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Sends a signed-in user's page with the first frame of the screen drawn in, where the dashboard
 * draws it on the server (the inventory): the head at once, so the browser fetches the stylesheet
 * and scripts meanwhile, then the frame. The first load's answers are asked of this same server
 * with the user's own cookie, so they are exactly what the browser would have been answered.
 * Answers false when this page is not drawn here (the static page is sent instead); when drawing
 * fails midway (a refused session, say), the page is finished without the frame and the browser
 * draws it, as it always can.
 */
function pageDrawer(root: string, api: string, logger: Logger) {
	// Loaded as the server starts, not on the first visit; without it every page is drawn by the browser.
	const drawer = (import(pathToFileURL(join(root, 'server/entry-server.js')).href) as Promise<FrameDrawer>).catch((error: unknown) => {
		logger.warn(`deckhand: pages are drawn by the browser only, the dashboard's server module did not load: ${reason(error)}`);
		return null;
	});

	async function answer(frames: FrameDrawer, cookie: string, request: FirstLoadRequest): Promise<WrittenAnswer> {
		const response = await fetch(`${api}${frames.addressOf(request)}`, { headers: { cookie } });
		if (!response.ok) throw new Error(`${request.path} answered ${response.status}`);
		return { params: request.params, data: ((await response.json()) as { data: unknown }).data };
	}

	return async (req: Request, res: Response): Promise<boolean> => {
		const signedIn = Boolean((req as Request & { accountability?: Accountability }).accountability?.user);
		const cookie = req.headers.cookie;
		const url = new URL(req.originalUrl, 'http://dashboard');
		const frames = await drawer;
		if (req.method !== 'GET' || !signedIn || !cookie || !frames?.drawsFirstFrame(url)) return false;
		const page = frames.splitPage(await readFile(join(root, 'index.html'), 'utf8'));
		// The frame shows this user's data: never kept by a cache, nor shown to anyone else.
		res.setHeader('Cache-Control', 'no-store');
		res.type('html');
		res.write(page.head);
		let drawn: { frame: string; written: WrittenAnswers } | null = null;
		try {
			const written = Object.fromEntries(await Promise.all(frames.firstLoadRequests(url, BASE).map(async (request) => [request.key, await answer(frames, cookie, request)] as const)));
			const frame = await frames.drawFrame(url, written);
			drawn = frame === null ? null : { frame, written };
		} catch (error) {
			logger.warn(`deckhand: the browser draws ${url.pathname} itself: ${reason(error)}`);
		}
		res.end(page.finish(drawn));
		return true;
	};
}

/**
 * Serves the dashboard's production build under /app, on the API's own origin so the session
 * cookie needs no CORS. Hashed assets are cached for a year and sent pre-compressed when the
 * browser accepts gzip; any other path gets index.html, where the dashboard's router takes over,
 * with its first frame already drawn where the dashboard draws it on the server.
 */
function serveDashboard(root: string, sendDrawnPage: (req: Request, res: Response) => Promise<boolean>) {
	return async (req: Request, res: Response, next: NextFunction) => {
		if (req.method !== 'GET' && req.method !== 'HEAD') return next();
		// A malformed address is refused (VALIDATION_FAILED); one with `..` never reaches the disk.
		const relative = dashboardPath(req.path, req.originalUrl);
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
		if (await sendDrawnPage(req, res)) return;
		res.setHeader('Cache-Control', 'no-cache');
		res.sendFile(join(root, 'index.html'), (error) => error && next());
	};
}

export default defineGuardedEndpoint({
	id: 'app',
	handler: (router, { env, logger }) => {
		const root = String(env['DECKHAND_WEB_DIST']);
		// The API as this process serves it, whatever address the browser used.
		const api = `http://127.0.0.1:${String(env['PORT'])}`;
		router.use(serveDashboard(root, pageDrawer(root, api, logger)));
	},
});
