import type { Knex } from 'knex';
import type { InventoryRow } from '@deckhand/contract/inventory/inventory-list.ts';
import { isSqlite } from '../db.ts';
import { talliedSkus } from '../ledger/sku-tally.ts';
import { applyFilters, atMostGame, filters, onlyStockFigures, skuFilters, stockFigures } from './inventory-filters.ts';
import { SORT_COLUMNS, type InventoryQuery } from './inventory-query.ts';
import { picturedCards } from '../catalogue/pictures/card-pictures.ts';

const COLUMNS = [
	'skus.id',
	'skus.condition',
	'skus.finish',
	'skus.language',
	'skus.edition',
	'skus.price',
	'skus.quantity',
	'skus.bin',
	'skus.barcode',
	'cards.id as card_id',
	'cards.name as card_name',
	'cards.collector_number as card_number',
	'cards.rarity as card_rarity',
	'cards.kind as card_kind',
	'cards.image as card_image',
	'sets.id as set_id',
	'sets.code as set_code',
	'sets.name as set_name',
	'games.id as game_id',
	'games.name as game_name',
	'games.code as game_code',
];

const CARD_SORTS = new Set(['name', 'number', 'rarity']);

/**
 * Columns that may be blank. A blank sorts as the lowest value (first going up, last going down),
 * said outright since databases differ: SQLite puts NULLs lowest, PostgreSQL highest. Columns that
 * are never blank are sorted plainly, so that PostgreSQL can read them in an index's order.
 */
const BLANK_SORTS = new Set(['number', 'rarity', 'price', 'bin']);

/**
 * Whether the page's filters are written on the joined rows (the game as its set's), so that the
 * database walks the cards in the sorted column's order and stops after one page, rather than as
 * the SKUs that match, found first (by the kept stock figures' indexes for a game, a condition,
 * stock) and then sorted. Only sorted on a card column, and never with a search, a set or the
 * bought-in filter, which find few SKUs. A walk reads about (offset + limit) × all SKUs ÷ the SKUs
 * that match, a sort reads those that match, so the page walks when that is fewer: browsing, and
 * broad filters (a game, a condition, in stock) on the first pages. Both databases are told:
 * PostgreSQL's planner, left to choose, walked a small game's cards by name through 22 000 of them
 * for 50 SKUs, and joined a broad filter's matches one by one (73 ms for the game, NM and in stock,
 * where the walk takes 2 ms). Also read by `bench:scale`.
 */
export async function walksCards(database: Knex, query: InventoryQuery, total: number): Promise<boolean> {
	if (!CARD_SORTS.has(query.sort) || query.search || query.set || query.boughtInWaiting) return false;
	const upTo = query.page * query.limit;
	return upTo * (filters(query) ? await talliedSkus(database, null) : total) < total * total;
}

/**
 * Rows with card, set and game joined. A walk's filters are on the joined rows; on SQLite it starts
 * from `cards` (a CROSS JOIN fixes SQLite's loop order) and compares the game on each card's set
 * (`+`: not an index SQLite may start from instead). Otherwise the SKUs that match are found first
 * (`applyFilters`) and then sorted.
 */
function joinedRows(
	database: Knex,
	query: InventoryQuery,
	lowStockThreshold: number,
	walk: boolean,
): Knex.QueryBuilder {
	const sqliteWalk = walk && isSqlite(database);
	const rows = sqliteWalk
		? database('cards').crossJoin('skus', 'skus.card', 'cards.id')
		: database('skus').join('cards', 'cards.id', 'skus.card');
	rows.join('sets', 'sets.id', 'cards.set').join('games', 'games.id', 'sets.game');
	if (!walk) return applyFilters(rows, database, query, lowStockThreshold);
	if (query.game) rows.whereRaw(sqliteWalk ? '+?? = ?' : '?? = ?', ['sets.game', query.game]);
	if (query.rarity) rows.where('cards.rarity', query.rarity);
	if (query.kind) rows.where('cards.kind', query.kind);
	skuFilters(rows, query, lowStockThreshold);
	return rows;
}

function toRow(row: Record<string, unknown>, pictured: ReadonlySet<number>): InventoryRow {
	return {
		id: Number(row['id']),
		condition: String(row['condition']),
		finish: String(row['finish']),
		language: String(row['language']),
		edition: (row['edition'] as string | null) ?? null,
		price: row['price'] === null ? null : Number(row['price']),
		quantity: Number(row['quantity']),
		bin: (row['bin'] as string | null) ?? null,
		barcode: (row['barcode'] as string | null) ?? null,
		card: {
			id: Number(row['card_id']),
			name: String(row['card_name']),
			collector_number: (row['card_number'] as string | null) ?? null,
			rarity: (row['card_rarity'] as string | null) ?? null,
			kind: String(row['card_kind']),
			image: (row['card_image'] as string | null) ?? null,
			catalogue_picture: pictured.has(Number(row['card_id'])),
		},
		set: { id: Number(row['set_id']), code: String(row['set_code']), name: String(row['set_name']) },
		game: { id: Number(row['game_id']), name: String(row['game_name']), code: String(row['game_code']) },
	};
}

async function countOf(query: Knex.QueryBuilder): Promise<number> {
	return Number((await query.clearSelect().count({ total: '*' }).first())?.['total'] ?? 0);
}

/**
 * The SKUs that match, to be counted: from the kept stock figures when the query filters on them
 * and nothing else (one of their indexes), else from `skus` (all of them: its narrowest index). Every SKU has a card, a set and a game (required,
 * restricted keys), so the count needs no join. Also read by `bench:scale` (EXPLAIN).
 */
export function inventoryMatches(database: Knex, query: InventoryQuery, lowStockThreshold: number): Knex.QueryBuilder {
	return onlyStockFigures(query) && filters(query)
		? stockFigures(database, query, lowStockThreshold)
		: applyFilters(database('skus'), database, query, lowStockThreshold);
}

/**
 * How many SKUs match: every SKU, or a game's, from the tally (`sku_tally`); else counted. Home's
 * work queues count with the list's own filters, so the two never differ.
 */
export function inventoryCount(database: Knex, query: InventoryQuery, lowStockThreshold: number): Promise<number> {
	if (atMostGame(query)) return talliedSkus(database, query.game);
	return countOf(inventoryMatches(database, query, lowStockThreshold));
}

/**
 * A page of SKUs: sorted, ties broken by id so pages never overlap, blanks sorting as the lowest
 * value; the cards walked in order or the matches sorted (`walksCards`). Also read by
 * `bench:scale`, which asks the database how it answers it (EXPLAIN).
 */
export function inventoryPageQuery(
	database: Knex,
	query: InventoryQuery,
	lowStockThreshold: number,
	walk: boolean,
): Knex.QueryBuilder {
	const direction = query.descending ? 'desc' : 'asc';
	const page = joinedRows(database, query, lowStockThreshold, walk).select(COLUMNS);
	// Raw, since knex writes SQLite's NULLS LAST as a sort on "is null" alone, dropping the column's own order.
	if (BLANK_SORTS.has(query.sort))
		page.orderByRaw(`?? ${direction} nulls ${query.descending ? 'last' : 'first'}`, [SORT_COLUMNS[query.sort]]);
	else page.orderBy(SORT_COLUMNS[query.sort], direction);
	return page
		.orderBy('skus.id', direction)
		.limit(query.limit)
		.offset((query.page - 1) * query.limit);
}

/** One page of SKUs with card, set and game, and the total that matches. */
export async function listInventory(
	database: Knex,
	query: InventoryQuery,
	lowStockThreshold: number,
): Promise<{ rows: InventoryRow[]; total: number }> {
	const total = await inventoryCount(database, query, lowStockThreshold);
	const walk = await walksCards(database, query, total);
	const rows = await inventoryPageQuery(database, query, lowStockThreshold, walk);
	const pictured = await picturedCards(
		database,
		rows.map((row: Record<string, unknown>) => Number(row['card_id'])),
	);
	return { rows: rows.map((row: Record<string, unknown>) => toRow(row, pictured)), total };
}
