import { CONDITIONS, EDITIONS, FINISHES, LIMITS } from '@deckhand/contract/domain/limits.ts';
import { restoreCell } from '../../csv/spreadsheet-safe.ts';
import { CellReader } from './cell-reader.ts';
import type { ImportRow } from '@deckhand/contract/imports/import-row.ts';
import type { DeckhandColumn } from './deckhand-columns.ts';
import { hasColumns, importRow, type Cells, type FormatSpec } from './format-spec.ts';
import { ENGLISH } from './languages.ts';
import { vocabulary, type Vocabulary } from './vocabulary.ts';

const own = <T extends string>(what: string, values: readonly T[]): Vocabulary<T> =>
	vocabulary(
		what,
		values.map((value) => [value, value] as const),
	);
const KINDS = own('a kind', ['single', 'sealed']);
const CONDITION_WORDS = own('a condition', CONDITIONS);
const FINISH_WORDS = own('a finish', FINISHES);
const EDITION_WORDS = own('an edition', EDITIONS);

/** The ImportRow fields each column fills; ids are written for the reader's sake and not read back. */
const FIELDS: Record<DeckhandColumn, ReadonlyArray<keyof ImportRow>> = {
	sku_id: [],
	card_id: [],
	game_code: ['gameCode'],
	game_name: ['gameName'],
	set_code: ['setCode'],
	set_name: ['setName'],
	card_name: ['cardName'],
	collector_number: ['collectorNumber'],
	rarity: ['rarity'],
	kind: ['kind'],
	card_tcgplayer_id: ['cardTcgplayerId'],
	scryfall_id: ['scryfallId'],
	cardmarket_id: ['cardmarketId'],
	condition: ['condition'],
	finish: ['finish'],
	language: ['language'],
	edition: ['edition'],
	sku_tcgplayer_id: ['skuTcgplayerId'],
	bin: ['bin'],
	barcode: ['barcode'],
	quantity: ['quantity'],
	price: ['price'],
	cost: ['cost'],
	market_price: ['marketPrice'],
	market_price_date: ['marketPriceDate'],
};

/**
 * Deckhand's own CSV, as export writes it: every cell has its spreadsheet guard taken off
 * (`restoreCell`) before it is read, so a name written `'=Mine` comes back `=Mine`. Its values
 * are Deckhand's own words; an empty kind, finish or language is a single, normal, English card,
 * as a new SKU is. A market price comes back with the day it was taken, so a round trip through
 * this file keeps its age: one without the other is refused (`marketPrice`).
 */
export const deckhand: FormatSpec = {
	id: 'deckhand',
	label: 'Deckhand CSV',
	columns: FIELDS,
	requiredColumns: ['card_name', 'condition', 'finish', 'language'],
	detect: (header) => hasColumns(header, 'card_name', 'condition', 'finish'),
	map(cells, options) {
		const read = new CellReader(restored(cells), options);
		return read.result(
			importRow({
				gameCode: read.text('game_code', LIMITS.codeMax),
				gameName: read.text('game_name', LIMITS.gameNameMax),
				setCode: read.text('set_code', LIMITS.codeMax),
				setName: read.text('set_name', LIMITS.setNameMax),
				cardName: read.cardName('card_name'),
				collectorNumber: read.text('collector_number', LIMITS.collectorNumberMax),
				rarity: read.text('rarity', LIMITS.rarityMax),
				kind: read.word('kind', KINDS, 'single') ?? 'single',
				cardTcgplayerId: read.text('card_tcgplayer_id', LIMITS.externalIdMax),
				scryfallId: read.text('scryfall_id', LIMITS.externalIdMax),
				cardmarketId: read.text('cardmarket_id', LIMITS.externalIdMax),
				condition: read.word('condition', CONDITION_WORDS) ?? 'NM',
				finish: read.word('finish', FINISH_WORDS, 'normal') ?? 'normal',
				// A language is a code, which SKUs keep in capitals: a hand-typed "en" is EN.
				language: read.text('language', LIMITS.languageMax)?.toUpperCase() ?? ENGLISH,
				edition: read.word('edition', EDITION_WORDS, null),
				skuTcgplayerId: read.text('sku_tcgplayer_id', LIMITS.externalIdMax),
				bin: read.text('bin', LIMITS.binMax),
				barcode: read.text('barcode', LIMITS.barcodeMax),
				quantity: read.quantity('quantity'),
				price: read.money('price'),
				cost: read.money('cost'),
				...marketPrice(read),
			}),
		);
	},
};

/**
 * The market price and its day. A price without its day would be dated at the import, making an
 * old price look fresh; a day without a price is what is left of one cleared by hand. Either is
 * refused naming the empty cell, so the file is mended rather than guessed at.
 */
function marketPrice(read: CellReader): Pick<ImportRow, 'marketPrice' | 'marketPriceDate'> {
	const price = read.money('market_price');
	const day = read.day('market_price_date');
	if (price !== null && read.raw('market_price_date') === '')
		read.refuse(
			'market_price_date',
			'market_price_date is empty: a market price needs the day it was taken, written YYYY-MM-DD.',
		);
	if (day !== null && read.raw('market_price') === '')
		read.refuse(
			'market_price',
			'market_price is empty: market_price_date gives the day of a market price the row does not have.',
		);
	return { marketPrice: price, marketPriceDate: day };
}

function restored(cells: Cells): Cells {
	return Object.fromEntries(Object.entries(cells).map(([column, text]) => [column, restoreCell(text)]));
}
