import type { IncomingMessage } from 'node:http';
import type { Knex } from 'knex';
import { ContentTooLargeError } from '@directus/errors';
import { CsvError } from 'csv-parse';
import { insertedId, nowForDb } from '../db.ts';
import { invalid } from '../errors.ts';
import type { Actor } from '../ledger/command.ts';
import { readShopSettings } from '../settings/shop-settings.ts';
import { countedBody } from './counted-body.ts';
import { readImport } from './formats/index.ts';
import { IMPORT_MAX_BYTES } from '@deckhand/contract/imports/import-input.ts';
import type { ImportJob, PreviewRow } from '@deckhand/contract/imports/import-job.ts';
import { jobView } from './import-job.ts';
import type { ImportFormat, ReadRow } from '@deckhand/contract/imports/import-row.ts';
import { discardJob } from './import-sweep.ts';
import type { RunningJobs } from '../jobs/running-jobs.ts';
import { refreshStatistics } from '../db.ts';
import { rowsDigest } from './rows-digest.ts';
import { stagedRecord } from './staged-row.ts';

/** Rows inserted per statement: short statements, so a till's sale never waits long for the one SQLite connection. */
const STAGING_BATCH = 500;
const PREVIEW_ROWS = 20;

export interface Upload {
	format: ImportFormat | null;
	fileName: string;
	actor: Actor;
}

/** The CSV parser's own complaint (a quote never closed…) is the file's fault, said as such. */
function asFileError(error: unknown): unknown {
	return error instanceof CsvError ? invalid('file', `The file could not be read as CSV: ${error.message}`) : error;
}

/**
 * Reads the rows and stages them in batches; answers the counts, the preview and the rows' digest. A format refuses
 * whatever Deckhand could not store (a text beyond its column's bound, a word it does not know), so
 * a row read is a row that fits.
 */
async function stageRows(database: Knex, job: number, rows: AsyncIterable<ReadRow>) {
	const preview: PreviewRow[] = [];
	const digest = rowsDigest();
	let batch: Array<Record<string, unknown>> = [];
	let rowCount = 0;
	let errorCount = 0;
	for await (const read of rows) {
		if (preview.length < PREVIEW_ROWS)
			preview.push({ line: read.line, row: read.row ?? null, errors: read.errors ?? [] });
		batch.push(stagedRecord(database, job, read));
		digest.add(read);
		rowCount++;
		if (read.errors) errorCount++;
		if (batch.length === STAGING_BATCH) {
			await database('import_rows').insert(batch);
			batch = [];
		}
	}
	if (batch.length > 0) await database('import_rows').insert(batch);
	return { rowCount, errorCount, preview, rowsDigest: digest.digest() };
}

/**
 * `POST /imports`: the file streams in (counted against the bound, hashed, parsed) and each data
 * row is staged as it will be stored, or with its errors, in batches. Nothing of the shop changes.
 * A file that cannot be read, is too large or is cut off keeps nothing: its job and rows go.
 */
export async function stageUpload(
	database: Knex,
	running: RunningJobs,
	req: IncomingMessage,
	upload: Upload,
): Promise<ImportJob> {
	if (Number(req.headers['content-length'] ?? 0) > IMPORT_MAX_BYTES) throw new ContentTooLargeError();
	const { currency } = await readShopSettings(database);
	const now = nowForDb(database);
	const [inserted] = await database('import_jobs').insert(
		{
			status: 'uploading',
			format: upload.format ?? '',
			file_name: upload.fileName,
			file_digest: '',
			file_bytes: 0,
			user_created: upload.actor.user,
			date_created: now,
			date_updated: now,
		},
		['id'],
	);
	const job = insertedId(inserted);
	const body = countedBody(req, IMPORT_MAX_BYTES);
	return running.run(job, async () => {
		try {
			const read = await readImport(body.stream, upload.format, { currency });
			const staged = await stageRows(database, job, read.rows);
			if (staged.rowCount === 0)
				throw invalid('file', 'The file has a header but no rows under it; there is nothing to import.');
			await refreshStatistics(database, ['import_rows']);
			const { bytes, digest } = body.counted();
			await database('import_jobs')
				.where('id', job)
				.update({
					status: 'staged',
					format: read.format,
					file_digest: digest,
					rows_digest: staged.rowsDigest,
					file_bytes: bytes,
					row_count: staged.rowCount,
					error_count: staged.errorCount,
					column_map: JSON.stringify(read.columns),
					preview: JSON.stringify(staged.preview),
					date_updated: nowForDb(database),
				});
			return jobView(database, job);
		} catch (error) {
			body.drop();
			await discardJob(database, job);
			throw asFileError(error);
		}
	});
}
