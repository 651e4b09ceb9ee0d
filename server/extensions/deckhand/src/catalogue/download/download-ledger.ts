import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { KeptFile } from './conditional-request.ts';

/** A file downloaded whole: its validators, its length and when it came. */
export interface KeptDownload extends KeptFile {
	bytes: number;
	at: string;
}

export interface DownloadLedgerData {
	/** The files of the folder downloaded whole, by name. */
	files: Record<string, KeptDownload>;
	/** The files cut off, by name: the version their `<name>.part` holds the beginning of. */
	parts: Record<string, KeptFile>;
}

/** The ledger's file in the source's folder: hidden, so it is never taken for one of the source's files. */
export const LEDGER_FILE = '.downloads.json';

/**
 * What was downloaded into a source's folder, kept beside its files rather than in the database:
 * the validators describe exactly the files on disk, so a folder emptied or copied by hand takes
 * its validators with it (a 304 is never trusted for a file that is no longer there), and a
 * folder is a whole cache that a second machine can be given as it is.
 */
export async function readLedger(folder: string): Promise<DownloadLedgerData> {
	try {
		const data = JSON.parse(await readFile(join(folder, LEDGER_FILE), 'utf8')) as Partial<DownloadLedgerData>;
		return { files: data.files ?? {}, parts: data.parts ?? {} };
	} catch {
		return { files: {}, parts: {} };
	}
}

/** Written whole and then renamed over the old one, so a stop mid-write never leaves half a ledger. */
export async function writeLedger(folder: string, ledger: DownloadLedgerData): Promise<void> {
	await mkdir(folder, { recursive: true });
	const path = join(folder, LEDGER_FILE);
	await writeFile(`${path}.new`, JSON.stringify(ledger, null, '\t'));
	await rename(`${path}.new`, path);
}
