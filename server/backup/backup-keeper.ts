import type { BackupManifest } from '@deckhand/contract/backups/backup-manifest.ts';
import { takeBaseIfDue } from './base-backup.ts';
import { listBackups } from './backup-list.ts';
import { currentBackupSettings } from './backup-settings.ts';
import { updateBackupStatus } from './backup-status.ts';
import { openBackupStore } from './backup-store.ts';
import { pruneBackups } from './retention.ts';
import { takeBackupApart } from './take-backup-apart.ts';

export interface BackupLog {
	info: (message: string) => void;
	warn: (message: string) => void;
	error: (message: string) => void;
}

export interface BackupKeeper {
	/** Stops the schedule, after the backup under way (if any) has finished. */
	stop: () => Promise<void>;
	/** Holds the schedule (a restore): settles once the backup under way, if any, has finished. */
	pause: () => Promise<void>;
	/** Lets the schedule go on; a backup that fell due meanwhile is taken now. */
	resume: () => void;
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
	// Read again at every scheduling: a change the owner saves applies from the next backup, without a restart.
	const settingsNow = () =>
		currentBackupSettings(env, (error) =>
			log.warn(`the shop's backup settings could not be read, the server's own apply: ${String(error)}`),
		);
	let settings = await settingsNow();
	const { store, where } = openBackupStore(env, dataDir);
	let timer: NodeJS.Timeout | undefined;
	let running: Promise<void> = Promise.resolve();
	let stopped = false;
	let paused = false;
	let due = false;

	const publish = (lastFailure?: { at: string; error: string } | null) =>
		updateBackupStatus({ dataDir, store, where, intervalMinutes: settings.intervalMinutes, lastFailure });

	const unpublished = (error: unknown) => log.error(`the backups' status could not be written: ${String(error)}`);

	const schedule = (delay: number) => {
		if (stopped) return;
		timer = setTimeout(
			() => {
				if (paused) due = true;
				else running = backUp();
			},
			Math.max(0, delay),
		);
		timer.unref();
	};

	const backUp = async () => {
		settings = await settingsNow();
		let failure: { at: string; error: string } | null = null;
		try {
			// In a process of its own at the lowest CPU priority: the tills go first.
			const manifest = await takeBackupApart({ env, dataDir, kind: 'scheduled' });
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
		schedule(settings.intervalMinutes * MINUTE);
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
	schedule(backups[0] ? Date.parse(backups[0].takenAt) + settings.intervalMinutes * MINUTE - Date.now() : 0);
	return {
		stop: async () => {
			stopped = true;
			clearTimeout(timer);
			await running;
		},
		pause: async () => {
			paused = true;
			await running;
		},
		resume: () => {
			paused = false;
			if (due) {
				due = false;
				schedule(0);
			}
		},
	};
}
