import { createHash, type Hash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { LocalFiles, SourceFiles } from '../source-records.ts';

/**
 * The files a run read, by the names its source opened them by: each one's size in bytes and
 * SHA-256 (`<bytes>:<digest>`; a run of before sizes were kept has the digest alone), or null where
 * an optional file was not there. The source's reading follows from what its files say (a set list
 * names the files of its cards), so the same files read again would apply the same records.
 */
export type FilesRead = Record<string, string | null>;

/** A source's files, each one's digest taken as the source reads it (`read`). */
export interface TrackedFiles extends SourceFiles {
	/** The files read, once each was read to its end; none when one was opened and not read whole. */
	read(): FilesRead | null;
}

/** The stream's bytes passed on as they are read, into `hash`; `whole` hears how many when the stream ends. */
function hashed(stream: Readable, hash: Hash, whole: (size: number) => void): Readable {
	async function* through(): AsyncGenerator<Buffer> {
		let size = 0;
		for await (const chunk of stream) {
			const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
			hash.update(bytes);
			size += bytes.length;
			yield bytes;
		}
		whole(size);
	}
	return Readable.from(through(), { objectMode: false });
}

export function trackedFiles(files: SourceFiles): TrackedFiles {
	const read: FilesRead = {};
	let unfinished = 0;
	const track = (name: string, stream: Readable): Readable => {
		const hash = createHash('sha256');
		unfinished += 1;
		return hashed(stream, hash, (size) => {
			read[name] = `${size}:${hash.digest('base64url')}`;
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
 * Whether each of the files a run read is as it was: found again (a downloaded source is asked
 * whether each changed first), its size compared, and where that is the same its digest taken.
 * A day's prices change a catalogue's size, which is told at once; half a gigabyte is hashed in a
 * second or two, and reading and applying it again takes half a minute.
 */
export async function unchangedSince(files: LocalFiles, before: FilesRead): Promise<boolean> {
	if (Object.keys(before).length === 0) return false;
	for (const [name, kept] of Object.entries(before)) {
		const path = await files.pathOf(name);
		if (path === null || kept === null) {
			if (path !== null || kept !== null) return false;
			continue;
		}
		const [size, digest] = kept.includes(':') ? kept.split(':') : [null, kept];
		if (size !== null && (await stat(path)).size !== Number(size)) return false;
		const hash = createHash('sha256');
		for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
		if (hash.digest('base64url') !== digest) return false;
	}
	return true;
}
