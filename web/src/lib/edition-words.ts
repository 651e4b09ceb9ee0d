import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Edition } from '../../../server/schema/collections.ts';

/** An edition as the card prints it (`first_edition` is stored, "1st Edition" is shown; `i18n._` where shown). */
export const EDITION_WORDS: Record<Edition, MessageDescriptor> = {
	first_edition: msg({ message: '1st Edition', context: 'edition printed on a card' }),
	unlimited: msg({ message: 'Unlimited', context: 'edition printed on a card' }),
	limited: msg({ message: 'Limited', context: 'edition printed on a card' }),
};

/** An edition in the language spoken; a value the dashboard has no word for is shown as stored. */
export const editionWord = (edition: string) => (Object.hasOwn(EDITION_WORDS, edition) ? i18n._(EDITION_WORDS[edition as Edition]) : edition);
