import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { BackupStore } from './backup-store.ts';
import { WAL_FOLDER } from './point-in-time.ts';

/**
 * Archives one finished segment of PostgreSQL's log through the backup store (a bucket), gzipped,
 * as the shell command does into a folder: a segment already there is success only when it holds
 * the same bytes (PostgreSQL asks again after a crash between archiving and noting it); another
 * content throws, so PostgreSQL keeps the segment and tries again, never overwriting. A bucket's
 * object appears whole or not at all, so no temporary name is needed.
 */
export async function archiveSegment(store: BackupStore, path: string, name: string): Promise<void> {
	const key = `${WAL_FOLDER}/${name}.gz`;
	const segment = await readFile(path);
	if (await store.exists(key)) {
		const chunks: Buffer[] = [];
		for await (const chunk of await store.read(key)) chunks.push(Buffer.from(chunk));
		if (gunzipSync(Buffer.concat(chunks)).equals(segment)) return;
		throw new Error(`${key} is already in the backup store with other content: not overwritten`);
	}
	await store.write(key, Readable.from([gzipSync(segment)]));
}
