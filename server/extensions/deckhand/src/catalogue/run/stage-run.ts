import { Worker } from 'node:worker_threads';
import type { CatalogueRunCounts } from '@deckhand/contract/catalogue/catalogue-run.ts';
import type { Knex } from 'knex';
import { SourceRefusal, type CatalogueSource, type LocalFiles } from '../source-records.ts';
import { isSqlite } from '../../db.ts';
import type { FilesRead } from './files-read.ts';
import { refusalFrom, refusalOf, type FromReader, type ReaderStart, type ToReader } from './reader-messages.ts';
import { STAGING, type AppliedEntries } from './stage-records.ts';
import { writeStagingRows } from './staging-rows.ts';

/**
 * The reader's module: beside this one, its source when the server runs from source (the tests),
 * the bundle of it the extension's build makes (`catalogue-reader.js`) when it runs from the build.
 */
const READER = new URL(import.meta.url.endsWith('.ts') ? './read-worker.ts' : './catalogue-reader.js', import.meta.url);

/**
 * The reader's heap, bounded: parsing half a gigabyte of JSON leaves garbage that V8 would
 * otherwise let grow to gigabytes before collecting it. A source whose single record needs more
 * (none does: a record is at most 16 MB) fails the run.
 */
const READER_LIMITS = { maxOldGenerationSizeMb: 192, maxYoungGenerationSizeMb: 32 };

/** What each set and card of the source last said, and the shop's set or card it is. */
async function appliedEntries(database: Knex, source: string): Promise<AppliedEntries> {
	const entries: Array<{ kind: string; source_id: string; digest: string; target: number }> = await database(
		'catalogue_entries',
	)
		.select('kind', 'source_id', 'digest', 'target')
		.where('source', source);
	return new Map(
		entries.map(({ kind, source_id, digest, target }) => [
			`${kind}|${source_id}`,
			{ digest, target: Number(target) },
		]),
	);
}

/**
 * Reads a source's records into a run's staging rows while the shop goes on: a reader in a thread
 * of its own parses the files and makes the rows (`stageRecords`); this thread finds the files for
 * it (a download first) and writes each batch it hands on in a short transaction of its own
 * (`writeStagingRows`). `onBatch` hears the records read so far after each batch and may stop the
 * reading (a cancel) by throwing; the reader is stopped with it, and whatever it refused (a
 * `SourceRefusal`, naming the record) or failed with is thrown here. Ends with what was read and
 * the files read (`trackedFiles`).
 */
export async function stageRun(
	database: Knex,
	run: number,
	source: CatalogueSource,
	files: LocalFiles,
	onBatch: (records: number) => Promise<void>,
): Promise<{ counts: CatalogueRunCounts['read']; filesRead: FilesRead | null }> {
	const start: ReaderStart = {
		source: source.id,
		games: source.games,
		applied: await appliedEntries(database, source.id),
		...STAGING[isSqlite(database) ? 'sqlite' : 'postgres'],
	};
	const reader = new Worker(READER, { workerData: start, resourceLimits: READER_LIMITS });
	const tell = (message: ToReader) => reader.postMessage(message);
	/** The batch being written, which the run's end waits for (a refused run deletes its rows only after). */
	let writing: Promise<void> = Promise.resolve();

	/** Where a file is, or why not, for the reader's question. */
	const answer = async (message: Extract<FromReader, { ask: number }>) => {
		const { ask, name } = message;
		try {
			if (message.type === 'path') tell({ type: 'answer', ask, path: await files.pathOf(name) });
			else tell({ type: 'refused', ask, refusal: refusalOf(await files.missing(name)) });
		} catch (error) {
			if (error instanceof SourceRefusal) tell({ type: 'refused', ask, refusal: refusalOf(error) });
			else tell({ type: 'failed', ask, message: String(error) });
		}
	};

	try {
		return await new Promise((resolve, reject) => {
			reader.on('message', (message: FromReader) => {
				if (message.type === 'path' || message.type === 'missing') void answer(message);
				else if (message.type === 'rows') {
					writing = (async () => {
						await writeStagingRows(database, run, message);
						await onBatch(message.records);
						tell({ type: 'written' });
					})();
					writing.catch(reject);
				} else if (message.type === 'end') resolve({ counts: message.counts, filesRead: message.filesRead });
				else if (message.type === 'refused') reject(refusalFrom(message.refusal));
				else reject(new Error(`the catalogue's reader failed: ${message.message}`));
			});
			reader.on('error', reject);
			reader.on('exit', (code) => reject(new Error(`the catalogue's reader stopped (exit code ${code})`)));
		});
	} finally {
		await writing.catch(() => undefined);
		await reader.terminate();
	}
}
