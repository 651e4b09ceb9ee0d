import { vocabulary } from './vocabulary.ts';

/**
 * The languages cards are printed in that the formats name, with the upper-case code a SKU keeps.
 * `names` are the English names the formats write (the first is the one a refusal lists; TCGplayer
 * writes the two Chinese as "Chinese (S)" and "Chinese (T)"). Plain "Chinese" is not read: it does
 * not say which of the two.
 */
const LANGUAGES: ReadonlyArray<{ code: string; names: readonly string[] }> = [
	{ code: 'EN', names: ['English'] },
	{ code: 'JA', names: ['Japanese'] },
	{ code: 'DE', names: ['German'] },
	{ code: 'FR', names: ['French'] },
	{ code: 'IT', names: ['Italian'] },
	{ code: 'ES', names: ['Spanish'] },
	{ code: 'PT', names: ['Portuguese'] },
	{ code: 'KO', names: ['Korean'] },
	{ code: 'RU', names: ['Russian'] },
	{ code: 'ZH-CN', names: ['Chinese Simplified', 'Simplified Chinese', 'Chinese (S)'] },
	{ code: 'ZH-TW', names: ['Chinese Traditional', 'Traditional Chinese', 'Chinese (T)'] },
	{ code: 'PH', names: ['Phyrexian'] },
];

export const ENGLISH = 'EN';

/** Languages by their English names. */
export const LANGUAGE_NAMES = vocabulary(
	'a language',
	LANGUAGES.flatMap(({ code, names }) => names.map((name) => [name, code] as const)),
	LANGUAGES.map(({ names }) => names[0]!),
);

/** Languages by lower-case codes with an underscore before the region, as ManaBox writes them: en, ja, zh_CN. */
export const LANGUAGE_CODES = vocabulary(
	'a language',
	LANGUAGES.map(({ code }) => {
		const [language = '', region] = code.split('-');
		return [region ? `${language.toLowerCase()}_${region}` : language.toLowerCase(), code] as const;
	}),
);
