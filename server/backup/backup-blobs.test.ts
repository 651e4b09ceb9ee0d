import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BACKUP_BLOBS, type BackupManifest } from '@deckhand/contract/backups/backup-manifest.ts';
import { putUploads } from './backup-files.ts';
import { listBackups } from './backup-list.ts';
import { openBackupStore, type BackupStore } from './backup-store.ts';
import { finishedBackup } from './manifest-fixture.ts';
import { fetchWholeBackup, schemaRefusal } from './restore-checks.ts';

let work: string;
let uploads: string;
let storeRoot: string;
let store: BackupStore;
/** What the backups asked of the store, `write <key>` and `list <prefix>`, in order. */
let asked: string[];

beforeEach(async () => {
	work = await mkdtemp(join(tmpdir(), 'deckhand-blobs-'));
	uploads = join(work, 'uploads');
	storeRoot = join(work, 'backups');
	const opened = openBackupStore({ DECKHAND_BACKUP_ROOT: storeRoot }, work).store;
	asked = [];
	store = {
		read: opened.read.bind(opened),
		exists: opened.exists.bind(opened),
		stat: opened.stat.bind(opened),
		delete: opened.delete.bind(opened),
		folders: opened.folders.bind(opened),
		list: (prefix?: string) => {
			asked.push(`list ${prefix ?? ''}`);
			return opened.list(prefix);
		},
		write: (key: string, content: Readable) => {
			asked.push(`write ${key}`);
			return opened.write(key, content);
		},
	};
});
afterEach(() => rm(work, { recursive: true, force: true }));

const sha256 = (content: string) => createHash('sha256').update(content).digest('hex');
const blobKey = (content: string) => `${BACKUP_BLOBS}/${sha256(content)}`;

async function upload(path: string, content: string, modified = new Date('2026-12-01T10:00:00Z')): Promise<void> {
	const file = join(uploads, path);
	await mkdir(join(file, '..'), { recursive: true });
	await writeFile(file, content);
	await utimes(file, modified, modified);
}

/** A backup of the uploads as they are, after `previous`, finished with a manifest taken `minute` minutes past 10:00. */
async function backUp(minute: number, previous: BackupManifest | null): Promise<BackupManifest> {
	const { files } = await putUploads(store, uploads, previous);
	return finishedBackup(store, new Date(Date.UTC(2026, 11, 6, 10, minute)), files);
}

describe('uploads kept once by their content', () => {
	it('writes each content once, two uploads of the same bytes included, with its size, time and hash in the manifest', async () => {
		await upload('a.jpg', 'black lotus');
		await upload('cards/b.jpg', 'black lotus');
		await upload('c.jpg', 'mox pearl');
		const first = await backUp(0, null);
		expect(asked.filter((call) => call.startsWith('write ') && !call.endsWith('manifest.json'))).toEqual([
			`write ${blobKey('black lotus')}`,
			`write ${blobKey('mox pearl')}`,
		]);
		expect(first.files).toEqual([
			{
				path: 'uploads/a.jpg',
				bytes: 11,
				sha256: sha256('black lotus'),
				modifiedMs: Date.parse('2026-12-01T10:00:00Z'),
			},
			{
				path: 'uploads/c.jpg',
				bytes: 9,
				sha256: sha256('mox pearl'),
				modifiedMs: Date.parse('2026-12-01T10:00:00Z'),
			},
			{
				path: 'uploads/cards/b.jpg',
				bytes: 11,
				sha256: sha256('black lotus'),
				modifiedMs: Date.parse('2026-12-01T10:00:00Z'),
			},
		]);
	});

	it('copies no unchanged upload into a second backup, and only the changed one into a third', async () => {
		await upload('a.jpg', 'black lotus');
		await upload('c.jpg', 'mox pearl');
		const first = await backUp(0, null);
		asked = [];
		const second = await backUp(1, first);
		expect(asked.filter((call) => call.startsWith('write '))).toEqual([`write ${second.id}/manifest.json`]);
		expect(second.files).toEqual(first.files);

		await upload('c.jpg', 'mox sapphire', new Date('2026-12-06T10:01:30Z'));
		asked = [];
		const third = await backUp(2, second);
		expect(asked.filter((call) => call.startsWith('write '))).toEqual([
			`write ${blobKey('mox sapphire')}`,
			`write ${third.id}/manifest.json`,
		]);
		expect(third.files.find((file) => file.path === 'uploads/c.jpg')?.sha256).toBe(sha256('mox sapphire'));
	});

	it('restores each of two backups that share uploads whole, and names an upload whose stored bytes changed', async () => {
		await upload('a.jpg', 'black lotus');
		const first = await backUp(0, null);
		await upload('b.jpg', 'mox pearl');
		const second = await backUp(1, first);
		for (const [backup, expected] of [
			[first, ['a.jpg']],
			[second, ['a.jpg', 'b.jpg']],
		] as const) {
			const into = join(work, `restored-${backup.id}`);
			expect(await fetchWholeBackup(store, backup, into)).toBeNull();
			for (const name of expected)
				expect(await readFile(join(into, 'uploads', name), 'utf8')).toBe(
					await readFile(join(uploads, name), 'utf8'),
				);
		}
		await writeFile(join(storeRoot, blobKey('black lotus')), 'black lotuS');
		expect(await fetchWholeBackup(store, second, join(work, 'damaged'))).toBe(
			`The backup ${second.id} is damaged: its file uploads/a.jpg is not the file that was backed up (its checksum differs).`,
		);
	});

	it('still restores a backup of format 1, whose uploads lie in its own folder, and copies them into the store at the next backup', async () => {
		await upload('a.jpg', 'black lotus');
		const modifiedMs = Date.parse('2026-12-01T10:00:00Z');
		const old = await finishedBackup(
			store,
			new Date(Date.UTC(2026, 11, 6, 9)),
			[{ path: 'uploads/a.jpg', bytes: 11, sha256: sha256('black lotus'), modifiedMs }],
			1,
		);
		await store.write(`${old.id}/uploads/a.jpg`, Readable.from([Buffer.from('black lotus')]));
		expect(schemaRefusal(old)).toBeNull();
		expect(await fetchWholeBackup(store, old, join(work, 'restored'))).toBeNull();
		expect(await readFile(join(work, 'restored', 'uploads', 'a.jpg'), 'utf8')).toBe('black lotus');
		asked = [];
		await backUp(0, old);
		expect(asked).toContain(`write ${blobKey('black lotus')}`);
	});

	it('refuses a manifest of a format it does not know', async () => {
		const future = await finishedBackup(store, new Date(Date.UTC(2026, 11, 6, 9)), [], 99);
		expect(schemaRefusal(future)).toContain('format (99)');
	});

	it('lists the backups from their folders and manifests, without listing the files they hold', async () => {
		await upload('a.jpg', 'black lotus');
		const first = await backUp(0, null);
		const second = await backUp(1, first);
		asked = [];
		expect((await listBackups(store)).map((backup) => backup.id)).toEqual([second.id, first.id]);
		expect(asked).toEqual([]);
	});
});
