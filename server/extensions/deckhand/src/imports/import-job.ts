import type { Knex } from 'knex';
import { isoTime } from '../db.ts';
import { invalid } from '../errors.ts';
import type { JobTable } from '../jobs/running-jobs.ts';
import type {
	ColumnField,
	ImportJob,
	ImportPlan,
	JobStatus,
	PreviewRow,
} from '@deckhand/contract/imports/import-job.ts';

/** An import's status as stored: `uploading` while the file arrives, never shown (an upload that does not finish keeps nothing). */
export type StoredStatus = JobStatus | 'uploading';

/** Imports as jobs at work: an upload arriving, a commit. */
export const IMPORT_JOBS: JobTable = { table: 'import_jobs', working: ['uploading', 'committing'] };

/** What the pipeline and the dashboard both read of an `import_jobs` row. */
type JobBasics = Pick<ImportJob, 'id' | 'fileName' | 'rowCount' | 'plan'>;

/** An `import_jobs` row as the pipeline reads it. */
export interface JobRecord extends JobBasics {
	status: StoredStatus;
	fileDigest: string;
	/** The digest of its rows as read (`rows-digest.ts`); none for an import recorded before it was kept. */
	rowsDigest: string | null;
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
	return {
		...basicsOf(row),
		status: row['status'] as StoredStatus,
		fileDigest: String(row['file_digest']),
		rowsDigest: (row['rows_digest'] as string | null) ?? null,
	};
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
