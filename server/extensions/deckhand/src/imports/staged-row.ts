import type { Knex } from 'knex';
import { dbTime, isoTime } from '../db.ts';
import { searchText } from '@deckhand/contract/domain/search-text.ts';
import type { ImportRow, ReadRow, RowError } from '@deckhand/contract/imports/import-row.ts';

/** Each field of an `ImportRow` and the `import_rows` column that stages it. */
const STAGED_COLUMNS: { readonly [Field in keyof ImportRow]-?: string } = {
	gameCode: 'game_code',
	gameName: 'game_name',
	setCode: 'set_code',
	setName: 'set_name',
	cardName: 'card_name',
	collectorNumber: 'collector_number',
	rarity: 'rarity',
	kind: 'kind',
	cardTcgplayerId: 'card_tcgplayer_id',
	scryfallId: 'scryfall_id',
	cardmarketId: 'cardmarket_id',
	condition: 'condition',
	finish: 'finish',
	language: 'language',
	edition: 'edition',
	skuTcgplayerId: 'sku_tcgplayer_id',
	bin: 'bin',
	barcode: 'barcode',
	quantity: 'quantity',
	quantityAdd: 'quantity_add',
	price: 'price',
	cost: 'cost',
	costCurrency: 'cost_currency',
	marketPrice: 'market_price',
	marketPriceDate: 'market_priced_at',
};

/** Every field of an `ImportRow`, in one fixed order. */
export const IMPORT_ROW_FIELDS = Object.keys(STAGED_COLUMNS) as ReadonlyArray<keyof ImportRow>;
const NUMERIC = new Set<keyof ImportRow>(['quantity', 'quantityAdd', 'price', 'cost', 'marketPrice']);

/**
 * The day a market price was taken is staged as the moment `market_prices` keeps for it (the day's
 * start in UTC, in the database's own timestamp form), so a commit writes it as it is.
 */
const DAY: keyof ImportRow = 'marketPriceDate';
const dayStart = (database: Knex, day: string | null) =>
	day === null ? null : dbTime(database, Date.parse(`${day}T00:00:00Z`));

/**
 * One data row as `import_rows` stages it: its fields and the card name as search compares it
 * (which matching uses), or, for a row that cannot be stored, only its errors (`action` error).
 */
export function stagedRecord(database: Knex, job: number, read: ReadRow): Record<string, unknown> {
	const { line, row } = read;
	if (row === undefined) return { job, line, errors: JSON.stringify(read.errors), action: 'error' };
	const record: Record<string, unknown> = { job, line, search_text: searchText(row.cardName) };
	for (const field of IMPORT_ROW_FIELDS)
		record[STAGED_COLUMNS[field]] = field === DAY ? dayStart(database, row.marketPriceDate) : row[field];
	return record;
}

/** The `ImportRow` a staged record holds (null for a row staged with its errors only). */
export function importRowOf(record: Record<string, unknown>): ImportRow | null {
	if (record['errors'] != null) return null;
	const row: Record<string, unknown> = {};
	for (const field of IMPORT_ROW_FIELDS) {
		const value = record[STAGED_COLUMNS[field]];
		row[field] =
			value == null
				? null
				: NUMERIC.has(field)
					? Number(value)
					: field === DAY
						? isoTime(value).slice(0, 10)
						: String(value);
	}
	return row as unknown as ImportRow;
}

/** The errors a staged record holds. */
export function rowErrorsOf(record: Record<string, unknown>): RowError[] {
	return record['errors'] == null ? [] : (JSON.parse(String(record['errors'])) as RowError[]);
}
