import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ENDPOINTS } from '@deckhand/contract/api/endpoints.ts';
import type { ImportFormat } from '@deckhand/contract/imports/import-row.ts';
import { read, send, upload } from '../../lib/api/deckhand-client.ts';
import { importKeys } from '../../lib/api/keys.ts';
import type { ImportJob, ImportOptions, RowKind } from './import-job.ts';

/** How often a committing job is asked for its progress: often enough for the bar to move, rarely enough for a busy till. */
export const PROGRESS_POLL_MS = 1_000;
/** The rows of a dry run shown at once. */
export const ROWS_PAGE_SIZE = 50;

const committing = (job: ImportJob | undefined) => job?.status === 'committing';

/** The newest imports; asked again while one of them is committing, so its progress moves in the list too. */
export const importsQuery = () =>
	queryOptions({
		queryKey: importKeys.list(),
		queryFn: () => read(ENDPOINTS.imports),
		refetchInterval: (query) => (query.state.data?.some(committing) ? PROGRESS_POLL_MS : false),
	});

/** One import; asked again every second while it commits (the server runs it whether or not this page is open). */
export const importJobQuery = (id: number) =>
	queryOptions({
		queryKey: importKeys.detail(id),
		queryFn: () => read(ENDPOINTS.importJob, { params: { id } }),
		refetchInterval: (query) => (committing(query.state.data) ? PROGRESS_POLL_MS : false),
	});

/** A page of a dry run's rows of one kind (errors, skips, creations, updates), in file order. */
export const importRowsQuery = (id: number, kind: RowKind, page: number) =>
	queryOptions({
		queryKey: importKeys.rowsPage(id, kind, page),
		queryFn: () =>
			read(ENDPOINTS.importRows, {
				params: { id },
				query: { kind, offset: String((page - 1) * ROWS_PAGE_SIZE), limit: String(ROWS_PAGE_SIZE) },
			}),
		placeholderData: keepPreviousData,
	});

/** Sends the file itself as the request's body, through the dashboard's one client (the session and error shapes of every other call). */
export const uploadImport = (file: File, format: ImportFormat | null) =>
	upload(ENDPOINTS.importUpload, { query: { format: format ?? 'auto', name: file.name }, body: file });

export const planImport = (id: number, options: ImportOptions) =>
	send(ENDPOINTS.importPlan, { params: { id }, body: options });
export const commitImport = (id: number) => send(ENDPOINTS.importCommit, { params: { id } });
export const cancelImport = (id: number) => send(ENDPOINTS.importCancel, { params: { id } });

/** A command on a job answers the job as it is now: shown at once (not asked again), while the list of imports is refreshed. */
export const jobAnswer = {
	changed: (job: ImportJob) => ({ importJob: job.id }),
	answerAt: (job: ImportJob) => importKeys.detail(job.id),
};
