import type { BackupManifest } from '@deckhand/contract/backups/backup-manifest.ts';
import { takeBaseIfDue } from './base-backup.ts';
import { listBackups } from './backup-list.ts';
import { backupSettings } from './backup-settings.ts';
import { updateBackupStatus } from './backup-status.ts';
import { openBackupStore } from './backup-store.ts';
import { pruneBackups } from './retention.ts';
import { takeBackup } from './take-backup.ts';

export interface BackupLog {
	info: (message: string) => void;
	warn: (message: string) => void;
	error: (message: string) => void;
}

export interface BackupKeeper {
	/** Stops the schedule, after the backup under way (if any) has finished. */
	stop: () => Promise<void>;
}

const MINUTE = 60_000;

/** What the start-up log says of the newest backup: nothing when all is well. */
export function backupWarning(newest: BackupManifest | undefined, intervalMinutes: number, now: Date): string | null {
	if (!newest) return null;
	if (!newest.verification.ok)
		return `the newest backup, ${newest.id}, failed its verification: ${newest.verification.error ?? `broken rules ${newest.verification.broken.join(', ')}`}`;
	const ageMinutes = Math.floor((now.getTime() - Date.parse(newest.takenAt)) / MINUTE);
	return ageMinutes > 2 * intervalMinutes
		? `the newest backup, ${newest.id}, is ${ageMinutes} minutes old, more than twice the interval of ${intervalMinutes}`
		: null;
}

/**
 * The shop's backups on a schedule, kept by the process that runs the server (`npm start`,
 * `npm run start:scale`): one every interval, counted from the newest backup in the store (so a
 * restart neither skips one nor takes an extra), each verified, then the old ones pruned by the
 * retention rule, then the status page's file rewritten; where PostgreSQL archives its log, a base
 * backup for restores to a point in time is taken at the first backup and then daily. A backup that cannot be written is
 * logged and said on the status page; the next is tried at the next interval.
 */
export async function keepBackups(options: {
	env: Record<string, string>;
	dataDir: string;
	log: BackupLog;
}): Promise<BackupKeeper> {
	const { env, dataDir, log } = options;
	const settings = backupSettings(env);
	const { store, where } = openBackupStore(env, dataDir);
	const interval = settings.intervalMinutes * MINUTE;
	let timer: NodeJS.Timeout | undefined;
	let running: Promise<void> = Promise.resolve();
	let stopped = false;

	const publish = (lastFailure?: { at: string; error: string } | null) =>
		updateBackupStatus({ dataDir, store, where, intervalMinutes: settings.intervalMinutes, lastFailure });

	const unpublished = (error: unknown) => log.error(`the backups' status could not be written: ${String(error)}`);

	const schedule = (delay: number) => {
		if (stopped) return;
		timer = setTimeout(() => (running = backUp()), Math.max(0, delay));
		timer.unref();
	};

	const backUp = async () => {
		let failure: { at: string; error: string } | null = null;
		try {
			const manifest = await takeBackup({ env, dataDir, store, kind: 'scheduled' });
			const { ok, error, broken } = manifest.verification;
			if (ok) log.info(`backup ${manifest.id} taken and verified (${manifest.bytes} bytes)`);
			else log.error(`backup ${manifest.id} failed its verification: ${error ?? broken.join(', ')}`);
			await pruneBackups(store, settings.keep, new Date());
		} catch (error) {
			failure = { at: new Date().toISOString(), error: error instanceof Error ? error.message : String(error) };
			log.error(`the backup could not be taken: ${failure.error}`);
		}
		await publish(failure).catch(unpublished);
		await takeBaseIfDue({ env, dataDir, store }).then(
			(base) => base && log.info(`base backup ${base.id} taken, for restores to a point in time`),
			(error: unknown) => log.error(`the base backup for restores to a point in time failed: ${String(error)}`),
		);
		// After a failure too the next attempt waits a whole interval: no storm of retries.
		schedule(interval);
	};

	// A store out of reach (a bucket down) must not keep the shop from opening: it is said, and tried again.
	const backups = await listBackups(store).catch((error: unknown) => {
		log.error(`the backups in ${where} could not be listed: ${String(error)}`);
		return [];
	});
	const warning = backupWarning(backups[0], settings.intervalMinutes, new Date());
	if (warning) log.warn(warning);
	log.info(`backups every ${settings.intervalMinutes} minutes to ${where}`);
	await publish().catch(unpublished);
	schedule(backups[0] ? Date.parse(backups[0].takenAt) + interval - Date.now() : 0);
	return {
		stop: async () => {
			stopped = true;
			clearTimeout(timer);
			await running;
		},
	};
}
