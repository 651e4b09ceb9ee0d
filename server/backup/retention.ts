import { BACKUP_BLOBS, BACKUP_MANIFEST, type BackupManifest } from '@deckhand/contract/backups/backup-manifest.ts';
import { abandoned } from './abandoned.ts';
import { backupFolders, readManifest, storeKey } from './backup-files.ts';
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

/** Every file in a backup's folder. */
async function filesIn(store: BackupStore, id: string): Promise<string[]> {
	const keys: string[] = [];
	for await (const key of store.list(`${id}/`)) keys.push(key);
	return keys;
}

/**
 * Deletes a backup's folder, the manifest first: a folder cut short while being deleted is then
 * an unfinished backup, never a damaged one. A folder left empty is deleted too (the local store's
 * `delete` of a folder removes it only when empty).
 */
async function deleteFolder(store: BackupStore, id: string): Promise<void> {
	const keys = await filesIn(store, id);
	const isManifest = (key: string) => key === `${id}/${BACKUP_MANIFEST}`;
	for (const key of [...keys.filter(isManifest), ...keys.filter((key) => !isManifest(key))]) await store.delete(key);
	if (keys.length === 0) await store.delete(id);
}

/**
 * Deletes the uploads by content that no kept backup holds. One written less than a day ago is
 * left: a backup being written has put it there and not yet its manifest.
 */
async function deleteUnheldBlobs(store: BackupStore, kept: BackupManifest[], now: Date): Promise<void> {
	const held = new Set(kept.flatMap((manifest) => manifest.files.map((file) => storeKey(manifest, file))));
	for await (const key of store.list(`${BACKUP_BLOBS}/`))
		if (!held.has(key) && (await abandoned(store, [key], now))) await store.delete(key);
}

/**
 * Deletes from the store the backups the rule no longer keeps, the folders of backups that never
 * finished (no manifest) last written more than a day ago, and the uploads no kept backup holds
 * (unless a manifest could not be read: then the uploads wait for the next prune).
 * Reads the store's folders and one manifest in each, not the files they hold. Answers the deleted
 * folders' ids.
 */
export async function pruneBackups(store: BackupStore, rule: RetentionRule, now: Date): Promise<string[]> {
	const manifests: BackupManifest[] = [];
	const doomed: string[] = [];
	// A manifest that is there but does not read may name uploads its backup needs: no upload is
	// deleted until its folder, unfinished to every reader, goes a day after it was written.
	let everyManifestRead = true;
	for (const id of await backupFolders(store)) {
		const manifest = await readManifest(store, id);
		if (manifest) {
			manifests.push(manifest);
			continue;
		}
		if (await store.exists(`${id}/${BACKUP_MANIFEST}`)) everyManifestRead = false;
		if (await abandoned(store, await filesIn(store, id), now)) doomed.push(id);
	}
	doomed.push(...backupsToDelete(manifests, rule, now));
	for (const id of doomed) await deleteFolder(store, id);
	const kept = manifests.filter((manifest) => !doomed.includes(manifest.id));
	if (everyManifestRead) await deleteUnheldBlobs(store, kept, now);
	await prunePointInTime(store, rule, now);
	return doomed;
}
