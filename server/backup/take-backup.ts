import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { BACKUP_FORMAT, type BackupKind, type BackupManifest } from '@deckhand/contract/backups/backup-manifest.ts';
import { backupId, putFile, putUploads, writeManifest } from './backup-files.ts';
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
}

/**
 * Takes a backup while the shop goes on selling: a consistent copy of the database, every
 * upload, each file's SHA-256, then the copy verified (restored into a throw-away database, its
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
}: TakeBackupOptions): Promise<BackupManifest> {
	const started = now();
	const id = backupId(started, kind);
	const client = databaseClient(env);
	const file = databaseFile(client);
	const tempRoot = env['TEMP_PATH'] ?? join(dataDir, 'tmp');
	await mkdir(tempRoot, { recursive: true });
	const work = await mkdtemp(join(tempRoot, 'backup-'));
	try {
		const copy = join(work, file);
		await copyDatabase(env, copy);
		const files = [
			await putFile(store, id, file, copy),
			...(await putUploads(store, id, env['STORAGE_LOCAL_ROOT'] ?? join(dataDir, 'uploads'))),
		];
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
			verification,
		};
		await writeManifest(store, manifest);
		return manifest;
	} finally {
		await rm(work, { recursive: true, force: true });
	}
}
