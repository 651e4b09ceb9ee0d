import type { BackupStatus, BackupSummary } from '@deckhand/contract/backups/backup-manifest.ts';
import type { BackupsReport } from '@deckhand/contract/backups/backups-report.ts';

const MINUTE = 60_000;

const NO_BACKUP = { file: null, newest: null, ageMinutes: null, stale: true, failing: false };

/** Before the first backup the backup process has written no status: no backup, said as such. */
export const noBackupYet = (): BackupsReport => ({ status: 'none', ...NO_BACKUP, problem: null });

/** A status file that is not one: no backup can be vouched for, and the reason is shown. */
export const unreadableStatus = (problem: string): BackupsReport => ({ status: 'unreadable', ...NO_BACKUP, problem });

const byNewest = (a: BackupSummary, b: BackupSummary) => Date.parse(b.takenAt) - Date.parse(a.takenAt);

/**
 * What the status page needs from the backup process's status at `now`. Age and staleness are of
 * the newest backup that passed its verification: a newer one that failed is no backup to restore,
 * so it keeps the shop's last good one ageing (and marks the backups failing).
 */
export function backupsReport(file: BackupStatus, now: Date): BackupsReport {
	// The file lists newest first; sorted again so a hand-edited or merged file cannot mislead.
	const backups = [...file.backups].sort(byNewest);
	const latest = backups[0] ?? null;
	const newest = backups.find((backup) => backup.verification.ok) ?? null;
	const ageMinutes = newest ? Math.max(0, Math.floor((now.getTime() - Date.parse(newest.takenAt)) / MINUTE)) : null;
	const stale = ageMinutes === null || ageMinutes > 2 * file.intervalMinutes;
	const failedSince =
		file.lastFailure !== null && (latest === null || Date.parse(file.lastFailure.at) > Date.parse(latest.takenAt));
	const failing = (latest !== null && !latest.verification.ok) || failedSince;
	return { status: 'read', file, newest, ageMinutes, stale, failing, problem: null };
}
