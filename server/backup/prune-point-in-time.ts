import { abandoned } from './abandoned.ts';
import { BASE_FILE, listBases, type BaseBackup } from './base-backup.ts';
import type { BackupStore } from './backup-store.ts';
import { archivedFiles, BASES_FOLDER, segmentNumber, segmentsOf, WAL_FOLDER } from './point-in-time.ts';
import type { RetentionRule } from './retention.ts';

const DAY = 24 * 3_600_000;

/**
 * The bases retention lets go: point in time reaches back as far as the daily backups do, so a base
 * goes once older than `daily` days; the newest base always stays (without one, no minute can be
 * restored at all).
 */
export function basesToDelete(bases: readonly BaseBackup[], rule: RetentionRule, now: Date): string[] {
	const newest = [...bases].sort((a, b) => b.finishedAt.localeCompare(a.finishedAt))[0];
	return bases
		.filter((base) => base !== newest && now.getTime() - Date.parse(base.finishedAt) > rule.daily * DAY)
		.map((base) => base.id);
}

/** The archived segments no kept base replays: those before the oldest kept base's first segment. */
export function segmentsToDelete(segments: readonly string[], keptBases: readonly BaseBackup[]): string[] {
	if (keptBases.length === 0) return [];
	const first = keptBases.map((base) => segmentNumber(base.startWal)).sort()[0]!;
	return segments.filter((name) => segmentNumber(name) < first);
}

/**
 * Prunes the point-in-time area with the backups' retention: old bases (and unfinished ones a day
 * old), then the log no kept base needs. Answers the deleted bases' ids.
 */
export async function prunePointInTime(store: BackupStore, rule: RetentionRule, now: Date): Promise<string[]> {
	const { bases, unfinished } = await listBases(store);
	const doomed = new Set(basesToDelete(bases, rule, now));
	for (const base of bases.filter((each) => doomed.has(each.id))) {
		// base.json first: a base cut short while being deleted is an unfinished one, never a damaged one.
		await store.delete(`${BASES_FOLDER}/${base.id}/${BASE_FILE}`);
		for (const file of base.files) await store.delete(`${BASES_FOLDER}/${base.id}/${file.path}`);
	}
	for (const [id, keys] of unfinished) {
		if (await abandoned(store, keys, now)) {
			for (const key of keys) await store.delete(key);
			doomed.add(id);
		}
	}
	const kept = bases.filter((base) => !doomed.has(base.id));
	for (const name of segmentsToDelete(segmentsOf(await archivedFiles(store)), kept))
		await store.delete(`${WAL_FOLDER}/${name}.gz`);
	return [...doomed];
}
