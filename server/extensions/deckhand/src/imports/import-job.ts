import type { Knex } from 'knex';
import { isoTime } from '../db.ts';
import { invalid } from '../errors.ts';
import type { PlanOptions } from './import-input.ts';
import type { ImportRow, RowError } from './import-row.ts';

/**
 * An import's life: staged (read and stored, nothing applied) → committing (the server's job at
 * work) → committed, or failed (nothing written) / cancelled. `uploading`, while the file arrives,
 * is never shown: an upload that does not finish keeps nothing.
 */
export type JobStatus = 'staged' | 'committing' | 'committed' | 'failed' | 'cancelled';
export type StoredStatus = JobStatus | 'uploading';

export interface PlanProblem {
	line: number;
	kind: 'error' | 'skip';
	reason: string;
}

/** The dry run: what a commit would do with each row (counts), and the first problems. */
export interface ImportPlan {
	options: PlanOptions;
	create: number;
	update: number;
	skip: number;
	errors: number;
	/** A committed import of the same file: its quantities are not added again. */
	alreadyImported: { job: number; date: string } | null;
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

/** What the pipeline and the dashboard both read of an `import_jobs` row. */
type JobBasics = Pick<ImportJob, 'id' | 'fileName' | 'rowCount' | 'plan'>;

/** An `import_jobs` row as the pipeline reads it. */
export interface JobRecord extends JobBasics {
	status: StoredStatus;
	fileDigest: string;
}

const json = <T>(text: unknown, fallback: T): T => (text == null ? fallback : (JSON.parse(String(text)) as T));

function basicsOf(row: Record<string, unknown>): JobBasics {
	return {
		id: Number(row['id']),
		fileName: String(row['file_name']),
		rowCount: Number(row['row_count']),
		plan: json<ImportPlan | null>(row['plan'], null),
	};
}

function recordOf(row: Record<string, unknown>): JobRecord {
	return { ...basicsOf(row), status: row['status'] as StoredStatus, fileDigest: String(row['file_digest']) };
}

function viewOf(row: Record<string, unknown>): ImportJob {
	const basics = basicsOf(row);
	return {
		...basics,
		status: row['status'] as JobStatus,
		format: String(row['format']),
		fileBytes: Number(row['file_bytes']),
		errorCount: Number(row['error_count']),
		createdAt: isoTime(row['date_created']),
		committedAt: row['date_committed'] == null ? null : isoTime(row['date_committed']),
		progress: { done: Number(row['progress']), total: basics.rowCount },
		failure: (row['failure'] as string | null) ?? null,
		columns: json<ColumnField[]>(row['column_map'], []),
		preview: json<PreviewRow[]>(row['preview'], []),
	};
}

async function jobRow(database: Knex, id: number): Promise<Record<string, unknown>> {
	const row = await database('import_jobs').where('id', id).whereNot('status', 'uploading').first();
	if (!row) throw invalid('id', `There is no import #${id}.`);
	return row;
}

/** The import as the pipeline works with it; an unknown id (or a file still arriving) is refused naming the id. */
export async function findJob(database: Knex, id: number): Promise<JobRecord> {
	return recordOf(await jobRow(database, id));
}

/** `GET /imports/:id`. */
export async function jobView(database: Knex, id: number): Promise<ImportJob> {
	return viewOf(await jobRow(database, id));
}

const RECENT_JOBS = 20;

/** `GET /imports`: the newest imports first. */
export async function recentJobs(database: Knex): Promise<ImportJob[]> {
	const rows = await database('import_jobs')
		.whereNot('status', 'uploading')
		.orderBy([
			{ column: 'date_created', order: 'desc' },
			{ column: 'id', order: 'desc' },
		])
		.limit(RECENT_JOBS);
	return rows.map(viewOf);
}
