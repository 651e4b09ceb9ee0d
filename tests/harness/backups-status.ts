import { access, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BackupStatus, BackupSummary } from '../../contract/src/backups/backup-manifest.ts';
import { BACKUP_STATUS_FILE, RESTORE_REQUEST_FILE } from '@deckhand/contract/backups/backup-manifest.ts';

/**
 * The backup process's status file (`backups-status.json`), written in a stack's data folder in
 * its place, so the server's answer and the status page can be seen on a known status. A test
 * removes it after itself: the other files of the run see none.
 */
const statusFile = (dataDir: string) => join(dataDir, BACKUP_STATUS_FILE);

/** A scheduled backup taken `minutesAgo` minutes before now, of 2.4 MB, verified unless told. */
export function backupTaken(
	minutesAgo: number,
	verification: Partial<BackupSummary['verification']> = {},
): BackupSummary {
	const takenAt = new Date(Date.now() - minutesAgo * 60_000).toISOString();
	return {
		id: `${takenAt.replace(/[:.]/g, '-')}-scheduled`,
		kind: 'scheduled',
		takenAt,
		bytes: 2_400_000,
		verification: { ok: true, at: takenAt, broken: [], error: null, ...verification },
	};
}

/** Writes a status of hourly backups to `/srv/deckhand/backups`, and answers it. */
export async function writeBackupsStatus(
	dataDir: string,
	backups: BackupSummary[],
	lastFailure: BackupStatus['lastFailure'] = null,
): Promise<BackupStatus> {
	const status: BackupStatus = {
		where: '/srv/deckhand/backups',
		intervalMinutes: 60,
		backups,
		lastFailure,
		lastRestore: null,
		updatedAt: new Date().toISOString(),
	};
	await writeFile(statusFile(dataDir), JSON.stringify(status));
	return status;
}

/** Writes the file as given, to see a malformed one answered. */
export const writeBackupsStatusText = (dataDir: string, text: string) => writeFile(statusFile(dataDir), text);

export const removeBackupsStatus = (dataDir: string) => rm(statusFile(dataDir), { force: true });

/** Whether a restore request waits in the data folder. */
export const restoreRequested = (dataDir: string) =>
	access(join(dataDir, RESTORE_REQUEST_FILE)).then(
		() => true,
		() => false,
	);

/** Removes a restore request no process of the test server carries out. */
export const removeRestoreRequest = (dataDir: string) => rm(join(dataDir, RESTORE_REQUEST_FILE), { force: true });
