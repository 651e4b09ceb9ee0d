import { i18n } from '@lingui/core';
import type { Messages } from '@lingui/core';
import { rememberBrowserFormats } from '../browser-formats.ts';
import { firstLanguageOf, startingLanguageOf, STORED_LANGUAGE, type Language } from './languages.ts';

/** Each language's catalogue is a file of its own, fetched by those who read it (the page's first script starts it). */
const CATALOGUES: Record<Language, () => Promise<Messages>> = {
	en: async () => (await import('../../locales/en.po')).messages,
	de: async () => (await import('../../locales/de.po')).messages,
};

/** The language the dashboard speaks now. */
export const activeLanguage = (): Language => firstLanguageOf([i18n.locale]);

/**
 * Speaks `language` from now on: loads its catalogue, sets the page's `lang` (screen readers
 * pronounce by it) and remembers it in the browser, and in the note the next page request carries,
 * so the server draws that page in it (a note left as the page's first script wrote it had the
 * server draw the next page in the language before, which the browser then took over in this one).
 */
export async function speak(language: Language): Promise<void> {
	if (i18n.locale !== language) i18n.loadAndActivate({ locale: language, messages: await CATALOGUES[language]() });
	document.documentElement.lang = language;
	localStorage.setItem(STORED_LANGUAGE, language);
	rememberBrowserFormats(language);
}

/** The language this browser starts in (`languages.ts`). */
export const startingLanguage = (): Language =>
	startingLanguageOf(localStorage.getItem(STORED_LANGUAGE), navigator.languages);
