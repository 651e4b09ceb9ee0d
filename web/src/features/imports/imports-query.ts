import { customEndpoint } from '@directus/sdk';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ImportFormat } from '@deckhand/contract/imports/import-row.ts';
import { importKeys } from '../../lib/api/keys.ts';
import { directus } from '../../lib/directus/client.ts';
import type { ImportJob, ImportOptions, ImportPlan, PlannedRowsPage, RowKind } from './import-job.ts';

/** How often a committing job is asked for its progress: often enough for the bar to move, rarely enough for a busy till. */
export const PROGRESS_POLL_MS = 1_000;
/** The rows of a dry run shown at once. */
export const ROWS_PAGE_SIZE = 50;

const call = <T>(path: string, method: 'GET' | 'POST', body?: object, params?: Record<string, string>) =>
	directus.request(
		customEndpoint<T>({
			path,
			method,
			...(body ? { body: JSON.stringify(body) } : {}),
			...(params ? { params } : {}),
		}),
	);

const committing = (job: ImportJob | undefined) => job?.status === 'committing';

/** The newest imports; asked again while one of them is committing, so its progress moves in the list too. */
export const importsQuery = () =>
	queryOptions({
		queryKey: importKeys.list(),
		queryFn: () => call<ImportJob[]>('/deckhand/imports', 'GET'),
		refetchInterval: (query) => (query.state.data?.some(committing) ? PROGRESS_POLL_MS : false),
	});

/** One import; asked again every second while it commits (the server runs it whether or not this page is open). */
export const importJobQuery = (id: number) =>
	queryOptions({
		queryKey: importKeys.detail(id),
		queryFn: () => call<ImportJob>(`/deckhand/imports/${id}`, 'GET'),
		refetchInterval: (query) => (committing(query.state.data) ? PROGRESS_POLL_MS : false),
	});

/** A page of a dry run's rows of one kind (errors, skips, creations, updates), in file order. */
export const importRowsQuery = (id: number, kind: RowKind, page: number) =>
	queryOptions({
		queryKey: importKeys.rowsPage(id, kind, page),
		queryFn: () =>
			call<PlannedRowsPage>(`/deckhand/imports/${id}/rows`, 'GET', undefined, {
				kind,
				offset: String((page - 1) * ROWS_PAGE_SIZE),
				limit: String(ROWS_PAGE_SIZE),
			}),
		placeholderData: keepPreviousData,
	});

/**
 * Sends the file itself as the request's body (no form encoding: the server streams and hashes
 * the bytes as they arrive), through the dashboard's one client, so the session and the error
 * shapes are those of every other call. The SDK types a body as text or a form; a File is what
 * fetch sends as it is.
 */
export const uploadImport = (file: File, format: ImportFormat | null) =>
	directus.request(
		customEndpoint<ImportJob>({
			path: '/deckhand/imports',
			method: 'POST',
			params: { format: format ?? 'auto', name: file.name },
			headers: { 'Content-Type': file.type === 'text/csv' ? 'text/csv' : 'application/octet-stream' },
			onRequest: (request) => ({ ...request, body: file }),
		}),
	);

export const planImport = (id: number, options: ImportOptions) =>
	call<ImportPlan>(`/deckhand/imports/${id}/plan`, 'POST', options);
export const commitImport = (id: number) => call<ImportJob>(`/deckhand/imports/${id}/commit`, 'POST');
export const cancelImport = (id: number) => call<ImportJob>(`/deckhand/imports/${id}/cancel`, 'POST');

/** A command on a job answers the job as it is now: shown at once (not asked again), while the list of imports is refreshed. */
export const jobAnswer = {
	changed: (job: ImportJob) => ({ importJob: job.id }),
	answerAt: (job: ImportJob) => importKeys.detail(job.id),
};
