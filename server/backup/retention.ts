import { BACKUP_MANIFEST, type BackupManifest } from '@deckhand/contract/backups/backup-manifest.ts';
import { filesByBackup, readManifest } from './backup-files.ts';
import type { BackupStore } from './backup-store.ts';
import { prunePointInTime } from './prune-point-in-time.ts';

/** How many of the last hours, days and months (UTC) keep their newest good backup. */
export interface RetentionRule {
	hourly: number;
	daily: number;
	monthly: number;
}

export const DEFAULT_RETENTION: RetentionRule = { hourly: 24, daily: 14, monthly: 12 };

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A backup taken before a migration or a restore is the way back from it: kept this long whatever else is kept. */
const WAY_BACK_DAYS = 14;
/** A folder without a manifest this old is a backup that died unfinished, not one being written. */
const UNFINISHED_AFTER = DAY;

/** What retention reads of a backup: a manifest will do. */
export type Dated = Pick<BackupManifest, 'id' | 'kind' | 'takenAt' | 'verification'>;

const periods: Array<{ of: keyof RetentionRule; index: (time: Date) => number }> = [
	{ of: 'hourly', index: (time) => Math.floor(time.getTime() / HOUR) },
	{ of: 'daily', index: (time) => Math.floor(time.getTime() / DAY) },
	{ of: 'monthly', index: (time) => time.getUTCFullYear() * 12 + time.getUTCMonth() },
];

/**
 * The backups to delete: kept are the newest good (verified) backup of each of the last
 * `hourly` hours, `daily` days and `monthly` months (UTC, counting the current one), every
 * pre-migration and pre-restore backup younger than 14 days, and any backup taken after `now`.
 * A backup whose verification failed never keeps a period's place; it stays for the hourly span,
 * for the owner to see, and goes after it.
 */
export function backupsToDelete(manifests: readonly Dated[], rule: RetentionRule, now: Date): string[] {
	const kept = new Set<string>();
	const newestFirst = [...manifests].sort((a, b) => b.takenAt.localeCompare(a.takenAt));
	for (const { of, index } of periods) {
		const current = index(now);
		const filled = new Set<number>();
		for (const backup of newestFirst) {
			const period = index(new Date(backup.takenAt));
			if (!backup.verification.ok || period > current || period <= current - rule[of] || filled.has(period))
				continue;
			filled.add(period);
			kept.add(backup.id);
		}
	}
	for (const backup of manifests) {
		const age = now.getTime() - new Date(backup.takenAt).getTime();
		const wayBack = backup.kind === 'pre-migration' || backup.kind === 'pre-restore';
		if (age < 0 || (wayBack && age < WAY_BACK_DAYS * DAY) || (!backup.verification.ok && age < rule.hourly * HOUR))
			kept.add(backup.id);
	}
	return manifests.filter((backup) => !kept.has(backup.id)).map((backup) => backup.id);
}

/** The newest moment any of a folder's files was written. */
async function lastWritten(store: BackupStore, keys: string[]): Promise<number> {
	const times = await Promise.all(keys.map(async (key) => (await store.stat(key)).modified.getTime()));
	return Math.max(...times);
}

/**
 * Deletes from the store the backups the rule no longer keeps, and the folders of backups that
 * never finished (no manifest) last written more than a day ago. Answers the deleted folders' ids.
 */
export async function pruneBackups(store: BackupStore, rule: RetentionRule, now: Date): Promise<string[]> {
	const folders = await filesByBackup(store);
	const manifests: BackupManifest[] = [];
	const doomed: string[] = [];
	for (const [id, keys] of folders) {
		const manifest = await readManifest(store, id);
		if (manifest) manifests.push(manifest);
		else if (now.getTime() - (await lastWritten(store, keys)) > UNFINISHED_AFTER) doomed.push(id);
	}
	doomed.push(...backupsToDelete(manifests, rule, now));
	// The manifest goes first: a folder cut short while being deleted is then an unfinished backup, never a damaged one.
	const manifestFirst = (keys: string[]) =>
		[...keys].sort((a, b) => Number(b.endsWith(`/${BACKUP_MANIFEST}`)) - Number(a.endsWith(`/${BACKUP_MANIFEST}`)));
	for (const id of doomed) for (const key of manifestFirst(folders.get(id) ?? [])) await store.delete(key);
	await prunePointInTime(store, rule, now);
	return doomed;
}
