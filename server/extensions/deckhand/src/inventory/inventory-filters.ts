import type { Knex } from 'knex';
import { anyOf, cardsByWords, cardsBySetNumber } from './card-search.ts';
import type { InventoryQuery } from './inventory-query.ts';

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

/** The stock filter on a table's copies column (`skus.quantity`, `sku_stock.quantity`). */
function whereStock(
	builder: Knex.QueryBuilder,
	column: string,
	query: InventoryQuery,
	lowStockThreshold: number,
): void {
	if (query.stock === 'in') builder.where(column, '>', 0);
	if (query.stock === 'out') builder.where(column, 0);
	if (query.stock === 'low') builder.whereBetween(column, [1, lowStockThreshold]);
}

/**
 * Whether the query filters on nothing but what the kept stock figures hold (`sku_stock`: the
 * SKU's game, condition, copies and price), which then count its SKUs from one of their indexes.
 */
export function onlyStockFigures(query: InventoryQuery): boolean {
	return (
		!query.search &&
		!query.set &&
		!query.rarity &&
		!query.kind &&
		!query.finish &&
		!query.language &&
		!query.boughtInWaiting
	);
}

/** Whether the query filters on nothing but, perhaps, a game: its SKUs are counted by the tally of each game's (`sku_tally`). */
export function atMostGame(query: InventoryQuery): boolean {
	return onlyStockFigures(query) && query.condition === null && query.stock === null && !query.unpriced;
}

/** Whether the query filters at all. */
export function filters(query: InventoryQuery): boolean {
	return (
		!onlyStockFigures(query) ||
		query.game !== null ||
		query.condition !== null ||
		query.stock !== null ||
		query.unpriced
	);
}

/**
 * The kept stock figures' SKUs of the query's game, condition, stock and price filters: read by
 * the index of game and copies, or of condition, game and copies (`sku_stock_by_game`,
 * `sku_stock_by_condition`), where the same filters through the cards would walk every card of
 * the game.
 */
export function stockFigures(database: Knex, query: InventoryQuery, lowStockThreshold: number): Knex.QueryBuilder {
	const rows = database('sku_stock').select('sku_stock.sku');
	if (query.game) rows.where('sku_stock.game', query.game);
	if (query.condition) rows.where('sku_stock.condition', query.condition);
	whereStock(rows, 'sku_stock.quantity', query, lowStockThreshold);
	if (query.unpriced) rows.whereNull('sku_stock.price');
	return rows;
}

/** The filters on the SKU's own columns, on a query that has `skus`. */
export function skuFilters(builder: Knex.QueryBuilder, query: InventoryQuery, lowStockThreshold: number): void {
	if (query.condition) builder.where('skus.condition', query.condition);
	if (query.finish) builder.where('skus.finish', query.finish);
	if (query.language) builder.where('skus.language', query.language);
	whereStock(builder, 'skus.quantity', query, lowStockThreshold);
	if (query.unpriced) builder.whereNull('skus.price');
}

/**
 * The filters, all on `skus`: card-level conditions become `skus.card IN (…)` subqueries, which
 * the database answers from the cards table alone (a name search scans 20 000 cards, not
 * 150 000 joined rows), and the game or condition `skus.id IN (…)` of the kept stock figures. Search reads the
 * box every way a clerk may mean it: name words, or the set code and number, or the barcode.
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
	if (query.game || query.condition) builder.whereIn('skus.id', stockFigures(database, query, lowStockThreshold));
	if (query.set || query.rarity || query.kind) {
		const cards = database('cards').select('cards.id');
		if (query.set) cards.where('cards.set', query.set);
		if (query.rarity) cards.where('cards.rarity', query.rarity);
		if (query.kind) cards.where('cards.kind', query.kind);
		builder.whereIn('skus.card', cards);
	}
	skuFilters(builder, query, lowStockThreshold);
	if (query.boughtInWaiting) waitingAfterBuying(builder, database);
	return builder;
}
