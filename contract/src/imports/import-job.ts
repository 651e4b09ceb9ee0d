import type { ForeignCostChoice, PlanOptions } from './import-input.ts';
import type { ImportRow, RowError } from './import-row.ts';

/**
 * An import's life: staged (read and stored, nothing applied) → committing (the server's job at
 * work) → committed, or failed (nothing written) / cancelled. `uploading`, while the file arrives,
 * is never shown: an upload that does not finish keeps nothing.
 */
export type JobStatus = 'staged' | 'committing' | 'committed' | 'failed' | 'cancelled';

export interface PlanProblem {
	line: number;
	kind: 'error' | 'skip';
	reason: string;
}

/** The dry run: what a commit would do with each row (counts), and the first problems. */
export interface ForeignCosts {
	/** The file's currency (or currencies, listed), and the shop's a rate converts into. */
	currency: string;
	into: string;
	rows: number;
	choice: ForeignCostChoice | null;
	rate: number | null;
}

export interface ImportPlan {
	options: PlanOptions;
	create: number;
	update: number;
	skip: number;
	errors: number;
	/**
	 * A committed import of the same file, or of the same rows in a file saved differently (line
	 * endings, quoting, a byte order mark…): its quantities are not added again. `repeats` says
	 * which; a plan kept before it was said has none, and was of the same file.
	 */
	alreadyImported: { job: number; date: string; repeats?: 'file' | 'rows' } | null;
	/**
	 * Rows whose purchase price the file gives in another currency than the shop's (`currency`):
	 * imported without cost, converted at the rate chosen (1 of it in the shop's currency), or,
	 * with no choice made (`choice` null), refused. Absent when every price is in the shop's
	 * currency (and in a plan kept before this was said).
	 */
	foreignCosts?: ForeignCosts;
	problems: PlanProblem[];
}

export interface PreviewRow {
	line: number;
	row: ImportRow | null;
	errors: RowError[];
}

/** A header column and the `ImportRow` fields it fills, comma-separated (null: not read). */
export interface ColumnField {
	column: string;
	field: string | null;
}

/** An import as the dashboard reads it. */
export interface ImportJob {
	id: number;
	status: JobStatus;
	format: string;
	fileName: string;
	fileBytes: number;
	rowCount: number;
	errorCount: number;
	createdAt: string;
	committedAt: string | null;
	progress: { done: number; total: number };
	failure: string | null;
	columns: ColumnField[];
	preview: PreviewRow[];
	plan: ImportPlan | null;
}
