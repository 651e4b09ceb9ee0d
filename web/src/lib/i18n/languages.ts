/**
 * The dashboard's languages, each named in itself, as a language menu shows them. A user's
 * choice is kept in their Directus account (`directus_users.language`, a language tag the Data
 * Studio reads too) and in the browser, so the sign-in page already speaks it.
 */
export const LANGUAGES = { en: 'English', de: 'Deutsch' } as const;

export type Language = keyof typeof LANGUAGES;

/** The tag stored in the user's account for each language (Directus's own tags). */
export const ACCOUNT_TAGS: Record<Language, string> = { en: 'en-US', de: 'de-DE' };

/** The dashboard's language for a language tag ("de-AT" → German), or null when it has none. */
export function languageOf(tag: string | null | undefined): Language | null {
	const base = tag?.toLowerCase().split(/[-_]/)[0];
	return base !== undefined && Object.hasOwn(LANGUAGES, base) ? (base as Language) : null;
}

/** Where the browser keeps the language last used, so the sign-in page speaks it before anyone signs in. */
export const STORED_LANGUAGE = 'deckhand.language';

/** The language a browser starts in: the one last used in it, else the browser's own choice, else English. */
export const startingLanguageOf = (stored: string | null, browserLanguages: readonly string[]): Language =>
	firstLanguageOf([stored, ...browserLanguages]);

/** The first of the tags the dashboard speaks (the account's, the browser's choice, its list), else English. */
export function firstLanguageOf(tags: ReadonlyArray<string | null | undefined>): Language {
	for (const tag of tags) {
		const language = languageOf(tag);
		if (language) return language;
	}
	return 'en';
}

/**
 * The tag the dashboard writes dates by in `language`: the browser's own tag of that language, so
 * a British browser reading English writes day/month/year ("en-GB") and an American one
 * month/day/year, else the language alone. A tag `Intl` does not know is passed over.
 */
export function dateTagOf(language: Language, browserLanguages: readonly string[]): string {
	for (const tag of browserLanguages) {
		if (languageOf(tag) !== language) continue;
		try {
			return Intl.getCanonicalLocales(tag)[0] ?? language;
		} catch {
			// Not a language tag (a hand-made cookie): the next one, or the language alone.
		}
	}
	return language;
}
