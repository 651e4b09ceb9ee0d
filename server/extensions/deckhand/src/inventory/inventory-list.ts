import type { Knex } from 'knex';
import { SORT_COLUMNS, type InventoryQuery, type SearchTerm } from './inventory-query.ts';

/** One row of the inventory: a SKU with its card, set and game. */
export interface InventoryRow {
	id: number;
	condition: string;
	finish: string;
	language: string;
	price: number | null;
	quantity: number;
	bin: string | null;
	barcode: string | null;
	card: { id: number; name: string; collector_number: string | null; rarity: string | null; kind: string; image: string | null };
	set: { id: number; code: string; name: string };
	game: { id: number; name: string; code: string };
}

const COLUMNS = [
	'skus.id', 'skus.condition', 'skus.finish', 'skus.language', 'skus.price', 'skus.quantity', 'skus.bin', 'skus.barcode',
	'cards.id as card_id', 'cards.name as card_name', 'cards.collector_number as card_number', 'cards.rarity as card_rarity', 'cards.kind as card_kind', 'cards.image as card_image',
	'sets.id as set_id', 'sets.code as set_code', 'sets.name as set_name',
	'games.id as game_id', 'games.name as game_name', 'games.code as game_code',
];

/** Name words (each the start of a word of the name), or the set code and number, or the barcode. */
function applySearch(query: Knex.QueryBuilder, search: SearchTerm): void {
	query.where((any) => {
		if (search.words.length > 0)
			any.orWhere((words) => {
				for (const word of search.words) words.andWhere('cards.search_text', 'like', `% ${word.replace(/[%_\\]/g, '')}%`);
			});
		if (search.setNumber)
			any.orWhere((setNumber) =>
				setNumber.where('sets.code', search.setNumber!.set).andWhere((number) =>
					number.where('cards.collector_number', search.setNumber!.number).orWhere('cards.collector_number', search.setNumber!.number.padStart(3, '0')),
				),
			);
		if (search.barcode) any.orWhere('skus.barcode', search.barcode);
	});
}

function filtered(database: Knex, query: InventoryQuery, lowStockThreshold: number): Knex.QueryBuilder {
	const builder = database('skus').join('cards', 'cards.id', 'skus.card').join('sets', 'sets.id', 'cards.set').join('games', 'games.id', 'sets.game');
	if (query.search) applySearch(builder, query.search);
	if (query.game) builder.where('sets.game', query.game);
	if (query.set) builder.where('cards.set', query.set);
	if (query.rarity) builder.where('cards.rarity', query.rarity);
	if (query.condition) builder.where('skus.condition', query.condition);
	if (query.finish) builder.where('skus.finish', query.finish);
	if (query.language) builder.where('skus.language', query.language);
	if (query.stock === 'in') builder.where('skus.quantity', '>', 0);
	if (query.stock === 'out') builder.where('skus.quantity', 0);
	if (query.stock === 'low') builder.whereBetween('skus.quantity', [1, lowStockThreshold]);
	if (query.unpriced) builder.whereNull('skus.price');
	return builder;
}

function toRow(row: Record<string, unknown>): InventoryRow {
	return {
		id: Number(row['id']), condition: String(row['condition']), finish: String(row['finish']), language: String(row['language']),
		price: row['price'] === null ? null : Number(row['price']), quantity: Number(row['quantity']),
		bin: (row['bin'] as string | null) ?? null, barcode: (row['barcode'] as string | null) ?? null,
		card: {
			id: Number(row['card_id']), name: String(row['card_name']), collector_number: (row['card_number'] as string | null) ?? null,
			rarity: (row['card_rarity'] as string | null) ?? null, kind: String(row['card_kind']), image: (row['card_image'] as string | null) ?? null,
		},
		set: { id: Number(row['set_id']), code: String(row['set_code']), name: String(row['set_name']) },
		game: { id: Number(row['game_id']), name: String(row['game_name']), code: String(row['game_code']) },
	};
}

/**
 * One page of SKUs with card, set and game, and the total that matches. Two queries: the page
 * (sorted, unpriced last on a price sort, ties broken by id so pages never overlap) and the count.
 */
export async function listInventory(database: Knex, query: InventoryQuery, lowStockThreshold: number): Promise<{ rows: InventoryRow[]; total: number }> {
	const direction = query.descending ? 'desc' : 'asc';
	const [rows, count] = await Promise.all([
		filtered(database, query, lowStockThreshold)
			.select(COLUMNS)
			// Written out because knex's `nulls: 'last'` option drops the column's own order.
			.orderByRaw(`?? is null, ?? ${direction}, ?? ${direction}`, [SORT_COLUMNS[query.sort], SORT_COLUMNS[query.sort], 'skus.id'])
			.limit(query.limit)
			.offset((query.page - 1) * query.limit),
		filtered(database, query, lowStockThreshold).count({ total: '*' }).first(),
	]);
	return { rows: rows.map(toRow), total: Number(count?.['total'] ?? 0) };
}
