import type { ImportFormat, ImportRow, RowError } from '@deckhand/contract/imports/import-row.ts';

/** A data row's cells by column, as the format spells its columns; a column the file does not have is absent. */
export type Cells = Readonly<Record<string, string>>;

export interface ReadOptions {
	/** The shop's currency (ISO 4217): a file's amounts said to be in another are refused. */
	currency: string;
}

/** One file format Deckhand reads: how its header is recognised and how a row of it becomes an ImportRow. */
export interface FormatSpec {
	id: ImportFormat;
	/** The format as a sentence names it: "which a {label} has". */
	label: string;
	/** Every column the format reads, with the ImportRow fields it fills (none: read to check the row, or ignored). */
	columns: Readonly<Record<string, readonly (keyof ImportRow)[]>>;
	/** The columns a file of the format must have to be read at all. */
	requiredColumns: readonly string[];
	detect(header: readonly string[]): boolean;
	map(cells: Cells, options: ReadOptions): ImportRow | RowError[];
}

/** Whether the header has every one of these columns (in any case: spreadsheets and tools differ). */
export function hasColumns(header: readonly string[], ...columns: string[]): boolean {
	const names = new Set(header.map((name) => name.toLowerCase()));
	return columns.every((column) => names.has(column.toLowerCase()));
}

type Identity = Pick<ImportRow, 'cardName' | 'condition' | 'finish' | 'language'>;

/** An ImportRow with what a format does not carry left empty: no ids, no money, no quantities, a single of no edition. */
export function importRow(fields: Identity & Partial<ImportRow>): ImportRow {
	return {
		gameCode: null,
		gameName: null,
		setCode: null,
		setName: null,
		collectorNumber: null,
		rarity: null,
		kind: 'single',
		cardTcgplayerId: null,
		scryfallId: null,
		cardmarketId: null,
		edition: null,
		skuTcgplayerId: null,
		bin: null,
		barcode: null,
		quantity: null,
		quantityAdd: null,
		price: null,
		cost: null,
		costCurrency: null,
		marketPrice: null,
		marketPriceDate: null,
		...fields,
	};
}
