import type { RegisterFunctions, SchemaOverview } from '@directus/types';
import type { NextFunction, Request, Response } from 'express';
import type { Knex } from 'knex';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { onRoutes } from '../http/guard.ts';
import { dashboardPath } from './address.ts';
import { dashboardCsp } from './headers.ts';
import { inProcessApi, loadDirectusReaders, type ReadServices } from './in-process-api.ts';
import { pageCallers } from './page-caller.ts';
import { NONCE_PLACEHOLDER, type DashboardServer, type DrawnPage } from '@deckhand/contract/dashboard/page-contract.ts';

const YEAR_IN_SECONDS = 31_536_000;

interface Logger {
	info: (message: string) => void;
	warn: (message: string) => void;
}

interface Context {
	env: Record<string, unknown>;
	logger: Logger;
	database: Knex;
	services: ReadServices;
	getSchema: () => Promise<SchemaOverview>;
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A page of the dashboard for the person asking, drawn by the dashboard's server module where it
 * can be, with this answer's nonce; otherwise the plain page, which the browser draws, and why in
 * the log (the address's path only: its query holds what a clerk searched).
 */
function pageAnswerer(root: string, { env, logger, database, services, getSchema }: Context) {
	// Loaded as the server starts, not on the first visit; without it every page is drawn by the browser.
	const server = (import(pathToFileURL(join(root, 'server/entry-server.js')).href) as Promise<DashboardServer>).catch(
		(error: unknown) => {
			logger.warn(
				`deckhand: every page is drawn by the browser, the dashboard's server module did not load: ${reason(error)}`,
			);
			return null;
		},
	);
	const callerOf = pageCallers(database, String(env['SESSION_COOKIE_NAME'] ?? 'directus_session_token'));
	const directus = loadDirectusReaders();
	// A failure is said when a page needs them (each page that does is then drawn by the browser), never left unhandled.
	directus.catch(() => {});
	let template: Promise<string> | undefined;

	async function draw(req: Request, nonce: string, page: string): Promise<DrawnPage> {
		const caller = await callerOf(req);
		if ('reason' in caller) return { fallback: caller.reason };
		const dashboard = await server;
		if (!dashboard) return { fallback: "the dashboard's server module is not loaded" };
		const api = inProcessApi(
			{ services, database, directus: await directus },
			caller.accountability,
			await getSchema(),
		);
		// Only what the page needs of the request: its address, and the cookie that says how the browser writes dates.
		const request = new Request(`http://dashboard${req.originalUrl}`, {
			headers: { cookie: req.headers.cookie ?? '' },
		});
		return dashboard.drawPage({ request, nonce, template: page, api });
	}

	/** The drawn page, or null after saying in the log why the browser draws it. */
	async function drawnOrWhyNot(req: Request, nonce: string, page: string, path: string): Promise<string | null> {
		try {
			const drawn = await draw(req, nonce, page);
			if ('html' in drawn) return drawn.html;
			logger.info(`deckhand: /app${path} is drawn by the browser: ${drawn.fallback}`);
		} catch (error) {
			logger.warn(`deckhand: /app${path} is drawn by the browser after an error: ${reason(error)}`);
		}
		return null;
	}

	return async (req: Request, res: Response, path: string): Promise<void> => {
		template ??= readFile(join(root, 'index.html'), 'utf8');
		const nonce = randomBytes(16).toString('base64');
		const page = (await template).replaceAll(NONCE_PLACEHOLDER, nonce);
		const drawn = req.method === 'GET' ? await drawnOrWhyNot(req, nonce, page, path) : null;
		res.setHeader('Content-Security-Policy', dashboardCsp(nonce));
		// A page carries a nonce of its own, and a drawn one the person's data: kept by no cache.
		res.setHeader('Cache-Control', 'no-store');
		res.type('html').send(drawn ?? page);
	};
}

const hasBody = (req: Request) =>
	req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/**
 * Serves the dashboard's production build under /app, on the API's own origin so the session
 * cookie needs no CORS. Hashed assets are cached for a year and sent pre-compressed when the
 * browser accepts gzip; any other path is a page of the dashboard, where its router takes over.
 */
function serveDashboard(root: string, answerPage: ReturnType<typeof pageAnswerer>) {
	return async (req: Request, res: Response, next: NextFunction) => {
		// A browser asks for a page or a file with no body: a request with one is left to Directus, which refuses it.
		if ((req.method !== 'GET' && req.method !== 'HEAD') || hasBody(req)) return next();
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
		if (!existsSync(join(root, 'index.html'))) return next();
		await answerPage(req, res, relative);
	};
}

/**
 * The dashboard at /app, answered before Directus authenticates the request (`middlewares.before`,
 * after the address checks of `request-rules.ts`): a page is answered whatever state its session
 * cookie is in (an expired session gets the page, which then sends the person to sign-in, not a
 * 401), and the page finds who asks itself (`page-caller.ts`).
 */
export function dashboardRoutes({ init }: Pick<RegisterFunctions, 'init'>, context: Context): void {
	const root = String(context.env['DECKHAND_WEB_DIST']);
	const answerPage = pageAnswerer(root, context);
	onRoutes(init, 'middlewares.before', (app) => {
		app.use('/app', serveDashboard(root, answerPage));
	});
}
