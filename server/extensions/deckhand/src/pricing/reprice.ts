import type { Accountability, SchemaOverview } from '@directus/types';
import type { Knex } from 'knex';
import { invalid } from '../errors.ts';
import { LIMITS } from '../domain/limits.ts';
import { applyFilters } from '../inventory/inventory-list.ts';
import { MAX_SELECTION, type RepriceRequest } from './reprice-input.ts';
import { newPrice } from './reprice-rules.ts';

export interface PriceChange {
	sku: number;
	label: string;
	old: number | null;
	new: number;
}

interface ItemsServiceLike {
	updateBatch: (data: Array<Record<string, unknown>>) => Promise<unknown>;
}
export type ItemsServiceFactory = (knex: Knex) => ItemsServiceLike;

async function selectedIds(database: Knex, request: RepriceRequest, lowStockThreshold: number): Promise<number[]> {
	if ('skus' in request.selection) {
		const found = await database('skus').whereIn('id', request.selection.skus).pluck('id');
		const missing = request.selection.skus.filter((id) => !found.includes(id));
		if (missing.length > 0) throw invalid('selection.skus', `There is no SKU #${missing.slice(0, 5).join(', #')}; nothing was changed.`);
		return request.selection.skus;
	}
	const ids = await applyFilters(database('skus'), database, request.selection.filter, lowStockThreshold).limit(MAX_SELECTION + 1).pluck('skus.id');
	if (ids.length > MAX_SELECTION) throw invalid('selection.filter', `The filter matches more than ${MAX_SELECTION} SKUs; narrow it down.`, { max: MAX_SELECTION });
	return ids;
}

/**
 * Reprices a selection in one transaction. Every new price is computed first; if any is out of
 * bounds the whole request is refused and nothing is written. Writes go through Directus's
 * items service (inside the same transaction) so every change leaves a revision: that is the
 * price history.
 */
export async function reprice(database: Knex, request: RepriceRequest, items: ItemsServiceFactory): Promise<{ changes: PriceChange[]; skipped: number }> {
	return database.transaction(async (trx) => {
		const settings = (await trx('shop_settings').first()) ?? {};
		const ladder = { NM: settings.condition_nm_percent ?? 100, LP: settings.condition_lp_percent ?? 85, MP: settings.condition_mp_percent ?? 70, HP: settings.condition_hp_percent ?? 50, DMG: settings.condition_dmg_percent ?? 30 };
		const ids = await selectedIds(trx, request, Number(settings.low_stock_threshold ?? 2));
		const rows: Array<{ id: number; price: number | null; condition: string; finish: string; language: string; card: number; name: string; nm_price: number | null }> = [];
		for (let i = 0; i < ids.length; i += 500)
			rows.push(
				...(await trx('skus as s')
					.join('cards as c', 'c.id', 's.card')
					.leftJoin('skus as nm', (join) => join.on('nm.card', 's.card').andOn('nm.finish', 's.finish').andOn('nm.language', 's.language').andOnVal('nm.condition', 'NM'))
					.whereIn('s.id', ids.slice(i, i + 500))
					.select('s.id', 's.price', 's.condition', 's.finish', 's.language', 's.card', 'c.name', 'nm.price as nm_price')),
			);
		const changes: PriceChange[] = [];
		let skipped = 0;
		for (const row of rows) {
			const price = newPrice({ price: row.price, condition: row.condition, nmPrice: row.nm_price }, request.rule, request.rounding, request.floor, ladder);
			if (price === null) {
				skipped++;
				continue;
			}
			const label = `${row.name} (${row.condition}, ${row.finish}, ${row.language})`;
			if (price > LIMITS.priceMax)
				throw invalid('rule', `${label} would cost ${price}, above the highest price ${LIMITS.priceMax}; nothing was changed.`, { max: LIMITS.priceMax });
			if (price !== row.price) changes.push({ sku: Number(row.id), label, old: row.price === null ? null : Number(row.price), new: price });
		}
		if (!request.preview && changes.length > 0) await items(trx).updateBatch(changes.map((change) => ({ id: change.sku, price: change.new })));
		return { changes, skipped };
	});
}

export function itemsServiceFactory(ItemsService: new (collection: string, options: { knex: Knex; schema: SchemaOverview; accountability: Accountability | null }) => ItemsServiceLike, schema: SchemaOverview, accountability: Accountability | null): ItemsServiceFactory {
	return (knex) => new ItemsService('skus', { knex, schema, accountability });
}
