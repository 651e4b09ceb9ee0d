import { chownSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../config/directus-env.ts';
import { onMaintenanceDatabase, serverUser } from '../scale/postgres.ts';
import type { PostgresAddress } from '../scale/scale-env.ts';
import { WAL_FOLDER } from './point-in-time.ts';

/**
 * A quiet shop's segment may take hours to fill; PostgreSQL closes it after this many seconds with
 * anything in it, so its last minute reaches the archive. This is the scale-out profile's recovery
 * point. A closed segment is 16 MB, its unused rest zeros, which gzip all but removes.
 */
export const ARCHIVE_TIMEOUT_SECONDS = 60;

/** The folder the log is archived into, when the store is a folder on this machine; null for a bucket. */
export function walArchiveFolder(env: Record<string, string | undefined>, dataDir: string): string | null {
	const driver = env['DECKHAND_BACKUP_DRIVER'] || 'local';
	if (driver !== 'local') return null;
	return join(env['DECKHAND_BACKUP_ROOT'] || join(dataDir, 'backups'), WAL_FOLDER);
}

/** PostgreSQL's settings that archive each finished segment with `command`, and at least every minute anything was written. */
function archiving(command: string): Record<string, string> {
	return {
		wal_level: 'replica',
		archive_mode: 'on',
		archive_timeout: String(ARCHIVE_TIMEOUT_SECONDS),
		archive_command: command,
	};
}

/**
 * PostgreSQL's settings that archive every finished segment into `folder`. The command copies
 * under a temporary name and renames, so a copy cut short is never taken for a segment; a segment
 * already there is success only when it holds the same bytes (PostgreSQL asks again after a crash
 * between archiving and noting it), and anything else fails, so the log stays in `pg_wal` and is
 * tried again, never overwritten.
 */
export function walArchiveSettings(folder: string): Record<string, string> {
	if (folder.includes("'")) throw new Error(`deckhand: the backup folder's path may not hold a quote: ${folder}`);
	const target = `'${folder}/%f.gz'`;
	return archiving(
		`if test -f ${target}; then gzip -dc ${target} | cmp -s - %p; else gzip -c %p > '${folder}/%f.gz.part' && mv '${folder}/%f.gz.part' ${target}; fi`,
	);
}

/**
 * PostgreSQL's settings and environment that archive every finished segment into a bucket: a
 * small program (`scripts/archive-wal.ts`, a Node start per segment, at most one a minute on a
 * quiet shop) writes it through the store, whose settings (DECKHAND_BACKUP_…) PostgreSQL's
 * environment carries for it.
 */
export function bucketArchive(env: Record<string, string | undefined>): PostgresArchive {
	const settings = Object.fromEntries(
		Object.entries(env).filter(
			(entry): entry is [string, string] => entry[0].startsWith('DECKHAND_BACKUP_') && entry[1] !== undefined,
		),
	);
	const program = join(PROJECT_ROOT, 'scripts/archive-wal.ts');
	for (const path of [process.execPath, program])
		if (path.includes("'")) throw new Error(`deckhand: the path may not hold a quote: ${path}`);
	return { settings: archiving(`'${process.execPath}' '${program}' %p %f`), env: settings };
}

/** What PostgreSQL is started with to archive its log: its settings, and what its environment needs. */
export interface PostgresArchive {
	settings: Record<string, string>;
	env: Record<string, string>;
}

/** Creates the archive's folder, PostgreSQL's to write into (as root, PostgreSQL runs as the `postgres` user). */
export function prepareWalArchive(folder: string): void {
	mkdirSync(folder, { recursive: true });
	const as = serverUser();
	if (as) chownSync(folder, as.uid, as.gid);
}

/**
 * What the scale-out profile's own PostgreSQL runs with for restores to a point in time: its log
 * archived into the backup store's `wal/`, a folder's (created here) by a shell command, a
 * bucket's through the store.
 */
export function ownClusterArchive(env: Record<string, string | undefined>, dataDir: string): PostgresArchive {
	const folder = walArchiveFolder(env, dataDir);
	if (!folder) return bucketArchive(env);
	prepareWalArchive(folder);
	return { settings: walArchiveSettings(folder), env: {} };
}

/**
 * Closes the log's current segment, so PostgreSQL archives it before it stops: the archive then
 * reaches the moment the server stopped, where a restore of a stopped cluster starts. Says nothing
 * when it cannot (archiving off, the server gone): stopping must go on.
 */
export async function closeCurrentSegment(address: PostgresAddress): Promise<void> {
	await onMaintenanceDatabase(address, async (db) => {
		if ((await db.raw('show archive_mode')).rows[0]?.archive_mode === 'on') await db.raw('select pg_switch_wal()');
	}).catch(() => {
		// Nothing to close.
	});
}
