import type { BackupStatus, BackupSummary } from './backup-manifest.ts';

/**
 * What `GET /deckhand/backups` answers: the status file the backup process keeps
 * (`backups-status.json` in the data folder) and what the server derives from it. `status` says
 * whether there was one to read: `none` before the first backup, `unreadable` when the file is not
 * a backup status (then `problem` says why); either way an answer, never a server error, so the
 * status page can say it.
 */
export interface BackupsReport {
	status: 'read' | 'none' | 'unreadable';
	/** The file's content, when it was read. */
	file: BackupStatus | null;
	/** The newest backup whose verification passed: the one a restore would offer first. */
	newest: BackupSummary | null;
	/** Whole minutes since `newest` was taken. */
	ageMinutes: number | null;
	/** No good backup, or the newest good one is older than twice the interval between backups. */
	stale: boolean;
	/** The newest backup failed its verification, or an attempt after it could not write one at all. */
	failing: boolean;
	/** Why the file could not be read, in the server's words; null otherwise. */
	problem: string | null;
}
