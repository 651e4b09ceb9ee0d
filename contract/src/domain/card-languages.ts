/**
 * The languages cards are printed in, by the upper-case code a SKU and a buylist line keep: one
 * list for the buylist's choices, the dashboard's Select and the imports, which read each format's
 * own words into these codes (`imports/formats/languages.ts`). Japanese is JA (ISO 639-1), never
 * JP, the country; the two Chinese are told apart by their region.
 */
export const CARD_LANGUAGES = ['EN', 'JA', 'DE', 'FR', 'IT', 'ES', 'PT', 'KO', 'RU', 'ZH-CN', 'ZH-TW', 'PH'] as const;

export type CardLanguage = (typeof CARD_LANGUAGES)[number];

export const isCardLanguage = (value: string): value is CardLanguage =>
	(CARD_LANGUAGES as readonly string[]).includes(value);
