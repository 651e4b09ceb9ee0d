import type { CatalogueSourceId, RunDownload } from '@deckhand/contract/catalogue/catalogue-run.ts';
import { isAbsolute, join, normalize } from 'node:path';
import { filesAt, SourceRefusal, type LocalFiles } from '../source-records.ts';
import { DownloadCut, downloadOnce, forget, type Downloaded } from './download-file.ts';
import { readLedger, writeLedger, type DownloadLedgerData } from './download-ledger.ts';
import { addressOf } from './source-addresses.ts';

/** A cut download is asked for its rest this many times in all within one run before the run is refused. */
const ATTEMPTS = 3;

/** A source's files downloaded before they are read, with what the downloads did. */
export interface DownloadingFiles extends LocalFiles {
	/** What was asked for and received so far. */
	summary(): RunDownload;
}

/**
 * A source's files at its address (`address`), each downloaded into the source's folder when
 * it is first opened and then read from there as a stream: the folder is the cache (a file the
 * server says is unchanged is not downloaded again), and what a run reads is on disk, whole,
 * before it is read. A download that fails (an HTTP error, silence for `timeoutMs`, a body cut off
 * three times) refuses the run naming the file and its address.
 */
export function downloadedFiles(
	source: CatalogueSourceId,
	address: string,
	folder: string,
	timeoutMs: number,
): DownloadingFiles {
	const done = new Map<string, Promise<string | null>>();
	const summary: RunDownload = { files: 0, unchanged: 0, bytes: 0 };
	let ledger: Promise<DownloadLedgerData> | null = null;

	const pathOf = (name: string): string => {
		const path = normalize(name);
		if (isAbsolute(path) || path.startsWith('..'))
			throw new SourceRefusal(name, 'file', 'is not a file of the source.');
		return join(folder, `${path}.json`);
	};

	async function download(name: string, url: string): Promise<string | null> {
		const kept = await (ledger ??= readLedger(folder));
		const file = { name, url, path: pathOf(name) };
		let outcome: Downloaded | null = null;
		try {
			for (let attempt = 1; outcome === null; attempt++) {
				try {
					outcome = await downloadOnce(file, kept, timeoutMs);
				} catch (error) {
					if (!(error instanceof DownloadCut)) throw error;
					if (attempt === ATTEMPTS)
						throw new SourceRefusal(name, 'download', `from ${url} ${error.message}.`);
				}
			}
			if (outcome.kind === 'missing') await forget(file, kept);
		} finally {
			await writeLedger(folder, kept);
		}
		summary.files += 1;
		if (outcome.kind === 'unchanged') summary.unchanged += 1;
		if (outcome.kind === 'new') summary.bytes += outcome.bytes;
		return outcome.kind === 'missing' ? null : file.path;
	}

	/** A file downloaded once a run, however often the source (or the check for changes) asks for it. */
	const fetched = (name: string, url: string): Promise<string | null> => {
		let path = done.get(name);
		if (!path) {
			path = download(name, url);
			done.set(name, path);
		}
		return path;
	};
	const got = async (name: string) => fetched(name, await addressOf(source, address, name, fetched));

	return {
		...filesAt({
			pathOf: got,
			missing: async (name) =>
				new SourceRefusal(name, 'download', `is not at ${await addressOf(source, address, name, fetched)}.`),
		}),
		summary: () => ({ ...summary }),
	};
}
