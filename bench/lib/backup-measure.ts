import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { BackupManifest } from '@deckhand/contract/backups/backup-manifest.ts';
import { openBackupStore } from '../../server/backup/backup-store.ts';
import { takeBackupApart } from '../../server/backup/take-backup-apart.ts';
import { takeBackup } from '../../server/backup/take-backup.ts';
import { round, type LoadFigures } from './load.ts';

export interface BackupFigures {
	id: string;
	/** takeBackup's own duration (the manifest's `durationMs`). */
	duration_ms: number;
	/** The database's consistent copy (VACUUM INTO or pg_dump) and the uploads, hashed and written into the store. */
	copy_ms: number;
	/** The copy loaded into a throw-away database, its rows counted, the books checker run there; then the manifest written. */
	verification_ms: number;
	/** The manifest's bytes: every file the backup holds, whether written now or already in the store. */
	bytes: number;
	files: number;
	/** What this backup wrote into the store: its database copy and the uploads not already there. */
	files_written: number;
	bytes_written: number;
	verified: boolean;
}

/**
 * Where the benchmark takes its backups: `apart`, in a process of its own at the lowest CPU
 * priority, as the backup keeper does (takeBackupApart); `inline`, in the benchmark's own process
 * at its priority (takeBackup, as `npm run backup` does), to compare.
 */
export type BackupPlace = 'apart' | 'inline';

/** A manual backup of the shop whose Directus environment is `env` into the store of `dataDir`, timed, with its manifest. */
export async function timedBackup(
	env: Record<string, string>,
	dataDir: string,
	place: BackupPlace,
): Promise<{ manifest: BackupManifest; figures: BackupFigures }> {
	let copied = 0;
	const onCopied = () => (copied = performance.now());
	const began = performance.now();
	const manifest =
		place === 'apart'
			? await takeBackupApart({ env, dataDir, kind: 'manual', onCopied })
			: await takeBackup({ env, dataDir, store: openBackupStore(env, dataDir).store, kind: 'manual', onCopied });
	const ended = performance.now();
	return {
		manifest,
		figures: {
			id: manifest.id,
			duration_ms: manifest.durationMs,
			copy_ms: round(copied - began),
			verification_ms: round(ended - copied),
			bytes: manifest.bytes,
			files: manifest.files.length,
			files_written: manifest.written?.files ?? manifest.files.length,
			bytes_written: manifest.written?.bytes ?? manifest.bytes,
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

/**
 * The sales `load` makes, with this process's own event-loop delay meanwhile. The garbage this
 * process left (the seed's, the backups' manifests) is collected first, so the clients' clocks do
 * not stop for it mid-load (they were seen stalled 170 ms in a load with no backup; `npm run
 * bench:backup` runs with `--expose-gc`).
 */
export async function timedSales(load: () => Promise<LoadFigures>): Promise<SalesFigures> {
	if (typeof globalThis.gc !== 'function')
		throw new Error('the benchmark collects its garbage: run it with --expose-gc');
	globalThis.gc();
	const delay = monitorEventLoopDelay({ resolution: 10 });
	delay.enable();
	try {
		return { ...(await load()), bench_event_loop_delay_max_ms: round(delay.max / 1e6) };
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
