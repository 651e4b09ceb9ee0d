import { vocabulary } from './vocabulary.ts';
import { CARD_LANGUAGES, type CardLanguage } from '@deckhand/contract/domain/card-languages.ts';

/**
 * The English names the formats write for each of the shop's card languages (the contract's
 * list, so a record missing one fails the type check): the first is the one a refusal lists;
 * TCGplayer writes the two Chinese as "Chinese (S)" and "Chinese (T)". Plain "Chinese" is not
 * read: it does not say which of the two.
 */
const NAMES: Readonly<Record<CardLanguage, readonly [string, ...string[]]>> = {
	EN: ['English'],
	JA: ['Japanese'],
	DE: ['German'],
	FR: ['French'],
	IT: ['Italian'],
	ES: ['Spanish'],
	PT: ['Portuguese'],
	KO: ['Korean'],
	RU: ['Russian'],
	'ZH-CN': ['Chinese Simplified', 'Simplified Chinese', 'Chinese (S)'],
	'ZH-TW': ['Chinese Traditional', 'Traditional Chinese', 'Chinese (T)'],
	PH: ['Phyrexian'],
};
const LANGUAGES = CARD_LANGUAGES.map((code) => ({ code, names: NAMES[code] }));

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
