import { t } from '@lingui/core/macro';
import { formatDateTime } from '../../lib/i18n/formats.ts';
import type { BackupKind, BackupSummary, BackupsReport, RestoreOutcome, RestoreRequest } from './backups-query.ts';

/** Whole minutes from `takenAt` to `at` (milliseconds), never below 0 (a clock a little ahead). */
export const minutesSince = (takenAt: string, at: number): number =>
	Math.max(0, Math.floor((at - Date.parse(takenAt)) / 60_000));

/** Why a backup was taken, in the owner's words. */
export function kindLabel(kind: BackupKind): string {
	switch (kind) {
		case 'scheduled':
			return t`Scheduled`;
		case 'manual':
			return t`By hand`;
		case 'pre-migration':
			return t`Before a schema update`;
		case 'pre-restore':
			return t`Before a restore`;
	}
}

/** Whether the copy was restored and checked, and if it failed, why: the broken rules or the error. */
export function verifiedLabel({ verification }: BackupSummary): string {
	if (verification.ok) return t`Verified`;
	if (verification.broken.length > 0) {
		const rules = verification.broken.join(', ');
		return t`Not verified: broken rules: ${rules}`;
	}
	const error = verification.error ?? t`no reason given`;
	return t`Not verified: ${error}`;
}

/** The warning's headline when the backups need the owner, or null when they do not. */
export function backupsWarning(report: BackupsReport): string | null {
	if (report.status === 'unreadable') return t`The backup status cannot be read.`;
	if (report.failing) return t`The latest backup failed.`;
	if (report.status === 'none' || !report.newest) return t`There is no good backup.`;
	if (report.stale) return t`The last good backup is too old.`;
	return null;
}

/** What the last restore did, in one line: restored (and the books), refused or failed with why. */
export function restoreOutcomeLabel(outcome: RestoreOutcome): string {
	const when = formatDateTime(outcome.at);
	if (outcome.status === 'refused') {
		const reason = outcome.reason ?? t`no reason given`;
		return t`Restore of ${when} refused: ${reason}`;
	}
	if (outcome.status === 'failed') {
		const reason = outcome.reason ?? t`no reason given`;
		return t`Restore of ${when} failed: ${reason}`;
	}
	if (outcome.broken.length === 0) return t`Restored on ${when}; the books balance.`;
	const rules = outcome.broken.join(', ');
	return t`Restored on ${when}; broken rules in the restored books: ${rules}`;
}

/** Whether the restore asked has no outcome in the report yet: the status file's last restore is another or older. */
export function restoreUnderWay(asked: RestoreRequest | null, report: BackupsReport | undefined): boolean {
	if (!asked) return false;
	const last = report?.file?.lastRestore;
	return !(last && last.backupId === asked.backupId && Date.parse(last.at) >= Date.parse(asked.at));
}
