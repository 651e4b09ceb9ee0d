import { cookieValue } from '@deckhand/contract/http/cookies.ts';
import { dateTagOf, languageOf, type Language } from './i18n/languages.ts';

/**
 * What decides how the dashboard writes dates, times and numbers in a browser: the language it
 * starts in (`lib/i18n/formats.ts` formats in it), the browser's own tag of that language (the
 * order of day, month and year) and the browser's time zone (a date range's midnight, a time of day). The server draws a page only for a browser in its own time zone, in
 * the language the browser will start in; the browser says both in a cookie that only the
 * dashboard's pages carry, written by the page's first script.
 */
export const FORMATS_COOKIE = 'deckhand-formats';

export interface BrowserFormats {
	language: Language;
	timeZone: string;
	/** The tag dates are written by (`dateTagOf`): "en-GB" writes 28/03/2026 where "en-US" writes 03/28/2026. */
	dates: string;
}

/** This runtime's time zone, e.g. "Europe/Berlin". */
export const runtimeTimeZone = (): string => new Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The cookie's value: "de Europe/Berlin de-DE". */
export const formatsText = ({ language, timeZone, dates }: BrowserFormats): string =>
	`${language} ${timeZone} ${dates}`;

/** Tells the server, with the next page request, the language this browser starts in, its time zone and how it writes dates. */
export function rememberBrowserFormats(language: Language): void {
	const formats = { language, timeZone: runtimeTimeZone(), dates: dateTagOf(language, navigator.languages) };
	document.cookie = `${FORMATS_COOKIE}=${encodeURIComponent(formatsText(formats))}; Path=/app; Max-Age=31536000; SameSite=Lax`;
}

/** The browser's formats as its cookie says, from a page request's Cookie header; null when it has not said, or says nothing the dashboard reads. */
export function formatsOfBrowser(cookieHeader: string | null): BrowserFormats | null {
	const [tag, timeZone, dates, ...rest] = (cookieValue(cookieHeader, FORMATS_COOKIE) ?? '').split(' ');
	const language = languageOf(tag);
	if (!language || !timeZone || !dates || rest.length > 0) return null;
	// Only a tag of the page's language, as the browser would choose it: anything else is not how it writes dates.
	return dateTagOf(language, [dates]) === dates ? { language, timeZone, dates } : null;
}
