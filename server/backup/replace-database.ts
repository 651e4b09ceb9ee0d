import { cp, copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import { withDatabase } from '../config/knex-config.ts';
import { databaseClient, endSessions, loadPgCopy, onPgServer } from './database-copy.ts';
import { shopOf } from './verify-backup.ts';
import type { BackupManifest } from '@deckhand/contract/backups/backup-manifest.ts';

/** Whether the database Directus uses exists at all (a SQLite file with content, or a PostgreSQL database). */
export async function currentDatabaseExists(env: Record<string, string>): Promise<boolean> {
	if (databaseClient(env) === 'sqlite3') {
		const file = await stat(env['DB_FILENAME']!).catch(() => null);
		return (file?.size ?? 0) > 0;
	}
	return onPgServer(env, async (server) =>
		Boolean(await server('pg_database').where('datname', env['DB_DATABASE']).first('datname')),
	);
}

/** The shop of the database Directus uses, or null when there is none (no database, or one without a shop yet). */
export async function currentShop(env: Record<string, string>): Promise<BackupManifest['shop'] | null> {
	if (!(await currentDatabaseExists(env))) return null;
	return withDatabase(env, shopOf);
}

/**
 * Puts a database's copy in place of the database Directus uses, so that no moment has half of
 * either. SQLite: the copy is written beside the database file and renamed over it, its old
 * write-ahead log and shared memory removed first (an old log would be replayed onto the new file).
 * PostgreSQL: the copy is loaded into `<name>_restoring`; only then is the old database renamed
 * away, the new one renamed into its place and the old one dropped, every session on them ended.
 */
export async function replaceDatabase(env: Record<string, string>, copy: string): Promise<void> {
	if (databaseClient(env) === 'sqlite3') {
		const target = env['DB_FILENAME']!;
		await copyFile(copy, `${target}.restoring`);
		for (const companion of ['-wal', '-shm', '-journal']) await rm(`${target}${companion}`, { force: true });
		await rename(`${target}.restoring`, target);
		return;
	}
	const name = env['DB_DATABASE']!;
	const restoring = `${name}_restoring`;
	const replaced = `${name}_replaced`;
	await loadPgCopy(env, copy, restoring);
	await onPgServer(env, async (server) => {
		const exists = async (database: string) =>
			Boolean(await server('pg_database').where('datname', database).first('datname'));
		for (const database of [name, restoring, replaced]) await endSessions(server, database);
		await server.raw('drop database if exists ??', [replaced]);
		if (await exists(name)) await server.raw('alter database ?? rename to ??', [name, replaced]);
		await server.raw('alter database ?? rename to ??', [restoring, name]);
		await server.raw('drop database if exists ??', [replaced]);
	});
}

/** Puts the backup's uploads in place of Directus's upload folder: copied into a sibling folder first, then swapped. */
export async function replaceUploads(root: string, fromBackup: string): Promise<void> {
	const restoring = `${root}.restoring`;
	const replaced = `${root}.replaced`;
	await rm(restoring, { recursive: true, force: true });
	await rm(replaced, { recursive: true, force: true });
	if ((await stat(fromBackup).catch(() => null))?.isDirectory()) await cp(fromBackup, restoring, { recursive: true });
	else await mkdir(restoring, { recursive: true });
	if (await stat(root).catch(() => null)) await rename(root, replaced);
	await rename(restoring, root);
	await rm(replaced, { recursive: true, force: true });
}
