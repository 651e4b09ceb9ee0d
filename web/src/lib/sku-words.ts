import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Condition, Edition, Finish } from '../../../server/schema/collections.ts';

/** A finish as people say it inside a SKU's name: `reverse_holo` is stored, "reverse holo" is shown (`i18n._` where shown). */
export const FINISH_WORDS: Record<Finish, MessageDescriptor> = {
	normal: msg({ message: 'normal', context: 'finish, inside a SKU name' }),
	foil: msg({ message: 'foil', context: 'finish, inside a SKU name' }),
	reverse_holo: msg({ message: 'reverse holo', context: 'finish, inside a SKU name' }),
	etched: msg({ message: 'etched', context: 'finish, inside a SKU name' }),
};

/** A finish in the language spoken; a value the dashboard has no word for is shown as stored. */
const finishWord = (finish: string) => (Object.hasOwn(FINISH_WORDS, finish) ? i18n._(FINISH_WORDS[finish as Finish]) : finish);

/** A SKU's identity in words, wherever one is named: "NM · reverse holo · EN". Conditions and languages are codes, the same in every language. */
export const skuWords = (sku: { condition: Condition | string; finish: Finish | string; language: string }, separator = ' · ') =>
	[sku.condition, finishWord(sku.finish), sku.language].join(separator);

/** An edition as the card says it (`first_edition` is stored, "1st Edition" shown; `i18n._` where shown). */
export const EDITION_WORDS: Record<Edition, MessageDescriptor> = {
	first_edition: msg({ message: '1st Edition', context: 'edition of a card' }),
	unlimited: msg({ message: 'Unlimited', context: 'edition of a card' }),
	limited: msg({ message: 'Limited', context: 'edition of a card' }),
};

/** A SKU's identity in words with its edition when it has one: "NM · foil · EN · 1st Edition". */
export const skuWordsWithEdition = (sku: { condition: string; finish: string; language: string; edition: string | null }) =>
	sku.edition === null ? skuWords(sku) : `${skuWords(sku)} · ${Object.hasOwn(EDITION_WORDS, sku.edition) ? i18n._(EDITION_WORDS[sku.edition as Edition]) : sku.edition}`;

/**
 * A sold line's details, on the till and on its receipt: "OBF 125 · NM · foil · JA" (set and
 * number, condition, the finish unless normal, the language unless English), short enough for
 * an 80 mm receipt.
 */
export function saleLineDetails(sku: { setCode: string; collectorNumber: string | null; condition: string; finish: string; language: string }): string {
	const number = sku.collectorNumber ? `${sku.setCode} ${sku.collectorNumber}` : sku.setCode;
	const finish = sku.finish === 'normal' ? '' : finishWord(sku.finish);
	return [number, sku.condition, finish, sku.language === 'EN' ? '' : sku.language].filter(Boolean).join(' · ');
}
