import type { Knex } from 'knex';
import type { InventoryRow } from '@deckhand/contract/inventory/inventory-list.ts';
import { isSqlite } from '../db.ts';
import { anyOf, cardsByWords, cardsBySetNumber } from './card-search.ts';
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

/** The SKU has no bin. */
const withoutBin = (builder: Knex.QueryBuilder) => builder.whereNull('skus.bin').orWhere('skus.bin', '');

/**
 * SKUs with copies on hand and no price, or no bin in a shop that keeps bins (some SKU has one):
 * the shelf cannot sell them yet. A shop that shelves by set and never writes a bin is asked only
 * for prices, or everything it ever bought in would wait in Home's queue for good.
 */
export function notShelved(builder: Knex.QueryBuilder): Knex.QueryBuilder {
	return builder
		.where('skus.quantity', '>', 0)
		.where((missing) =>
			missing
				.whereNull('skus.price')
				.orWhere((unbinned) =>
					unbinned
						.where(withoutBin)
						.whereExists((binned) =>
							binned
								.select('binned.id')
								.from('skus as binned')
								.whereNotNull('binned.bin')
								.whereNot('binned.bin', ''),
						),
				),
		);
}

/** Of those, the SKUs a trade-in brought copies in to (a `buylist_intake` movement, read through the movements' reason index). */
function waitingAfterBuying(builder: Knex.QueryBuilder, database: Knex): void {
	notShelved(builder).whereIn('skus.id', database('stock_movements').select('sku').where('reason', 'buylist_intake'));
}

/**
 * The filters, all on `skus`: card-level conditions become `skus.card IN (…)` subqueries, which
 * the database answers from the cards table alone (a name search scans 20 000 cards, not
 * 150 000 joined rows). Search reads the box every way a clerk may mean it: name words, or
 * the set code and number, or the barcode.
 */
export function applyFilters(
	builder: Knex.QueryBuilder,
	database: Knex,
	query: InventoryQuery,
	lowStockThreshold: number,
): Knex.QueryBuilder {
	const { search } = query;
	if (search) {
		const skusOf = (cards: Knex.QueryBuilder) => database('skus').select('skus.id').whereIn('skus.card', cards);
		const ways = [
			...(search.words.length > 0 ? [skusOf(cardsByWords(database, search.words))] : []),
			...(search.setNumber ? [skusOf(cardsBySetNumber(database, search.setNumber))] : []),
			...(search.barcode ? [database('skus').select('skus.id').where('skus.barcode', search.barcode)] : []),
		];
		const found = anyOf(ways);
		if (found) builder.whereIn('skus.id', found);
	}
	if (query.game || query.set || query.rarity || query.kind) {
		const cards = database('cards').join('sets', 'sets.id', 'cards.set').select('cards.id');
		if (query.game) cards.where('sets.game', query.game);
		if (query.set) cards.where('cards.set', query.set);
		if (query.rarity) cards.where('cards.rarity', query.rarity);
		if (query.kind) cards.where('cards.kind', query.kind);
		builder.whereIn('skus.card', cards);
	}
	if (query.condition) builder.where('skus.condition', query.condition);
	if (query.finish) builder.where('skus.finish', query.finish);
	if (query.language) builder.where('skus.language', query.language);
	if (query.stock === 'in') builder.where('skus.quantity', '>', 0);
	if (query.stock === 'out') builder.where('skus.quantity', 0);
	if (query.stock === 'low') builder.whereBetween('skus.quantity', [1, lowStockThreshold]);
	if (query.unpriced) builder.whereNull('skus.price');
	if (query.boughtInWaiting) waitingAfterBuying(builder, database);
	return builder;
}

const CARD_SORTS = new Set(['name', 'number', 'rarity']);

/**
 * Columns that may be blank. A blank sorts as the lowest value (first going up, last going down),
 * said outright since databases differ: SQLite puts NULLs lowest, PostgreSQL highest. Columns that
 * are never blank are sorted plainly, so that PostgreSQL can read them in an index's order.
 */
const BLANK_SORTS = new Set(['number', 'rarity', 'price', 'bin']);

/**
 * Rows with card, set and game joined. Browsing (no search, no card filter) sorted on a card
 * column starts from `cards` on SQLite (a CROSS JOIN fixes the loop order): it walks the card's
 * index and stops after one page instead of sorting every SKU. A search or card filter is
 * selective, so there the few matching SKUs are found first and then sorted.
 */
function joinedRows(database: Knex, query: InventoryQuery): Knex.QueryBuilder {
	const browsing = !query.search && !query.game && !query.set && !query.rarity && !query.kind;
	const rows =
		browsing && CARD_SORTS.has(query.sort) && isSqlite(database)
			? database('cards').crossJoin('skus', 'skus.card', 'cards.id')
			: database('skus').join('cards', 'cards.id', 'skus.card');
	return rows.join('sets', 'sets.id', 'cards.set').join('games', 'games.id', 'sets.game');
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

/**
 * The two queries of one page: the page (sorted, ties broken by id so pages never overlap;
 * blanks sort as the lowest value) and the count. Also read by `bench:scale`, which asks the
 * database how it answers them (EXPLAIN).
 */
export function inventoryQueries(
	database: Knex,
	query: InventoryQuery,
	lowStockThreshold: number,
): { page: Knex.QueryBuilder; count: Knex.QueryBuilder } {
	const direction = query.descending ? 'desc' : 'asc';
	const page = applyFilters(joinedRows(database, query), database, query, lowStockThreshold).select(COLUMNS);
	// Raw, since knex writes SQLite's NULLS LAST as a sort on "is null" alone, dropping the column's own order.
	if (BLANK_SORTS.has(query.sort))
		page.orderByRaw(`?? ${direction} nulls ${query.descending ? 'last' : 'first'}`, [SORT_COLUMNS[query.sort]]);
	else page.orderBy(SORT_COLUMNS[query.sort], direction);
	return {
		page: page
			.orderBy('skus.id', direction)
			.limit(query.limit)
			.offset((query.page - 1) * query.limit),
		// Every SKU has a card, a set and a game (required, restricted keys), so the count needs no join.
		count: applyFilters(database('skus'), database, query, lowStockThreshold).count({ total: '*' }).first(),
	};
}

/** One page of SKUs with card, set and game, and the total that matches. */
export async function listInventory(
	database: Knex,
	query: InventoryQuery,
	lowStockThreshold: number,
): Promise<{ rows: InventoryRow[]; total: number }> {
	const { page, count } = inventoryQueries(database, query, lowStockThreshold);
	const [rows, total] = await Promise.all([page, count]);
	const pictured = await picturedCards(
		database,
		rows.map((row: Record<string, unknown>) => Number(row['card_id'])),
	);
	return {
		rows: rows.map((row: Record<string, unknown>) => toRow(row, pictured)),
		total: Number(total?.['total'] ?? 0),
	};
}
