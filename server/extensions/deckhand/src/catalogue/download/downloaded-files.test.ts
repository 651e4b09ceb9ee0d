import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sourceServer, type SourceServer } from '../../../../../../tests/harness/source-server.ts';
import { SAMPLES } from '../read-sample.ts';
import { SourceRefusal } from '../source-records.ts';
import { downloadedFiles } from './downloaded-files.ts';

const POKEMON = join(SAMPLES, 'pokemon-tcg-data');
let sets: Buffer;
let cards: Buffer;
let server: SourceServer;
let folder: string;

const text = async (stream: Readable): Promise<string> => {
	let all = '';
	for await (const chunk of stream) all += String(chunk);
	return all;
};
const files = () => downloadedFiles('pokemon-tcg-data', server.url, folder, 5_000);

beforeAll(async () => {
	sets = await readFile(join(POKEMON, 'sets/en.json'));
	cards = await readFile(join(POKEMON, 'cards/en/sv3.json'));
});
beforeEach(async () => {
	server = await sourceServer({ '/sets/en.json': sets, '/cards/en/sv3.json': cards });
	folder = await mkdtemp(join(tmpdir(), 'deckhand-download-'));
});
afterEach(async () => {
	await server.close();
	await rm(folder, { recursive: true, force: true });
});

describe('a source downloaded into its folder', () => {
	it('downloads a file once, then is told it is unchanged and reads it from the folder', async () => {
		const first = files();
		expect(await text(await first.open('sets/en'))).toBe(sets.toString());
		expect(first.summary()).toEqual({ files: 1, unchanged: 0, bytes: sets.length });
		expect(await readFile(join(folder, 'sets/en.json'))).toEqual(sets);

		const second = files();
		expect(await text(await second.open('sets/en'))).toBe(sets.toString());
		const last = server.requests.at(-1)!;
		expect(last.headers['if-none-match']).toMatch(/^"/);
		expect(last.status).toBe(304);
		expect(second.summary()).toEqual({ files: 1, unchanged: 1, bytes: 0 });
	});

	it('downloads a file again once it changed (a new ETag)', async () => {
		await text(await files().open('sets/en'));
		server.put('/sets/en.json', '[]');
		const next = files();
		expect(await text(await next.open('sets/en'))).toBe('[]');
		expect(server.requests.at(-1)!.status).toBe(200);
	});

	it('asks for the rest of a download cut off, and keeps the whole file', async () => {
		server.cutNext('/cards/en/sv3.json', 10_000);
		const stream = await files().open('cards/en/sv3');
		expect(await text(stream)).toBe(cards.toString());
		const resumed = server.requests.filter((seen) => seen.headers['range'] !== undefined);
		expect(resumed).toHaveLength(1);
		expect(resumed[0]).toMatchObject({ status: 206, headers: { range: 'bytes=10000-' } });
		expect(resumed[0]!.headers['if-range']).toMatch(/^"/);
	});

	it('refuses a file whose body ends short of its length, naming it and its address', async () => {
		server.shortBody('/cards/en/sv3.json', 100);
		const refused = await files()
			.open('cards/en/sv3')
			.catch((error: unknown) => error);
		expect(refused).toBeInstanceOf(SourceRefusal);
		expect((refused as SourceRefusal).message).toBe(
			`cards/en/sv3: download from ${server.url}/cards/en/sv3.json ended after ${cards.length - 100} of ${cards.length} bytes.`,
		);
	});

	it('answers a file the source does not publish as missing, and refuses it when it is needed', async () => {
		expect(await files().openOptional('cards/en/none')).toBeNull();
		await expect(files().open('cards/en/none')).rejects.toThrow(
			`cards/en/none: download is not at ${server.url}/cards/en/none.json.`,
		);
	});

	it('refuses a server that cannot be reached, naming the address', async () => {
		const address = server.url;
		await server.close();
		await expect(downloadedFiles('pokemon-tcg-data', address, folder, 5_000).open('sets/en')).rejects.toThrow(
			`sets/en: download from ${address}/sets/en.json failed: ECONNREFUSED.`,
		);
		server = await sourceServer();
	});
});
