import { monitorEventLoopDelay } from 'node:perf_hooks';
import { BACKUP_MANIFEST, type BackupManifest } from '@deckhand/contract/backups/backup-manifest.ts';
import type { BackupStore } from '../../server/backup/backup-store.ts';
import { takeBackup } from '../../server/backup/take-backup.ts';
import { closedLoop, round, type LoadFigures } from './load.ts';

export interface BackupFigures {
	id: string;
	/** takeBackup's own duration (the manifest's `durationMs`). */
	duration_ms: number;
	/** The database's consistent copy (VACUUM INTO or pg_dump) and the uploads, hashed and written into the store. */
	copy_ms: number;
	/** The copy loaded into a throw-away database, its rows counted, the books checker run there. */
	verification_ms: number;
	bytes: number;
	files: number;
	verified: boolean;
}

/**
 * The store as it is, noting when the backup's last file (all but the manifest) was written and
 * when the manifest began to be: takeBackup writes its files, verifies, then writes the manifest,
 * so the two marks split its time into the copy and the verification without changing it.
 */
function markingStore(store: BackupStore) {
	const marks = { lastFileWritten: 0, manifestBegun: 0 };
	const marking: BackupStore = {
		read: store.read.bind(store),
		delete: store.delete.bind(store),
		list: store.list.bind(store),
		exists: store.exists.bind(store),
		stat: store.stat.bind(store),
		write: async (...args: Parameters<BackupStore['write']>) => {
			const manifest = args[0].endsWith(`/${BACKUP_MANIFEST}`);
			if (manifest) marks.manifestBegun = performance.now();
			await store.write(...args);
			if (!manifest) marks.lastFileWritten = performance.now();
		},
	};
	return { marking, marks };
}

/** A manual backup of the shop whose Directus environment is `env`, timed, with its manifest. */
export async function timedBackup(
	env: Record<string, string>,
	dataDir: string,
	store: BackupStore,
): Promise<{ manifest: BackupManifest; figures: BackupFigures }> {
	const { marking, marks } = markingStore(store);
	const began = performance.now();
	const manifest = await takeBackup({ env, dataDir, store: marking, kind: 'manual' });
	return {
		manifest,
		figures: {
			id: manifest.id,
			duration_ms: manifest.durationMs,
			copy_ms: round(marks.lastFileWritten - began),
			verification_ms: round(marks.manifestBegun - marks.lastFileWritten),
			bytes: manifest.bytes,
			files: manifest.files.length,
			verified: manifest.verification.ok,
		},
	};
}

export interface SalesFigures extends LoadFigures {
	/**
	 * The slowest turn of this process's own event loop meanwhile: the clients are timed here, and
	 * a backup taken here (its hashing, its verification's answers) could delay their clocks.
	 */
	bench_event_loop_delay_max_ms: number;
}

/** `total` sales by `clients` closed-loop clients, with this process's own event-loop delay meanwhile. */
export async function timedSales(
	clients: number,
	total: number,
	sell: (i: number) => Promise<{ status: number }>,
): Promise<SalesFigures> {
	const delay = monitorEventLoopDelay({ resolution: 10 });
	delay.enable();
	try {
		const load = await closedLoop(clients, total, sell);
		return { ...load, bench_event_loop_delay_max_ms: round(delay.max / 1e6) };
	} finally {
		delay.disable();
	}
}

/**
 * Runs `load` with backups running alongside the whole time: the first is started with it, and
 * whenever one ends while the load goes on the next is started. Answers the load's result and the
 * figures of every backup that overlapped it.
 */
export async function underBackups<T>(
	load: () => Promise<T>,
	backup: () => Promise<{ figures: BackupFigures }>,
): Promise<{ result: T; backups: BackupFigures[] }> {
	const backups: BackupFigures[] = [];
	let loading = true;
	const taking = (async () => {
		do backups.push((await backup()).figures);
		while (loading);
	})();
	const loaded = load().finally(() => {
		loading = false;
	});
	const [result] = await Promise.all([loaded, taking]);
	return { result, backups };
}
