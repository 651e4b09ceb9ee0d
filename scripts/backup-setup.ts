import { join } from 'node:path';
import type { BackupManifest } from '@deckhand/contract/backups/backup-manifest.ts';
import { currentBackupSettings } from '../server/backup/backup-settings.ts';
import { updateBackupStatus } from '../server/backup/backup-status.ts';
import { openBackupStore } from '../server/backup/backup-store.ts';
import { PROJECT_ROOT, directusEnv } from '../server/config/directus-env.ts';
import { ensureLocalEnv } from '../server/config/local-env.ts';

/**
 * What `npm run backup`, `restore` and `backups` work on: the database and uploads `npm start`
 * uses (DECKHAND_DATA_DIR, or DB_* settings for PostgreSQL, as `npm run check:books` finds them)
 * and the backup store (DECKHAND_BACKUP_…, `data/backups` unless told).
 */
export function backupSetup() {
	const dataDir = process.env['DECKHAND_DATA_DIR'] ?? join(PROJECT_ROOT, 'data');
	const local = ensureLocalEnv(dataDir);
	const env = directusEnv({ dataDir, local, overrides: process.env });
	const { store, where } = openBackupStore({ ...local, ...process.env }, dataDir);
	/** Tells the status page what a command did (the running server's page reads it at once). */
	const publish = async (
		outcome: Pick<Parameters<typeof updateBackupStatus>[0], 'lastFailure' | 'lastRestore'> = {},
	) =>
		updateBackupStatus({
			dataDir,
			store,
			where,
			intervalMinutes: (await currentBackupSettings(env)).intervalMinutes,
			...outcome,
		});
	return { dataDir, env, store, where, publish };
}

/** A size as an owner reads it: `1.4 MB`. */
export function size(bytes: number): string {
	const units = ['bytes', 'kB', 'MB', 'GB', 'TB'];
	const power = Math.min(units.length - 1, Math.max(0, Math.floor(Math.log10(Math.max(bytes, 1)) / 3)));
	return power === 0 ? `${bytes} bytes` : `${(bytes / 1000 ** power).toFixed(1)} ${units[power]}`;
}

/** A backup's verification in one line: verified, or why not. */
export function verificationLine(manifest: Pick<BackupManifest, 'verification'>): string {
	const { ok, broken, error } = manifest.verification;
	if (ok) return 'verified: restored into a throw-away database, the books balance';
	if (error) return `NOT verified: ${error}`;
	return `NOT verified: the books checker found broken rules in the copy (${broken.join(', ')})`;
}
