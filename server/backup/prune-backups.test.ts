import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm, utimes, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BACKUP_BLOBS, type BackupFile } from '@deckhand/contract/backups/backup-manifest.ts';
import { listBackups } from './backup-list.ts';
import { openBackupStore, type BackupStore } from './backup-store.ts';
import { finishedBackup } from './manifest-fixture.ts';
import { DEFAULT_RETENTION, pruneBackups } from './retention.ts';

let root: string;
let store: BackupStore;
const now = new Date('2026-12-06T12:30:00.000Z');

beforeEach(async () => {
	root = await mkdtemp(join(tmpdir(), 'deckhand-prune-'));
	store = openBackupStore({ DECKHAND_BACKUP_ROOT: root }, root).store;
});
afterEach(() => rm(root, { recursive: true, force: true }));

async function finished(minutesAgo: number, files: BackupFile[] = []): Promise<string> {
	return (await finishedBackup(store, new Date(now.getTime() - minutesAgo * 60_000), files)).id;
}

/** A folder with a database copy and no manifest, last written `hoursAgo`. */
async function unfinished(name: string, hoursAgo: number): Promise<void> {
	const file = join(root, name, 'database.sqlite');
	await mkdir(join(root, name));
	await writeFile(file, 'copy');
	const at = new Date(now.getTime() - hoursAgo * 3_600_000);
	await utimes(file, at, at);
}

describe('pruneBackups', () => {
	it('deletes what the rule no longer keeps and unfinished folders over a day old, and nothing else', async () => {
		const newest = await finished(1);
		const sameHour = await finished(20);
		const yesterday = await finished(26 * 60);
		await unfinished('2026-01-01T00-00-00-000Z-scheduled', 30);
		await unfinished('in-progress', 1);
		const deleted = await pruneBackups(store, DEFAULT_RETENTION, now);
		expect(deleted.sort()).toEqual(['2026-01-01T00-00-00-000Z-scheduled', sameHour]);
		expect((await listBackups(store)).map((backup) => backup.id)).toEqual([newest, yesterday]);
		expect(await store.exists('in-progress/database.sqlite')).toBe(true);
		expect(await store.exists('2026-01-01T00-00-00-000Z-scheduled/database.sqlite')).toBe(false);
	});
});

describe('pruneBackups and the uploads kept by content', () => {
	/** An upload by content in the store, written `hoursAgo`, and the manifest's entry for it. */
	async function blob(content: string, hoursAgo: number): Promise<BackupFile> {
		const sha256 = createHash('sha256').update(content).digest('hex');
		const file = join(root, BACKUP_BLOBS, sha256);
		await mkdir(join(root, BACKUP_BLOBS), { recursive: true });
		await writeFile(file, content);
		const at = new Date(now.getTime() - hoursAgo * 3_600_000);
		await utimes(file, at, at);
		return { path: `uploads/${content}.jpg`, bytes: content.length, sha256 };
	}

	it('keeps the uploads a kept backup holds, deletes those no kept one holds, and spares one a backup may be writing', async () => {
		const shared = await blob('shared', 30);
		const onlyPruned = await blob('only-in-the-pruned', 30);
		const orphan = await blob('orphan', 30);
		const beingWritten = await blob('being-written', 1);
		const newest = await finished(1, [shared]);
		const pruned = await finished(20, [shared, onlyPruned]);
		expect(await pruneBackups(store, DEFAULT_RETENTION, now)).toEqual([pruned]);
		const left = (await readdir(join(root, BACKUP_BLOBS))).sort();
		expect(left).toEqual([shared.sha256, beingWritten.sha256].sort());
		expect(left).not.toContain(orphan.sha256);
		expect((await listBackups(store)).map((backup) => backup.id)).toEqual([newest]);
	});

	it('deletes no upload while a manifest written less than a day ago cannot be read', async () => {
		const held = await blob('held-by-the-unreadable', 30);
		await finished(1);
		const unreadable = await finished(26 * 60, [held]);
		const manifest = join(root, unreadable, 'manifest.json');
		await writeFile(manifest, '{ cut short');
		const written = new Date(now.getTime() - 3_600_000);
		await utimes(manifest, written, written);
		expect(await pruneBackups(store, DEFAULT_RETENTION, now)).toEqual([]);
		expect(await readdir(join(root, BACKUP_BLOBS))).toEqual([held.sha256]);
		expect(await readdir(join(root, unreadable))).toEqual(['manifest.json']);
	});

	it('leaves no empty folder behind, and deletes one an earlier prune left', async () => {
		const newest = await finished(1);
		await finished(20);
		await mkdir(join(root, '2026-01-01T00-00-00-000Z-scheduled'));
		await pruneBackups(store, DEFAULT_RETENTION, now);
		expect(await readdir(root)).toEqual([newest]);
	});
});
