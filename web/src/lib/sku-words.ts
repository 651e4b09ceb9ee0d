import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CardKind, Condition, Edition, Finish } from '@deckhand/contract/schema/choices.ts';

/** A finish as people say it inside a SKU's name: `reverse_holo` is stored, "reverse holo" is shown (`i18n._` where shown). */
export const FINISH_WORDS: Record<Finish, MessageDescriptor> = {
	normal: msg({ message: 'normal', context: 'finish, inside a SKU name' }),
	foil: msg({ message: 'foil', context: 'finish, inside a SKU name' }),
	reverse_holo: msg({ message: 'reverse holo', context: 'finish, inside a SKU name' }),
	etched: msg({ message: 'etched', context: 'finish, inside a SKU name' }),
};

/** An edition as the card prints it, where its game names one. */
export const EDITION_WORDS: Record<Edition, MessageDescriptor> = {
	first_edition: msg({ message: '1st Edition', context: 'edition printed on a card' }),
	unlimited: msg({ message: 'Unlimited', context: 'edition printed on a card' }),
	limited: msg({ message: 'Limited', context: 'edition printed on a card' }),
};

/** Sealed product has no grade: inside its SKU's name it is "Sealed" where a single says "NM". */
const SEALED = msg({ message: 'Sealed', context: 'condition of sealed product, inside a SKU name' });

/** The condition as said inside a SKU's name: the stored grade of a single, "Sealed" for sealed product (`cards.kind`). */
export const conditionWord = (condition: string, kind?: CardKind | string | null) =>
	kind === 'sealed' ? i18n._(SEALED) : condition;

const editionWord = (edition: string | null | undefined) =>
	edition ? (Object.hasOwn(EDITION_WORDS, edition) ? i18n._(EDITION_WORDS[edition as Edition]) : edition) : '';

/** A finish in the language spoken; a value the dashboard has no word for is shown as stored. */
export const finishWord = (finish: string) =>
	Object.hasOwn(FINISH_WORDS, finish) ? i18n._(FINISH_WORDS[finish as Finish]) : finish;

/**
 * A SKU's identity in words, wherever one is named: "NM · reverse holo · EN", and its edition
 * where it names one ("NM · normal · EN · 1st Edition"); sealed product (its card's `kind`) is
 * "Sealed · EN". Conditions and languages are codes, the same in every language.
 */
export const skuWords = (
	sku: {
		condition: Condition | string;
		finish: Finish | string;
		language: string;
		edition?: Edition | string | null;
		kind?: CardKind | string | null;
	},
	separator = ' · ',
) => {
	const sealed = sku.kind === 'sealed';
	const finish = sealed && sku.finish === 'normal' ? '' : finishWord(sku.finish);
	return [conditionWord(sku.condition, sku.kind), finish, sku.language, editionWord(sku.edition)]
		.filter(Boolean)
		.join(separator);
};

/**
 * A sold line's details, on the till and on its receipt: "OBF 125 · NM · foil · JA" (set and
 * number, condition — "Sealed" for sealed product —, the finish unless normal, the language
 * unless English), short enough for an 80 mm receipt.
 */
export function saleLineDetails(sku: {
	setCode: string;
	collectorNumber: string | null;
	condition: string;
	finish: string;
	language: string;
	kind?: CardKind | string | null;
}): string {
	const number = sku.collectorNumber ? `${sku.setCode} ${sku.collectorNumber}` : sku.setCode;
	const finish = sku.finish === 'normal' ? '' : finishWord(sku.finish);
	return [number, conditionWord(sku.condition, sku.kind), finish, sku.language === 'EN' ? '' : sku.language]
		.filter(Boolean)
		.join(' · ');
}
