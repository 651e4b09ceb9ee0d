import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BACKUP_STATUS_FILE, type BackupStatus } from '@deckhand/contract/backups/backup-manifest.ts';
import { listBackups } from './backup-list.ts';
import type { BackupStore } from './backup-store.ts';

/** The status page lists this many of the newest backups. */
const LISTED = 50;

async function previousStatus(file: string): Promise<Partial<BackupStatus>> {
	try {
		return JSON.parse(await readFile(file, 'utf8')) as Partial<BackupStatus>;
	} catch {
		return {};
	}
}

/**
 * Rewrites what the status page shows of the backups from the store as it now stands, after a
 * backup, prune or restore by the schedule or a command. A failure or restore not given is kept
 * from the file as it was. Written whole or not at all (beside, then renamed over), so the server
 * never reads half a file.
 */
export async function updateBackupStatus(options: {
	dataDir: string;
	store: BackupStore;
	where: string;
	intervalMinutes: number;
	lastFailure?: BackupStatus['lastFailure'];
	lastRestore?: BackupStatus['lastRestore'];
}): Promise<void> {
	const file = join(options.dataDir, BACKUP_STATUS_FILE);
	const previous = await previousStatus(file);
	const backups = await listBackups(options.store);
	const status: BackupStatus = {
		where: options.where,
		intervalMinutes: options.intervalMinutes,
		backups: backups.slice(0, LISTED).map(({ id, kind, takenAt, bytes, verification }) => ({
			id,
			kind,
			takenAt,
			bytes,
			verification,
		})),
		lastFailure: options.lastFailure === undefined ? (previous.lastFailure ?? null) : options.lastFailure,
		lastRestore: options.lastRestore === undefined ? (previous.lastRestore ?? null) : options.lastRestore,
		updatedAt: new Date().toISOString(),
	};
	await writeFile(`${file}.writing`, JSON.stringify(status, null, '\t'));
	await rename(`${file}.writing`, file);
}
