import { cookieValue } from '../../../server/extensions/deckhand/src/http/cookies.ts';

/**
 * How a JavaScript runtime writes dates, times and numbers when told nothing: its locale and time
 * zone. The screens write them that way (`toLocaleString()`, a date range's midnight in the
 * browser's time zone), so the server draws a page only when its own runtime writes them as the
 * browser does; the browser says how it does in a cookie that only the dashboard's pages carry.
 */
export const FORMATS_COOKIE = 'deckhand-formats';

/** This runtime's default locale and time zone, e.g. "en-US Europe/Berlin". */
export function defaultFormats(): string {
	const { locale, timeZone } = new Intl.DateTimeFormat().resolvedOptions();
	return `${locale} ${timeZone}`;
}

/** Tells the server, with the next page request, how this browser writes dates and numbers. */
export function rememberBrowserFormats(): void {
	document.cookie = `${FORMATS_COOKIE}=${encodeURIComponent(defaultFormats())}; Path=/app; Max-Age=31536000; SameSite=Lax`;
}

/** The browser's formats as its cookie says, from a page request's Cookie header; null when it has not said. */
export function formatsOfBrowser(cookieHeader: string | null): string | null {
	return cookieValue(cookieHeader, FORMATS_COOKIE);
}
