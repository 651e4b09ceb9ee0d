import type { Knex } from 'knex';
import { applyFilters } from '../inventory/inventory-filters.ts';
import type { InventoryQuery } from '../inventory/inventory-query.ts';
import { keysetPages, type Row } from './keyset-pages.ts';

/** The market price the files carry: TCGplayer's, the one source Deckhand keeps today. */
const MARKET_SOURCE = 'tcgplayer';

/**
 * The SKUs of the inventory's filtered view (the same filters as `GET /deckhand/inventory`, the
 * list's sort and page aside), each with its card, set and game, its average cost and its
 * market price with the price's date, in pages by SKU id.
 */
export function inventoryPages(
	database: Knex,
	query: InventoryQuery,
	lowStockThreshold: number,
): AsyncGenerator<Row[]> {
	const rows = () =>
		applyFilters(
			database('skus')
				.join('cards', 'cards.id', 'skus.card')
				.join('sets', 'sets.id', 'cards.set')
				.join('games', 'games.id', 'sets.game')
				.leftJoin('sku_costs', 'sku_costs.sku', 'skus.id')
				.leftJoin('market_prices', (on) =>
					on.on('market_prices.sku', 'skus.id').andOnVal('market_prices.source', MARKET_SOURCE),
				),
			database,
			query,
			lowStockThreshold,
		).select(
			'skus.id',
			'skus.condition',
			'skus.finish',
			'skus.language',
			'skus.edition',
			'skus.tcgplayer_id as sku_tcgplayer_id',
			'skus.bin',
			'skus.barcode',
			'skus.quantity',
			'skus.price',
			'cards.id as card_id',
			'cards.name as card_name',
			'cards.collector_number',
			'cards.rarity',
			'cards.kind',
			'cards.tcgplayer_id as card_tcgplayer_id',
			'cards.scryfall_id',
			'cards.cardmarket_id',
			'sets.code as set_code',
			'sets.name as set_name',
			'games.code as game_code',
			'games.name as game_name',
			'sku_costs.unit_cost as cost',
			'market_prices.price as market_price',
			'market_prices.priced_at as market_priced_at',
		);
	return keysetPages(rows, 'skus.id');
}
