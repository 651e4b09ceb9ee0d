import type { Condition, Finish } from '../../../server/schema/collections.ts';

/** A finish as people say it: `reverse_holo` is stored, "reverse holo" is shown. */
export const FINISH_WORDS: Record<Finish, string> = { normal: 'normal', foil: 'foil', reverse_holo: 'reverse holo', etched: 'etched' };

/** A SKU's identity in words, wherever one is named: "NM · reverse holo · EN". */
export const skuWords = (sku: { condition: Condition | string; finish: Finish | string; language: string }, separator = ' · ') =>
	[sku.condition, FINISH_WORDS[sku.finish as Finish] ?? sku.finish, sku.language].join(separator);
