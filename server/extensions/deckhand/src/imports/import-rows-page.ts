import type { Knex } from 'knex';
import { findJob } from './import-job.ts';
import type { RowAction } from '@deckhand/contract/imports/import-input.ts';
import type { ImportRowsPage } from '@deckhand/contract/imports/import-rows-page.ts';
import { problemOf } from './plan-import.ts';
import { importRowOf } from './staged-row.ts';

/**
 * `GET /imports/:id/rows`: a page of the job's staged rows in file order, of one kind or all, with
 * the sentence of each one's reason. Rows are kept while a job is staged or committing.
 */
export async function importRowsPage(
	database: Knex,
	id: number,
	query: { kind: RowAction | null; offset: number; limit: number },
): Promise<ImportRowsPage> {
	const job = await findJob(database, id);
	const rows = () =>
		query.kind
			? database('import_rows').where({ job: id, action: query.kind })
			: database('import_rows').where('job', id);
	const [counted] = await rows().count({ n: '*' });
	const records = await rows().orderBy('id').offset(query.offset).limit(query.limit);
	return {
		total: Number(counted?.['n'] ?? 0),
		rows: records.map((record) => {
			const action = (record['action'] as RowAction | null) ?? null;
			const said = action === 'error' || record['reason'] != null;
			return {
				line: Number(record['line']),
				action,
				reason: said ? problemOf(record, job.plan).reason : null,
				row: importRowOf(record),
			};
		}),
	};
}
