import { createHash, type Hash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { SourceFiles } from '../source-records.ts';

/**
 * The files a run read, by the names its source opened them by: each one's SHA-256, or null where
 * an optional file was not there. The source's reading follows from what its files say (a set list
 * names the files of its cards), so the same files read again would apply the same records.
 */
export type FilesRead = Record<string, string | null>;

/** A source's files, each one's digest taken as the source reads it (`read`). */
export interface TrackedFiles extends SourceFiles {
	/** The files read, once each was read to its end; none when one was opened and not read whole. */
	read(): FilesRead | null;
}

/** The stream's bytes passed on as they are read, into `hash`; `whole` is heard when the stream ends. */
function hashed(stream: Readable, hash: Hash, whole: () => void): Readable {
	async function* through(): AsyncGenerator<Buffer> {
		for await (const chunk of stream) {
			const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
			hash.update(bytes);
			yield bytes;
		}
		whole();
	}
	return Readable.from(through(), { objectMode: false });
}

export function trackedFiles(files: SourceFiles): TrackedFiles {
	const read: FilesRead = {};
	let unfinished = 0;
	const track = (name: string, stream: Readable): Readable => {
		const hash = createHash('sha256');
		unfinished += 1;
		return hashed(stream, hash, () => {
			read[name] = hash.digest('base64url');
			unfinished -= 1;
		});
	};
	return {
		async open(name) {
			return track(name, await files.open(name));
		},
		async openOptional(name) {
			const stream = await files.openOptional(name);
			if (stream) return track(name, stream);
			read[name] = null;
			return null;
		},
		read: () => (unfinished === 0 ? { ...read } : null),
	};
}

/**
 * Whether each of the files a run read is as it was: opened again (a downloaded source is asked
 * whether each changed first) and its digest taken. Half a gigabyte is hashed in well under a
 * second; reading and applying it again takes a minute.
 */
export async function unchangedSince(files: SourceFiles, before: FilesRead): Promise<boolean> {
	if (Object.keys(before).length === 0) return false;
	for (const [name, digest] of Object.entries(before)) {
		const stream = await files.openOptional(name);
		if (stream === null || digest === null) {
			stream?.destroy();
			if (stream !== null || digest !== null) return false;
			continue;
		}
		const hash = createHash('sha256');
		for await (const chunk of stream) hash.update(chunk as Buffer);
		if (hash.digest('base64url') !== digest) return false;
	}
	return true;
}
