import type { BackupStore } from './backup-store.ts';

/**
 * A backup's folder without its manifest, a base's without its `base.json` or an upload no
 * manifest holds is left alone this long after its last write: younger, it may belong to a backup
 * being written; older, it belongs to one that died unfinished.
 */
const UNFINISHED_AFTER = 24 * 3_600_000;

/** Whether the files at `keys` (none counts too) were last written longer ago than a backup takes to finish. */
export async function abandoned(store: BackupStore, keys: readonly string[], now: Date): Promise<boolean> {
	const times = await Promise.all(keys.map(async (key) => (await store.stat(key)).modified.getTime()));
	return now.getTime() - Math.max(0, ...times) > UNFINISHED_AFTER;
}
