import type { CatalogueRunCounts, CatalogueSourceId } from '@deckhand/contract/catalogue/catalogue-run.ts';
import { SourceRefusal } from '../source-records.ts';
import type { FilesRead } from './files-read.ts';
import type { AppliedEntries } from './stage-records.ts';
import type { StagedKind } from './staged-columns.ts';

/*
 * What a run's reader (`read-worker.ts`, a thread of its own) and the run (`stage-run.ts`) say to
 * each other: the reader asks where the source's files are and hands on the staging rows as JSON,
 * a batch at a time (with its first row's seq), each once the one before is written; the run
 * answers and writes.
 */

/** What the reader is started with. */
export interface ReaderStart {
	source: CatalogueSourceId;
	games: readonly number[] | undefined;
	applied: AppliedEntries;
	/** Staging rows a batch, and the reader thread's nice value (`STAGING`). */
	batch: number;
	nice: number;
}

/** A refusal, as it crosses between threads. */
export interface Refusal {
	record: string;
	field: string;
	message: string;
}

export type FromReader =
	| { type: 'path'; ask: number; name: string }
	| { type: 'missing'; ask: number; name: string }
	| { type: 'rows'; kind: StagedKind; json: string; seq: number; records: number }
	| { type: 'end'; counts: CatalogueRunCounts['read']; filesRead: FilesRead | null }
	| { type: 'refused'; refusal: Refusal }
	| { type: 'failed'; message: string };

export type ToReader =
	| { type: 'answer'; ask: number; path: string | null }
	| { type: 'refused'; ask: number; refusal: Refusal }
	| { type: 'failed'; ask: number; message: string }
	| { type: 'written' };

export function refusalOf(error: SourceRefusal): Refusal {
	return { record: error.record, field: error.field, message: error.message };
}

/** The refusal again, as it was thrown on the other side. */
export function refusalFrom({ record, field, message }: Refusal): SourceRefusal {
	const refusal = new SourceRefusal(record, field, '');
	refusal.message = message;
	return refusal;
}
