import { invalid } from '../errors.ts';
import type { Books } from '../ledger/command.ts';
import { skuKey } from '../hooks/sku-rules.ts';

/** What a SKU is: its card, condition, finish and language (PRODUCT.md §3), and edition where its game prints one; fixed once created. */
export interface SkuIdentity {
	card: number;
	condition: string;
	finish: string;
	language: string;
	edition?: string | null;
}

/**
 * The SKU with that identity, created unpriced with nothing on hand when the shop has none yet
 * (it then joins the owner's unpriced queue). Used by regrades and buylist intake; `cardField`
 * is the request field named when the card does not exist.
 */
export async function findOrCreateSku(
	books: Books,
	identity: SkuIdentity,
	cardField: string,
): Promise<{ id: number; created: boolean }> {
	const key = skuKey({ ...identity });
	const existing = await books.trx('skus').select('id').where('sku_key', key).first();
	if (existing) return { id: Number(existing.id), created: false };
	if (!(await books.trx('cards').select('id').where('id', identity.card).first()))
		throw invalid(cardField, `There is no card #${identity.card}.`);
	return books.insertOrFind(
		'skus',
		{
			...identity,
			edition: identity.edition ?? null,
			price: null,
			quantity: 0,
			bin: null,
			barcode: null,
			sku_key: key,
			date_updated: books.now,
		},
		'sku_key',
	);
}
