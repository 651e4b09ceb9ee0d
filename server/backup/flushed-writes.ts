import { open, type FileHandle } from 'node:fs/promises';
import { Writable } from 'node:stream';

/**
 * A backup writes hundreds of megabytes while the tills sell, and every sale waits for its own
 * commit to reach the disk. Left to itself the kernel keeps a backup's writes in memory and sends
 * them to the disk all at once (when they are half a minute old, or when something asks for them),
 * and a sale's commit then queues behind the whole lot: 150–320 ms seen at the `--scale` shop
 * (docs/load.md). Sent a few megabytes at a time instead, the disk takes each part in a few
 * milliseconds, and a sale waits behind at most one.
 */
export const FLUSH_BYTES = 8 * 1024 * 1024;
/** How often a file that something else writes (SQLite's `VACUUM INTO`) is sent to the disk meanwhile. */
export const FLUSH_EVERY_MS = 100;

/**
 * A stream writing a new file at `path` that sends what it wrote to the disk every FLUSH_BYTES and
 * at its end: once it has finished, the file is on the disk, so a backup's manifest, written
 * last, never names a file that a power cut could still lose.
 */
export function flushedFileStream(path: string): Writable {
	let file: FileHandle | null = null;
	let unflushed = 0;
	return new Writable({
		construct(done) {
			open(path, 'w').then((opened) => {
				file = opened;
				done();
			}, done);
		},
		write(chunk: Buffer, _encoding, done) {
			void (async () => {
				await file!.write(chunk);
				unflushed += chunk.length;
				if (unflushed >= FLUSH_BYTES) {
					await file!.datasync();
					unflushed = 0;
				}
			})().then(() => done(), done);
		},
		final(done) {
			file!.datasync().then(() => done(), done);
		},
		destroy(error, done) {
			if (!file) return done(error);
			file.close().then(
				() => done(error),
				(closing: Error) => done(error ?? closing),
			);
		},
	});
}

/**
 * Runs `work`, which writes the file at `path` by other means, sending what it has written so far
 * to the disk every FLUSH_EVERY_MS meanwhile (nothing while the file does not exist yet).
 */
export async function whileFlushing<T>(path: string, work: () => Promise<T>): Promise<T> {
	let working = true;
	const flushing = (async () => {
		while (working) {
			await new Promise((resolve) => setTimeout(resolve, FLUSH_EVERY_MS));
			const file = await open(path, 'r').catch(() => null);
			if (!file) continue;
			try {
				await file.datasync();
			} finally {
				await file.close();
			}
		}
	})();
	try {
		return await work();
	} finally {
		working = false;
		await flushing;
	}
}
