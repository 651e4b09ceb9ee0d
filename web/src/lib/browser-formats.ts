import { cookieValue } from '@deckhand/contract/http/cookies.ts';
import { languageOf, type Language } from './i18n/languages.ts';

/**
 * What decides how the dashboard writes dates, times and numbers in a browser: the language it
 * starts in (`lib/i18n/formats.ts` formats in it) and the browser's time zone (a date range's
 * midnight, a time of day). The server draws a page only for a browser in its own time zone, in
 * the language the browser will start in; the browser says both in a cookie that only the
 * dashboard's pages carry, written by the page's first script.
 */
export const FORMATS_COOKIE = 'deckhand-formats';

export interface BrowserFormats {
	language: Language;
	timeZone: string;
}

/** This runtime's time zone, e.g. "Europe/Berlin". */
export const runtimeTimeZone = (): string => new Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The cookie's value: "de Europe/Berlin". */
export const formatsText = ({ language, timeZone }: BrowserFormats): string => `${language} ${timeZone}`;

/** Tells the server, with the next page request, the language this browser starts in and its time zone. */
export function rememberBrowserFormats(language: Language): void {
	document.cookie = `${FORMATS_COOKIE}=${encodeURIComponent(formatsText({ language, timeZone: runtimeTimeZone() }))}; Path=/app; Max-Age=31536000; SameSite=Lax`;
}

/** The browser's formats as its cookie says, from a page request's Cookie header; null when it has not said, or says nothing the dashboard reads. */
export function formatsOfBrowser(cookieHeader: string | null): BrowserFormats | null {
	const [tag, timeZone, ...rest] = (cookieValue(cookieHeader, FORMATS_COOKIE) ?? '').split(' ');
	const language = languageOf(tag);
	return language && timeZone && rest.length === 0 ? { language, timeZone } : null;
}
