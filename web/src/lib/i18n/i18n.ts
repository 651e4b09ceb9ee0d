import { i18n } from '@lingui/core';
import type { Messages } from '@lingui/core';
import { messages as english } from '../../locales/en.po';
import { firstLanguageOf, startingLanguageOf, STORED_LANGUAGE, type Language } from './languages.ts';

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

/** The language this browser starts in (`languages.ts`). */
export const startingLanguage = (): Language => startingLanguageOf(localStorage.getItem(STORED_LANGUAGE), navigator.languages);
