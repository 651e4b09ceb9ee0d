/**
 * What the dashboard's server module (`web/src/entry-server.tsx`, built into
 * `web/dist/server/entry-server.js`) offers this extension, and what the extension gives it for
 * each page: one definition, which the type checker holds both sides to. Imports nothing, so the
 * dashboard's build may read it.
 */

/**
 * Answers a request of the dashboard's SDK in-process, for the person whose page is drawn, as
 * the REST API would have answered it over HTTP (`{ data }`, or `{ errors }` with a 4xx).
 */
export type InProcessApi = (url: URL) => Promise<Response>;

export interface PageToDraw {
	/** The page's address and headers, as the browser sent them. */
	request: Request;
	/** This answer's Content-Security-Policy nonce: the router's inline state script carries it. */
	nonce: string;
	/** The dashboard's page (the build's index.html), its nonce filled in. */
	template: string;
	api: InProcessApi;
}

/** The page with its screen drawn and its state for the browser to take over, or why the browser draws it instead. */
export type DrawnPage = { html: string } | { fallback: string };

export interface DashboardServer {
	drawPage(page: PageToDraw): Promise<DrawnPage>;
}

/** Stands for the nonce in the build's index.html (on its first script), replaced in every answer. */
export const NONCE_PLACEHOLDER = '__DECKHAND_NONCE__';

/**
 * On the first script's tag of the build's index.html: the page is drawn by the browser, so Home's
 * first script asks for its figures at once (`web/src/features/home/early-reports.ts`). The
 * dashboard's server module takes it off a page it draws, which holds its figures already.
 */
export const EARLY_REPORTS_MARKER = 'data-early-reports';

/** The dashboard's address: the router's base and the build's. */
export const DASHBOARD_PATH = '/app';
