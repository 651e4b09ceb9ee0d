import { expectOk } from './api.ts';
import { FORMATS_COOKIE, formatsText, runtimeTimeZone } from '../../web/src/lib/browser-formats.ts';

/**
 * The cookie in which the dashboard's first script says the language the browser starts in and its
 * time zone: by default English and this process's time zone, as a browser on this machine says
 * them (the server, on the same machine, is in the same zone).
 */
export function formatsCookie(
	formats = formatsText({ language: 'en', timeZone: runtimeTimeZone(), dates: 'en' }),
): string {
	return `${FORMATS_COOKIE}=${encodeURIComponent(formats)}`;
}

/** A session cookie, as the dashboard's sign-in leaves it in the browser. */
export async function sessionCookie(url: string, user: { email: string; password: string }): Promise<string> {
	const response = await fetch(`${url}/auth/login`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify({ email: user.email, password: user.password, mode: 'session' }),
	});
	const body = await response.json().catch(() => null);
	expectOk({ status: response.status, body, route: `session sign-in of ${user.email}` }, 200);
	return response.headers
		.getSetCookie()
		.find((cookie) => cookie.startsWith('directus_session_token='))!
		.split(';')[0]!;
}

export interface Page {
	status: number;
	headers: Headers;
	html: string;
	/** The nonce the answer's policy allows inline scripts by. */
	nonce: string | null;
	/** Whether the page arrived with its screen drawn and the router's state for the browser to take over. */
	drawn: boolean;
}

/** A page of the dashboard as the browser gets it, with the given cookies. */
export async function page(url: string, path: string, ...cookies: string[]): Promise<Page> {
	const response = await fetch(`${url}/app${path}`, {
		headers: cookies.length > 0 ? { cookie: cookies.join('; ') } : {},
	});
	const html = await response.text();
	const nonce =
		/script-src 'self' 'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? null;
	return { status: response.status, headers: response.headers, html, nonce, drawn: html.includes('$_TSR.router=') };
}

/** The opening tags of the page's inline scripts (those without `src`). */
export function inlineScripts(html: string): string[] {
	return [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>/g)].map((match) => match[0]);
}
