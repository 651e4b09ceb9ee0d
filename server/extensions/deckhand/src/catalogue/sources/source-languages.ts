import { isCardLanguage, type CardLanguage } from '@deckhand/contract/domain/card-languages.ts';

/**
 * A source's language code as the shop's card languages write it (`en` → `EN`), through the
 * source's own codes where they differ (`zhs` → `ZH-CN`); null for a language the shop has no
 * code for, which the source's reader passes over.
 */
export function cardLanguage(code: string, own: Readonly<Record<string, string>> = {}): CardLanguage | null {
	const language = own[code.toLowerCase()] ?? code.toUpperCase();
	return isCardLanguage(language) ? language : null;
}
