import { BACKUP_FORMAT, type BackupFile, type BackupManifest } from '@deckhand/contract/backups/backup-manifest.ts';
import { backupId, writeManifest } from './backup-files.ts';
import type { BackupStore } from './backup-store.ts';

/**
 * Writes the manifest of a verified scheduled backup taken at `takenAt`, holding `files`, into the
 * store, as a finished backup's: for the tests of listing, pruning and fetching, which read no
 * database.
 */
export async function finishedBackup(
	store: BackupStore,
	takenAt: Date,
	files: BackupFile[] = [],
	format: number = BACKUP_FORMAT,
): Promise<BackupManifest> {
	const manifest: BackupManifest = {
		format,
		id: backupId(takenAt, 'scheduled'),
		kind: 'scheduled',
		takenAt: takenAt.toISOString(),
		durationMs: 1,
		shop: { id: 'shop', name: 'Shop' },
		versions: { deckhand: '0.1.0', directus: '12.4.0', migrations: [] },
		database: { client: 'sqlite3', file: 'database.sqlite' },
		rowCounts: {},
		files,
		bytes: files.reduce((sum, file) => sum + file.bytes, 0),
		verification: { ok: true, at: takenAt.toISOString(), broken: [], error: null },
	};
	await writeManifest(store, manifest);
	return manifest;
}
