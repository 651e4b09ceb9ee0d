import { rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BackupManifest, BackupStatus } from '@deckhand/contract/backups/backup-manifest.ts';

/** The file in the data folder the server's status page reads (`GET /deckhand/backups`). */
export const BACKUP_STATUS_FILE = 'backups-status.json';

/** The status page lists this many of the newest backups. */
const LISTED = 50;

/**
 * Rewrites what the status page shows of the backups, whole or not at all (written beside, then
 * renamed over), so the server never reads half a file.
 */
export async function writeBackupStatus(
	dataDir: string,
	status: Omit<BackupStatus, 'backups' | 'updatedAt'> & { backups: BackupManifest[] },
): Promise<void> {
	const written: BackupStatus = {
		...status,
		backups: status.backups.slice(0, LISTED).map(({ id, kind, takenAt, bytes, verification }) => ({
			id,
			kind,
			takenAt,
			bytes,
			verification,
		})),
		updatedAt: new Date().toISOString(),
	};
	const file = join(dataDir, BACKUP_STATUS_FILE);
	await writeFile(`${file}.writing`, JSON.stringify(written, null, '\t'));
	await rename(`${file}.writing`, file);
}
