import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { BACKUP_FORMAT, type BackupKind, type BackupManifest } from '@deckhand/contract/backups/backup-manifest.ts';
import { backupId, putFile, putUploads, writeManifest } from './backup-files.ts';
import { newestBackup } from './backup-list.ts';
import type { BackupStore } from './backup-store.ts';
import { copyDatabase, databaseClient, databaseFile } from './database-copy.ts';
import { installedVersions, verifyDatabaseCopy } from './verify-backup.ts';

export interface TakeBackupOptions {
	/** Directus's environment (`directusEnv`): the database, STORAGE_LOCAL_ROOT and TEMP_PATH. */
	env: Record<string, string>;
	dataDir: string;
	store: BackupStore;
	kind: BackupKind;
	now?: () => Date;
	/** Called when the copy is in the store and its verification begins (a benchmark splits its time there). */
	onCopied?: () => void;
}

/**
 * Takes a backup while the shop goes on selling: a consistent copy of the database, every
 * upload not already in the store (each kept once by its SHA-256), each file's SHA-256, then the copy verified (restored into a throw-away database, its
 * rows counted, the books checker run), and the manifest written last, so a folder without one
 * is a backup that never finished. A failed verification is recorded in the manifest, not thrown;
 * only a copy that cannot be written throws.
 */
export async function takeBackup({
	env,
	dataDir,
	store,
	kind,
	now = () => new Date(),
	onCopied,
}: TakeBackupOptions): Promise<BackupManifest> {
	const started = now();
	const id = backupId(started, kind);
	const client = databaseClient(env);
	const file = databaseFile(client);
	const tempRoot = env['TEMP_PATH'] ?? join(dataDir, 'tmp');
	await mkdir(tempRoot, { recursive: true });
	const work = await mkdtemp(join(tempRoot, 'backup-'));
	try {
		// Read before this backup's folder exists: the uploads it holds unchanged are not read again.
		const previous = await newestBackup(store);
		const copy = join(work, file);
		await copyDatabase(env, copy);
		const database = await putFile(store, id, file, copy);
		const uploadsRoot = env['STORAGE_LOCAL_ROOT'] ?? join(dataDir, 'uploads');
		const uploads = await putUploads(store, uploadsRoot, previous);
		const files = [database, ...uploads.files];
		onCopied?.();
		const { verification, facts } = await verifyDatabaseCopy(env, copy, now);
		const manifest: BackupManifest = {
			format: BACKUP_FORMAT,
			id,
			kind,
			takenAt: started.toISOString(),
			durationMs: now().getTime() - started.getTime(),
			shop: facts.shop,
			versions: { ...installedVersions(), migrations: facts.migrations },
			database: { client, file },
			rowCounts: facts.rowCounts,
			files,
			bytes: files.reduce((sum, each) => sum + each.bytes, 0),
			written: { files: 1 + uploads.written.files, bytes: database.bytes + uploads.written.bytes },
			verification,
		};
		await writeManifest(store, manifest);
		return manifest;
	} finally {
		await rm(work, { recursive: true, force: true });
	}
}
