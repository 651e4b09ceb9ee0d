import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parse } from 'csv-parse';
import { CONDITIONS, EDITIONS, FINISHES } from '../../domain/limits.ts';
import { invalid } from '../../errors.ts';
import { restoreCell } from '../../csv/spreadsheet-safe.ts';
import type { Condition, Edition, Finish } from '../../../../../schema/collections.ts';
import type { ImportFormat, ImportRow, ReadRow, RowError } from '../import-row.ts';
import type { DeckhandColumn } from './deckhand-columns.ts';

export interface ReadImport {
	format: ImportFormat;
	/** Each header column and the `ImportRow` field it fills (null: ignored). */
	columns: Array<{ column: string; field: keyof ImportRow | null }>;
	rows: AsyncIterable<ReadRow>;
}

/** Deckhand's columns and the fields they fill; ids and the market price's date are written for readers and not read back. */
const FIELDS: Record<DeckhandColumn, keyof ImportRow | null> = {
	sku_id: null,
	card_id: null,
	game_code: 'gameCode',
	game_name: 'gameName',
	set_code: 'setCode',
	set_name: 'setName',
	card_name: 'cardName',
	collector_number: 'collectorNumber',
	rarity: 'rarity',
	kind: 'kind',
	card_tcgplayer_id: 'cardTcgplayerId',
	scryfall_id: 'scryfallId',
	cardmarket_id: 'cardmarketId',
	condition: 'condition',
	finish: 'finish',
	language: 'language',
	edition: 'edition',
	sku_tcgplayer_id: 'skuTcgplayerId',
	bin: 'bin',
	barcode: 'barcode',
	quantity: 'quantity',
	price: 'price',
	cost: 'cost',
	market_price: 'marketPrice',
	market_price_date: null,
};

const REQUIRED: DeckhandColumn[] = ['card_name', 'condition', 'finish', 'language'];

function choice<T extends string>(cells: Record<string, string>, column: string, values: readonly T[], errors: RowError[]): T | null {
	const text = cells[column] ?? '';
	if (text === '') return null;
	if ((values as readonly string[]).includes(text)) return text as T;
	errors.push({ column, message: `${column} "${text}" is not one of ${values.join(', ')}.` });
	return null;
}

function whole(cells: Record<string, string>, column: string, errors: RowError[]): number | null {
	const text = cells[column] ?? '';
	if (text === '') return null;
	if (/^\d+$/.test(text)) return Number(text);
	errors.push({ column, message: `${column} "${text}" is not a whole number of copies.` });
	return null;
}

function money(cells: Record<string, string>, column: string, errors: RowError[]): number | null {
	const text = cells[column] ?? '';
	if (text === '') return null;
	const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
	if (match) return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
	errors.push({ column, message: `${column} "${text}" is not an amount such as 12.50.` });
	return null;
}

/** One row of Deckhand's CSV (every cell as the export wrote it, a neutralised formula restored). */
function deckhandRow(cells: Record<string, string>): ImportRow | RowError[] {
	const errors: RowError[] = [];
	const text = (column: DeckhandColumn) => cells[column] || null;
	const row: ImportRow = {
		gameCode: text('game_code'),
		gameName: text('game_name'),
		setCode: text('set_code'),
		setName: text('set_name'),
		cardName: cells['card_name'] ?? '',
		collectorNumber: text('collector_number'),
		rarity: text('rarity'),
		kind: choice(cells, 'kind', ['single', 'sealed'] as const, errors) ?? 'single',
		cardTcgplayerId: text('card_tcgplayer_id'),
		scryfallId: text('scryfall_id'),
		cardmarketId: text('cardmarket_id'),
		condition: (choice(cells, 'condition', CONDITIONS, errors) ?? 'NM') as Condition,
		finish: (choice(cells, 'finish', FINISHES, errors) ?? 'normal') as Finish,
		language: (cells['language'] ?? '').toUpperCase(),
		edition: choice(cells, 'edition', EDITIONS, errors) as Edition | null,
		skuTcgplayerId: text('sku_tcgplayer_id'),
		bin: text('bin'),
		barcode: text('barcode'),
		quantity: whole(cells, 'quantity', errors),
		quantityAdd: null,
		price: money(cells, 'price', errors),
		cost: money(cells, 'cost', errors),
		marketPrice: money(cells, 'market_price', errors),
	};
	return errors.length > 0 ? errors : row;
}

interface Record_ {
	record: string[];
	info: { lines: number };
}

/**
 * Reads an import file. Until every format is written this reads Deckhand's own CSV only: the
 * header is Deckhand's columns, every cell restored from its spreadsheet-safe form.
 */
export async function readImport(source: Readable, chosen: ImportFormat | null, _options: { currency: string }): Promise<ReadImport> {
	const parser = parse({ bom: true, relax_column_count: true, skip_empty_lines: true, info: true, trim: true });
	const done = pipeline(source, parser);
	// The pipeline's failure reaches the reader through the parser's own iteration; this only keeps it from going unhandled.
	done.catch(() => undefined);
	const records = parser[Symbol.asyncIterator]() as AsyncIterator<Record_>;
	const first = await records.next();
	if (first.done) throw invalid('file', 'The file is empty: it has no header line.');
	const header = first.value.record;
	const missing = REQUIRED.filter((column) => !header.includes(column));
	if (chosen !== null && chosen !== 'deckhand') throw invalid('format', `Deckhand reads only its own CSV for now, not ${chosen}.`);
	if (missing.length > 0) throw invalid(chosen ? 'file' : 'format', `The file has no column "${missing[0]}", which Deckhand's CSV has.`);
	let previousEnd = first.value.info.lines;
	async function* rows(): AsyncIterable<ReadRow> {
		for (let next = await records.next(); !next.done; next = await records.next()) {
			const { record, info } = next.value;
			const line = previousEnd + 1;
			previousEnd = info.lines;
			const cells = Object.fromEntries(header.map((column, i) => [column, restoreCell(record[i] ?? '')]));
			const mapped = deckhandRow(cells);
			yield Array.isArray(mapped) ? { line, errors: mapped } : { line, row: mapped };
		}
	}
	return { format: 'deckhand', columns: header.map((column) => ({ column, field: Object.hasOwn(FIELDS, column) ? FIELDS[column as DeckhandColumn] : null })), rows: rows() };
}
