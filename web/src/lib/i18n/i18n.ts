import { i18n } from '@lingui/core';
import type { Messages } from '@lingui/core';
import { messages as english } from '../../locales/en.po';
import { firstLanguageOf, type Language } from './languages.ts';

/** Where the browser keeps the language last used, so the sign-in page speaks it before anyone signs in. */
const STORED_LANGUAGE = 'deckhand.language';

/** English comes with the dashboard's code; German is fetched only by those who read it. */
const CATALOGUES: Record<Language, () => Promise<Messages>> = {
	en: async () => english,
	de: async () => (await import('../../locales/de.po')).messages,
};

/** The language the dashboard speaks now. */
export const activeLanguage = (): Language => firstLanguageOf([i18n.locale]);

/**
 * Speaks `language` from now on: loads its catalogue, sets the page's `lang` (screen readers
 * pronounce by it) and remembers it in the browser.
 */
export async function speak(language: Language): Promise<void> {
	if (i18n.locale !== language) i18n.loadAndActivate({ locale: language, messages: await CATALOGUES[language]() });
	document.documentElement.lang = language;
	localStorage.setItem(STORED_LANGUAGE, language);
}

/** The language to start in: the one last used in this browser, else the browser's own choice, else English. */
export function startingLanguage(): Language {
	return firstLanguageOf([localStorage.getItem(STORED_LANGUAGE), ...navigator.languages]);
}
