import type { NextFunction, Request, Response } from 'express';

/**
 * The dashboard's own Content-Security-Policy, in place of the one Directus sets for every
 * answer. Directus's allows `'unsafe-eval'` for its Data Studio (under /admin); the dashboard
 * runs no code built from strings, so its pages and assets forbid it. Its scripts are its own
 * files; the only inline scripts are those of a page (its first script, and the router's state
 * in a page the server drew), which carry that answer's nonce. Styles may be inline: the UI kit
 * writes its CSS variables into `<style>` and `style=""`. The API is this same origin (the
 * dashboard is served by Directus), so nothing else is reached.
 */
export function dashboardCsp(nonce?: string): string {
	return [
		"default-src 'self'",
		"base-uri 'self'",
		nonce ? `script-src 'self' 'nonce-${nonce}'` : "script-src 'self'",
		"script-src-attr 'none'",
		"style-src 'self' 'unsafe-inline'",
		"img-src 'self' data: blob:",
		"font-src 'self' data:",
		"connect-src 'self'",
		"worker-src 'self' blob:",
		"object-src 'none'",
		"frame-ancestors 'none'",
		"form-action 'self'",
	].join('; ');
}

/**
 * Headers of every answer under /app: its policy (a page replaces it with one naming its nonce);
 * `nosniff`, so a file is only ever what its type says; and `same-origin` referrers, because the
 * dashboard's addresses carry what a clerk searched and whose record they opened
 * (`/app/customers/12?q=…`): the shop's own server may see them, a site a link leads to gets
 * nothing (`strict-origin-when-cross-origin` would still tell it the shop's address).
 */
export function dashboardHeaders(_req: Request, res: Response, next: NextFunction): void {
	res.setHeader('Content-Security-Policy', dashboardCsp());
	res.setHeader('X-Content-Type-Options', 'nosniff');
	res.setHeader('Referrer-Policy', 'same-origin');
	next();
}
