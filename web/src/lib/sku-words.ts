import type { Condition, Finish } from '../../../server/schema/collections.ts';

/** A finish as people say it: `reverse_holo` is stored, "reverse holo" is shown. */
export const FINISH_WORDS: Record<Finish, string> = { normal: 'normal', foil: 'foil', reverse_holo: 'reverse holo', etched: 'etched' };

/** A SKU's identity in words, wherever one is named: "NM · reverse holo · EN". */
export const skuWords = (sku: { condition: Condition | string; finish: Finish | string; language: string }, separator = ' · ') =>
	[sku.condition, FINISH_WORDS[sku.finish as Finish] ?? sku.finish, sku.language].join(separator);

/**
 * A sold line's details, on the till and on its receipt: "OBF 125 · NM · foil · JA" (set and
 * number, condition, the finish unless normal, the language unless English), short enough for
 * an 80 mm receipt.
 */
export function saleLineDetails(sku: { setCode: string; collectorNumber: string | null; condition: string; finish: string; language: string }): string {
	const number = sku.collectorNumber ? `${sku.setCode} ${sku.collectorNumber}` : sku.setCode;
	const finish = sku.finish === 'normal' ? '' : (FINISH_WORDS[sku.finish as Finish] ?? sku.finish);
	return [number, sku.condition, finish, sku.language === 'EN' ? '' : sku.language].filter(Boolean).join(' · ');
}
