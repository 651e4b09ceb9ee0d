import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PriceReason } from '@deckhand/contract/ledger/prices.ts';
import type { StockReason } from '@deckhand/contract/schema/choices.ts';

/** Why stock moved, as the ledger stores it (`refund_restock`) and as people say it (`i18n._` where shown). */
export const STOCK_REASON_WORDS: Record<StockReason, MessageDescriptor> = {
	sale: msg`Sale`,
	cancel: msg`Order cancelled`,
	refund_restock: msg`Refund restock`,
	buylist_intake: msg`Buylist intake`,
	count: msg({ message: 'Count', context: 'why stock moved' }),
	damage: msg({ message: 'Damage', context: 'why stock moved' }),
	adjustment: msg`Adjustment`,
	import: msg({ message: 'Import', context: 'why stock moved' }),
	regrade: msg({ message: 'Regrade', context: 'why stock moved' }),
};

/** Why a price changed, as the ledger stores it (`undo`) and as people say it. */
export const PRICE_REASON_WORDS: Record<PriceReason, MessageDescriptor> = {
	edit: msg({ message: 'Edit', context: 'why a price changed' }),
	reprice: msg({ message: 'Reprice', context: 'why a price changed' }),
	restore: msg({ message: 'Restore', context: 'why a price changed' }),
	undo: msg`Reprice undone`,
	import: msg({ message: 'Import', context: 'why a price changed' }),
};

/** A stored value in the language spoken, or as stored when the dashboard has no word for it (a reason added on the server later). */
export const wordFor = <K extends string>(words: Record<K, MessageDescriptor>, value: string): string =>
	Object.hasOwn(words, value) ? i18n._(words[value as K]) : value;
