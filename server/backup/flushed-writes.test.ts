import { randomBytes } from 'node:crypto';
import { mkdtemp, open, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FLUSH_BYTES, FLUSH_EVERY_MS, flushedFileStream, whileFlushing } from './flushed-writes.ts';

const MIB = 1024 * 1024;
let folder: string;

/** Every `datasync` of any open file, counted on the file handle's own class. */
async function countDatasyncs() {
	const probe = await open(join(folder, 'probe'), 'w');
	const handleClass = Object.getPrototypeOf(probe) as { datasync: () => Promise<void> };
	await probe.close();
	return vi.spyOn(handleClass, 'datasync');
}

beforeAll(async () => {
	folder = await mkdtemp(join(tmpdir(), 'deckhand-flushed-'));
});
afterEach(() => {
	vi.restoreAllMocks();
});
afterAll(async () => {
	await rm(folder, { recursive: true, force: true });
});

describe('flushedFileStream', () => {
	it('writes the bytes as given, sending them to the disk every FLUSH_BYTES and at the end', async () => {
		const bytes = randomBytes(2 * FLUSH_BYTES + MIB);
		const datasyncs = await countDatasyncs();
		const chunks = Array.from({ length: bytes.length / MIB }, (_, i) => bytes.subarray(i * MIB, (i + 1) * MIB));
		await pipeline(Readable.from(chunks), flushedFileStream(join(folder, 'copy')));
		expect((await readFile(join(folder, 'copy'))).equals(bytes)).toBe(true);
		// After the first and second FLUSH_BYTES, then the last mebibyte at the end.
		expect(datasyncs).toHaveBeenCalledTimes(3);
	});

	it('fails the pipeline when the file cannot be made, leaving nothing open', async () => {
		await expect(
			pipeline(Readable.from([Buffer.from('x')]), flushedFileStream(join(folder, 'missing', 'copy'))),
		).rejects.toMatchObject({ code: 'ENOENT' });
	});
});

describe('whileFlushing', () => {
	it('sends the file to the disk while the work writes it, and stops with the work', async () => {
		const path = join(folder, 'vacuumed');
		const datasyncs = await countDatasyncs();
		let beforeTheFile = -1;
		const answer = await whileFlushing(path, async () => {
			await new Promise((resolve) => setTimeout(resolve, FLUSH_EVERY_MS * 2));
			beforeTheFile = datasyncs.mock.calls.length;
			await writeFile(path, randomBytes(MIB));
			// Again and again while the work goes on, however slowly the machine runs.
			await vi.waitFor(() => expect(datasyncs.mock.calls.length).toBeGreaterThanOrEqual(2), { timeout: 10_000 });
			return 'copied';
		});
		expect(answer).toBe('copied');
		expect(beforeTheFile).toBe(0);
		const after = datasyncs.mock.calls.length;
		await new Promise((resolve) => setTimeout(resolve, FLUSH_EVERY_MS * 2));
		expect(datasyncs).toHaveBeenCalledTimes(after);
	});

	it("answers the work's failure", async () => {
		await expect(
			whileFlushing(join(folder, 'never'), () => Promise.reject(new Error('disk full'))),
		).rejects.toThrow('disk full');
	});
});
