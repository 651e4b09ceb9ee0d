import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, testBucketEnv, TEST_BUCKET, type S3Server } from '../../tests/harness/s3-server.ts';
import { openBackupStore, type BackupStore } from './backup-store.ts';

const MIB = 1024 * 1024;
/** Over lib-storage's 5 MiB part size, so DriverS3 writes it as a multipart upload of three parts. */
const LARGE = randomBytes(12 * MIB);
const SMALL = Buffer.from('{"format":1,"kind":"scheduled"}\n');

let s3: S3Server;
let dataDir: string;

beforeAll(async () => {
	s3 = await startS3Server(TEST_BUCKET);
	dataDir = await mkdtemp(join(tmpdir(), 'deckhand-backup-store-'));
});

afterAll(async () => {
	await s3?.stop();
	if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** The bytes as a stream of 64 KiB chunks, as a database file is read. */
function streamOf(bytes: Buffer): Readable {
	const chunks = Array.from({ length: Math.ceil(bytes.length / (64 * 1024)) }, (_, i) =>
		bytes.subarray(i * 64 * 1024, (i + 1) * 64 * 1024),
	);
	return Readable.from(chunks);
}

async function sha256Of(stream: NodeJS.ReadableStream): Promise<string> {
	const hash = createHash('sha256');
	for await (const chunk of stream) hash.update(chunk as Buffer);
	return hash.digest('hex');
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function sha256Read(store: BackupStore, path: string, range?: { start: number; end: number }): Promise<string> {
	return sha256Of(await store.read(path, range && { range }));
}

async function listed(store: BackupStore, prefix: string): Promise<string[]> {
	const paths: string[] = [];
	for await (const path of store.list(prefix)) paths.push(path);
	return paths.sort();
}

const bucketEnv = () => testBucketEnv(s3, 'shop-a');

describe.each([
	{ where: 'an S3-compatible bucket', env: bucketEnv },
	{ where: 'a local folder', env: (): Record<string, string> => ({}) },
])('the backup store in $where', ({ env }) => {
	const id = '2026-12-06T01-00-00-000Z-scheduled';
	let store: BackupStore;

	beforeAll(async () => {
		store = openBackupStore(env(), dataDir).store;
		await store.write(`${id}/manifest.json`, streamOf(SMALL));
		await store.write(`${id}/database.sqlite`, streamOf(LARGE));
	});

	it('reads back a small file and a 12 MiB one written from streams, byte for byte', async () => {
		expect(await sha256Read(store, `${id}/manifest.json`)).toBe(sha256(SMALL));
		expect(await sha256Read(store, `${id}/database.sqlite`)).toBe(sha256(LARGE));
		const range = { start: 5 * MIB - 10, end: 5 * MIB + 9 };
		expect(await sha256Read(store, `${id}/database.sqlite`, range)).toBe(
			sha256(LARGE.subarray(range.start, range.end + 1)),
		);
	});

	it('tells each file’s size and whether it exists', async () => {
		expect((await store.stat(`${id}/manifest.json`)).size).toBe(SMALL.length);
		expect((await store.stat(`${id}/database.sqlite`)).size).toBe(12 * MIB);
		expect(await store.exists(`${id}/manifest.json`)).toBe(true);
		expect(await store.exists(`${id}/database.pgdump`)).toBe(false);
	});

	it('lists the files in a folder and no others', async () => {
		await store.write(`${id}/uploads/cards/black-lotus.jpg`, streamOf(SMALL));
		await store.write('2026-12-06T02-00-00-000Z-scheduled/manifest.json', streamOf(SMALL));
		await store.write(`${id}-before-migration/manifest.json`, streamOf(SMALL));
		expect(await listed(store, `${id}/`)).toEqual([
			`${id}/database.sqlite`,
			`${id}/manifest.json`,
			`${id}/uploads/cards/black-lotus.jpg`,
		]);
	});

	it('lists its top folders, without the files in them', async () => {
		await store.write(`files/${sha256(SMALL)}`, streamOf(SMALL));
		const folders: string[] = [];
		for await (const folder of store.folders()) folders.push(folder);
		expect(folders.sort()).toEqual([id, `${id}-before-migration`, '2026-12-06T02-00-00-000Z-scheduled', 'files']);
	});

	it('deletes a file, and refuses to read one it does not hold', async () => {
		await store.delete(`${id}/manifest.json`);
		expect(await store.exists(`${id}/manifest.json`)).toBe(false);
		await expect(sha256Read(store, `${id}/manifest.json`)).rejects.toThrow();
	});
});

describe('openBackupStore', () => {
	it('writes a large file to a bucket in parts, and a small one whole', async () => {
		const { store } = openBackupStore(bucketEnv(), dataDir);
		const before = s3.served.length;
		await store.write('parts/database.sqlite', streamOf(LARGE));
		await store.write('parts/manifest.json', streamOf(SMALL));
		expect(s3.served.slice(before)).toEqual([
			'createMultipartUpload',
			'uploadPart',
			'uploadPart',
			'uploadPart',
			'completeMultipartUpload',
			'putObject',
		]);
	});

	it('refuses a driver it does not know, naming the variable', () => {
		expect(() => openBackupStore({ DECKHAND_BACKUP_DRIVER: 'ftp' }, dataDir)).toThrow(
			/DECKHAND_BACKUP_DRIVER.*ftp/,
		);
	});

	it('refuses a bucket store without its bucket, naming the variable', () => {
		expect(() => openBackupStore({ DECKHAND_BACKUP_DRIVER: 's3' }, dataDir)).toThrow(/DECKHAND_BACKUP_BUCKET/);
	});

	it('refuses a request signed with another access key, as S3 does', async () => {
		const { store } = openBackupStore({ ...bucketEnv(), DECKHAND_BACKUP_KEY: 'OTHERKEY' }, dataDir);
		await expect(store.read('anything')).rejects.toMatchObject({ name: 'InvalidAccessKeyId' });
	});

	it('refuses a request signed with another secret, as S3 does', async () => {
		const { store } = openBackupStore({ ...bucketEnv(), DECKHAND_BACKUP_SECRET: 'another-secret' }, dataDir);
		await expect(store.read('anything')).rejects.toMatchObject({ name: 'SignatureDoesNotMatch' });
	});
});
