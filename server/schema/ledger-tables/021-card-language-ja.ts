import type { Knex } from 'knex';
import { skuKey } from '../../extensions/deckhand/src/hooks/sku-rules.ts';

/**
 * Japanese is JA in the shop's list of card languages (`contract/src/domain/card-languages.ts`),
 * as the imports always wrote it; the demo shop and hand-typed buylist lines wrote JP. Those
 * SKUs and lines become JA, so the list reads them and a JA line finds its SKU. A JP SKU whose
 * card already has the same SKU in JA stays as it is (two SKUs cannot share a key; merging their
 * stock is the owner's call, not a migration's), and so it still shows as JP.
 */
export const cardLanguageJa: Knex.Migration = {
	async up(knex) {
		const skus = (await knex('skus')
			.select('id', 'card', 'condition', 'finish', 'edition')
			.where('language', 'JP')) as Array<Record<string, unknown>>;
		for (const sku of skus) {
			const key = skuKey({ ...sku, language: 'JA' });
			if (await knex('skus').select('id').where('sku_key', key).first()) continue;
			await knex('skus').where('id', Number(sku['id'])).update({ language: 'JA', sku_key: key });
		}
		await knex('buylist_lines').where('language', 'JP').update({ language: 'JA' });
	},
	// JP was never a language of the list: there is nothing to give back.
	async down() {},
};
