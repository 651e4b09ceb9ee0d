import type { RowAction } from './import-input.ts';
import type { ImportRow } from './import-row.ts';

export interface ImportRowLine {
	line: number;
	/** Null until a dry run has looked at the row (a row that could not be read is an error from the start). */
	action: RowAction | null;
	reason: string | null;
	row: ImportRow | null;
}

/** A page of a dry run's rows (of one kind, or every row), and how many there are of it. */
export interface ImportRowsPage {
	total: number;
	rows: ImportRowLine[];
}
