import { DECKHAND_COLUMNS, type DeckhandColumn } from '../imports/formats/deckhand-columns.ts';
import { dayCell, moneyCell, textCell, wholeCell } from './csv-cells.ts';
import { recordsOf, type Row } from './keyset-pages.ts';
import type { CsvFile } from './send-csv.ts';

/**
 * Each of Deckhand's columns from an inventory row (`inventory-rows.ts`), money in the shop's
 * currency: every column has its cell, or this does not compile.
 */
const CELLS: Record<DeckhandColumn, (row: Row, currency: string) => string> = {
	sku_id: (row) => wholeCell(row['id']),
	card_id: (row) => wholeCell(row['card_id']),
	game_code: (row) => textCell(row['game_code']),
	game_name: (row) => textCell(row['game_name']),
	set_code: (row) => textCell(row['set_code']),
	set_name: (row) => textCell(row['set_name']),
	card_name: (row) => textCell(row['card_name']),
	collector_number: (row) => textCell(row['collector_number']),
	rarity: (row) => textCell(row['rarity']),
	kind: (row) => textCell(row['kind']),
	card_tcgplayer_id: (row) => textCell(row['card_tcgplayer_id']),
	scryfall_id: (row) => textCell(row['scryfall_id']),
	cardmarket_id: (row) => textCell(row['cardmarket_id']),
	condition: (row) => textCell(row['condition']),
	finish: (row) => textCell(row['finish']),
	language: (row) => textCell(row['language']),
	edition: (row) => textCell(row['edition']),
	sku_tcgplayer_id: (row) => textCell(row['sku_tcgplayer_id']),
	bin: (row) => textCell(row['bin']),
	barcode: (row) => textCell(row['barcode']),
	quantity: (row) => wholeCell(row['quantity']),
	price: (row, currency) => moneyCell(row['price'], currency),
	cost: (row, currency) => moneyCell(row['cost'], currency),
	market_price: (row, currency) => moneyCell(row['market_price'], currency),
	market_price_date: (row) => dayCell(row['market_priced_at']),
};

/** The inventory in Deckhand's own CSV: every field of each SKU, which Deckhand's import reads back. */
export function deckhandInventoryCsv(pages: AsyncIterable<Row[]>, currency: string): CsvFile {
	return {
		what: 'inventory',
		columns: DECKHAND_COLUMNS,
		bom: true,
		records: recordsOf(pages, (page) =>
			page.map((row) => DECKHAND_COLUMNS.map((column) => CELLS[column](row, currency))),
		),
	};
}
