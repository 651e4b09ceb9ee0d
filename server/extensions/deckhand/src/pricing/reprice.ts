import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { invalid } from '../errors.ts';
import { LIMITS } from '../domain/limits.ts';
import { applyFilters } from '../inventory/inventory-list.ts';
import type { Books } from '../ledger/command.ts';
import { changePrices } from '../ledger/prices.ts';
import { readShopSettings } from '../settings/shop-settings.ts';
import { MAX_SELECTION, type RepriceRequest } from './reprice-input.ts';
import { newPrice } from './reprice-rules.ts';

export interface PriceChange {
	sku: number;
	label: string;
	old: number | null;
	new: number;
}

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
 * Reprices a selection in one command. Every new price is computed first; if any is out of
 * bounds the whole request is refused and nothing is written. Each change goes into the price
 * ledger (`ledger/prices.ts`) under one run id, the price history of every SKU it touched.
 */
export async function reprice(books: Books, request: RepriceRequest): Promise<{ changes: PriceChange[]; skipped: number; retail: { before: number; after: number }; run: string | null }> {
	const { trx } = books;
	const settings = await readShopSettings(trx);
	const ladder = {
		NM: settings.condition_nm_percent,
		LP: settings.condition_lp_percent,
		MP: settings.condition_mp_percent,
		HP: settings.condition_hp_percent,
		DMG: settings.condition_dmg_percent,
	};
	// In SKU order: the preview reads the same every time, and prices are changed (and their rows locked) in one order.
	const ids = (await selectedIds(trx, request, settings.low_stock_threshold)).sort((a, b) => a - b);
	const rows: Array<{ id: number; price: number | null; quantity: number; condition: string; finish: string; language: string; card: number; name: string; nm_price: number | null }> = [];
	for (let i = 0; i < ids.length; i += 500)
		rows.push(
			...(await trx('skus as s')
				.join('cards as c', 'c.id', 's.card')
				.leftJoin('skus as nm', (join) => join.on('nm.card', 's.card').andOn('nm.finish', 's.finish').andOn('nm.language', 's.language').andOnVal('nm.condition', 'NM'))
				.whereIn('s.id', ids.slice(i, i + 500))
				.select('s.id', 's.price', 's.quantity', 's.condition', 's.finish', 's.language', 's.card', 'c.name', 'nm.price as nm_price')
				.orderBy('s.id')),
		);
	const changes: PriceChange[] = [];
	// The retail value (price × copies on hand) of the SKUs that change, before and after: what the owner confirms.
	const retail = { before: 0, after: 0 };
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
		if (price === row.price) continue;
		const old = row.price === null ? null : Number(row.price);
		changes.push({ sku: Number(row.id), label, old, new: price });
		retail.before += (old ?? 0) * Number(row.quantity);
		retail.after += price * Number(row.quantity);
	}
	if (request.preview || changes.length === 0) return { changes, skipped, retail, run: null };
	const run = randomUUID();
	await changePrices(books, changes.map((change) => ({ sku: change.sku, old: change.old, price: change.new })), { reason: 'reprice', run });
	return { changes, skipped, retail, run };
}
