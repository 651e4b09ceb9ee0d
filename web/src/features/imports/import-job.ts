import type { ImportFormat, ImportRow, RowError } from '../../../../server/extensions/deckhand/src/imports/import-row.ts';

/*
 * What the import endpoints answer (`/deckhand/imports…`), as the dashboard reads it. The rows
 * themselves are typed by the server's own module, so a field added there shows up here.
 */

export type ImportStatus = 'staged' | 'committing' | 'committed' | 'failed' | 'cancelled';
export type QuantityMode = 'replace' | 'add';
export type RowAction = 'create' | 'update' | 'skip' | 'error';
/** The rows of a dry run a screen pages through, one kind at a time. */
export type RowKind = 'error' | 'skip' | 'create' | 'update';

export interface ImportOptions {
	quantities: QuantityMode;
	createMissing: boolean;
}

/** The dry run: what a commit would do, counted in rows. */
export interface ImportPlan {
	options: ImportOptions;
	create: number;
	update: number;
	skip: number;
	errors: number;
	/** The same file was committed before: its quantities are not added again. */
	alreadyImported: { job: number; date: string } | null;
}

export interface PreviewRow {
	line: number;
	row: ImportRow | null;
	errors: RowError[];
}

export interface ImportJob {
	id: number;
	status: ImportStatus;
	format: ImportFormat;
	fileName: string;
	fileBytes: number;
	rowCount: number;
	errorCount: number;
	createdAt: string;
	committedAt: string | null;
	progress: { done: number; total: number };
	/** Why a commit failed, in a sentence; nothing was written. */
	failure: string | null;
	/** Each column of the file's header and the field of a row it fills (null: not used). */
	columns: Array<{ column: string; field: string | null }>;
	/** The first data rows as they will be stored. */
	preview: PreviewRow[];
	plan: ImportPlan | null;
}

/** One row of a dry run, with what the commit does with it and why. */
export interface PlannedRow {
	line: number;
	action: RowAction;
	reason: string | null;
	row: ImportRow | null;
}

export interface PlannedRowsPage {
	total: number;
	rows: PlannedRow[];
}
