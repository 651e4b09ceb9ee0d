/**
 * Deckhand's own CSV: every field of a SKU with its card, set and game, one SKU per row.
 * Export writes these columns in this order and import reads them back (ids are written for the
 * reader's sake and ignored on import: a row is matched like any other file's). Money is written
 * in the shop currency's major units with a dot and its decimals (`12.50` dollars, `1250` yen),
 * quantities as whole numbers, the market price's date as `YYYY-MM-DD`; an empty cell is "none".
 */
export const DECKHAND_COLUMNS = [
	'sku_id',
	'card_id',
	'game_code',
	'game_name',
	'set_code',
	'set_name',
	'card_name',
	'collector_number',
	'rarity',
	'kind',
	'card_tcgplayer_id',
	'scryfall_id',
	'cardmarket_id',
	'condition',
	'finish',
	'language',
	'edition',
	'sku_tcgplayer_id',
	'bin',
	'barcode',
	'quantity',
	'price',
	'cost',
	'market_price',
	'market_price_date',
] as const;

export type DeckhandColumn = (typeof DECKHAND_COLUMNS)[number];
