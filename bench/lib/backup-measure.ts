import { Worker } from 'node:worker_threads';
import type { BackupManifest } from '@deckhand/contract/backups/backup-manifest.ts';
import { openBackupStore } from '../../server/backup/backup-store.ts';
import { takeBackupApart } from '../../server/backup/take-backup-apart.ts';
import { takeBackup } from '../../server/backup/take-backup.ts';
import type { LoadName } from './backup-loads.ts';
import type { SalePlan } from './checkout-load.ts';
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
	/** When it began, its copy was in the store, and it ended (ms since the epoch): what a slow sale overlapped. */
	began_at: number;
	copied_at: number;
	ended_at: number;
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
			began_at: Math.round(performance.timeOrigin + began),
			copied_at: Math.round(performance.timeOrigin + copied),
			ended_at: Math.round(performance.timeOrigin + ended),
		},
	};
}

export interface SalesFigures extends LoadFigures {
	/** The slowest turn of the clients' own event loop meanwhile: a delay of their clocks shows here. */
	clients_event_loop_delay_max_ms: number;
}

/** What the thread sending the sales is told: which of LOADS, and the sale to send. */
export interface SalesOrder {
	load: LoadName;
	plan: SalePlan;
}

/**
 * The sales of `load` by `plan`, sent from a thread of its own: the clients' clocks then stop for
 * their own work only, not for this thread's (a backup's manifest of 21 601 files parsed, the
 * seed's leftovers collected), which stalled them up to 170 ms in a load with no backup at all.
 */
export function salesInThread(order: SalesOrder): Promise<SalesFigures> {
	const thread = new Worker(new URL('./sales-thread.ts', import.meta.url), { workerData: order });
	return new Promise((resolve, reject) => {
		thread.once('message', resolve);
		thread.once('error', reject);
		thread.once('exit', (code) => reject(new Error(`the sales thread ended with code ${code} before its figures`)));
	});
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

/**
 * Where a sale due at `at` (ms since the epoch) fell among `backups`: during the copy or the check
 * of one of them (numbered from 1, in the order they ran), or between them.
 */
export function backupStepAt(at: number, backups: BackupFigures[]): string {
	const index = backups.findIndex((backup) => backup.began_at <= at && at < backup.ended_at);
	if (index < 0) return 'no backup running';
	return `${at < backups[index]!.copied_at ? 'copy' : 'check'} of backup ${index + 1}`;
}
