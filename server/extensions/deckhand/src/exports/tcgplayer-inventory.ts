import type { Condition, Edition, Finish } from '@deckhand/contract/schema/choices.ts';
import {
	tcgplayerCondition,
	tcgplayerProductLine,
	TCGPLAYER_PRICING_COLUMNS,
	type TcgplayerPricingColumn,
} from '../imports/formats/tcgplayer-words.ts';
import { moneyCell, textCell, wholeCell } from './csv-cells.ts';
import { recordsOf, type Row } from './keyset-pages.ts';
import type { CsvFile } from './send-csv.ts';

const blank = () => '';

/**
 * Each of TCGplayer's columns from an inventory row: the SKU's own TCGplayer id, the game as
 * TCGplayer's product line, the condition in TCGplayer's words, on hand as `Total Quantity` (and
 * nothing to add), the shop's price as `TCG Marketplace Price`, the market price Deckhand keeps.
 * TCGplayer's other prices and the photo Deckhand does not have: blank.
 */
const CELLS: Record<TcgplayerPricingColumn, (row: Row, currency: string) => string> = {
	'TCGplayer Id': (row) => textCell(row['sku_tcgplayer_id']),
	'Product Line': (row) =>
		textCell(tcgplayerProductLine({ code: String(row['game_code']), name: String(row['game_name']) })),
	'Set Name': (row) => textCell(row['set_name']),
	'Product Name': (row) => textCell(row['card_name']),
	Title: blank,
	Number: (row) => textCell(row['collector_number']),
	Rarity: (row) => textCell(row['rarity']),
	Condition: (row) =>
		textCell(
			tcgplayerCondition({
				kind: row['kind'] === 'sealed' ? 'sealed' : 'single',
				condition: row['condition'] as Condition,
				edition: (row['edition'] as Edition | null) ?? null,
				finish: row['finish'] as Finish,
				language: String(row['language']),
				gameCode: String(row['game_code']),
			}),
		),
	'TCG Market Price': (row, currency) => moneyCell(row['market_price'], currency),
	'TCG Direct Low': blank,
	'TCG Low Price With Shipping': blank,
	'TCG Low Price': blank,
	'Total Quantity': (row) => wholeCell(row['quantity']),
	'Add to Quantity': () => '0',
	'TCG Marketplace Price': (row, currency) => moneyCell(row['price'], currency),
	'Photo URL': blank,
};

/**
 * The inventory in TCGplayer's pricing format, for the shop's TCGplayer store. No byte order mark:
 * the file is for TCGplayer's uploader, which reads the files TCGplayer itself writes.
 */
export function tcgplayerInventoryCsv(pages: AsyncIterable<Row[]>, currency: string): CsvFile {
	return {
		what: 'inventory-tcgplayer',
		columns: TCGPLAYER_PRICING_COLUMNS,
		bom: false,
		records: recordsOf(pages, (page) =>
			page.map((row) => TCGPLAYER_PRICING_COLUMNS.map((column) => CELLS[column](row, currency))),
		),
	};
}
