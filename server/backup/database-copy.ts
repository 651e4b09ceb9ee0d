import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Knex } from 'knex';
import { knexConfig, withDatabase, withKnex } from '../config/knex-config.ts';
import { findBinDir } from '../scale/postgres.ts';
import { withBackendAtLowestPriority } from './backend-priority.ts';
import { withCheckingPostgres } from './checking-postgres.ts';
import { whileFlushing } from './flushed-writes.ts';

const run = promisify(execFile);

export type DatabaseClient = 'sqlite3' | 'pg';

export function databaseClient(env: Record<string, string>): DatabaseClient {
	return env['DB_CLIENT'] === 'pg' ? 'pg' : 'sqlite3';
}

/** The name of the database's copy in a backup's folder. */
export function databaseFile(client: DatabaseClient): string {
	return client === 'pg' ? 'database.pgdump' : 'database.sqlite';
}

/** The environment pg_dump and pg_restore connect with: the same server and user as Directus, the password never on a command line. */
export function pgToolEnv(env: Record<string, string>): NodeJS.ProcessEnv {
	if (env['DB_CONNECTION_STRING']) return { ...process.env };
	return {
		...process.env,
		PGHOST: env['DB_HOST'],
		PGPORT: env['DB_PORT'] ?? '5432',
		PGUSER: env['DB_USER'],
		PGPASSWORD: env['DB_PASSWORD'],
	};
}

/** The database a pg tool works on: a name on Directus's server, or Directus's connection string. */
function pgTarget(env: Record<string, string>, database: string): string {
	const connection = env['DB_CONNECTION_STRING'];
	if (!connection) return database;
	const url = new URL(connection);
	url.pathname = `/${database}`;
	return url.toString();
}

async function pgTool(
	env: Record<string, string>,
	tool: 'pg_dump' | 'pg_restore',
	args: string[],
	applicationName: string = tool,
): Promise<void> {
	const bin = findBinDir();
	await run(bin ? join(bin, tool) : tool, args, {
		env: { ...pgToolEnv(env), PGAPPNAME: applicationName },
		maxBuffer: 16 * 1024 * 1024,
	});
}

/**
 * A consistent copy of the whole database into `target` while the shop goes on selling: SQLite's
 * `VACUUM INTO` reads one snapshot (write-ahead logging lets the tills write meanwhile), and
 * `pg_dump` dumps one transaction's view, in its own compressed format for `pg_restore`.
 */
export async function copyDatabase(env: Record<string, string>, target: string): Promise<void> {
	if (databaseClient(env) === 'pg') {
		const applicationName = `deckhand-backup-${randomUUID()}`;
		const args = ['-Fc', '--no-owner', '--no-privileges', '-f', target, '-d', pgTarget(env, env['DB_DATABASE']!)];
		await withDatabase(env, (db) =>
			withBackendAtLowestPriority(db, applicationName, () => pgTool(env, 'pg_dump', args, applicationName)),
		);
		return;
	}
	// Opening a missing file would make an empty database, and back that up.
	await access(env['DB_FILENAME']!).catch(() => {
		throw new Error(`There is no database at ${env['DB_FILENAME']} to back up.`);
	});
	await withDatabase(env, (db) => whileFlushing(target, () => db.raw('VACUUM INTO ?', [target])));
}

/** Work on PostgreSQL's maintenance database, where databases are made, renamed and dropped. */
export function onPgServer<T>(env: Record<string, string>, work: (server: Knex) => Promise<T>): Promise<T> {
	return withKnex({ ...knexConfig(envOfDatabase(env, 'postgres')), pool: { min: 0, max: 1 } }, work);
}

/** Ends every session on a database, so it can be dropped or renamed (the server is stopped; a stray client is not). */
export async function endSessions(server: Knex, database: string): Promise<void> {
	await server.raw(
		'select pg_terminate_backend(pid) from pg_stat_activity where datname = ? and pid <> pg_backend_pid()',
		[database],
	);
}

export async function dropPgDatabase(env: Record<string, string>, database: string): Promise<void> {
	await onPgServer(env, async (server) => {
		await endSessions(server, database);
		await server.raw('drop database if exists ??', [database]);
	});
}

/** Loads a `pg_dump` copy into a new database of that name on Directus's server. */
export async function loadPgCopy(env: Record<string, string>, file: string, database: string): Promise<void> {
	await dropPgDatabase(env, database);
	await onPgServer(env, (server) => server.raw('create database ??', [database]));
	await pgTool(env, 'pg_restore', [
		'--no-owner',
		'--no-privileges',
		'--exit-on-error',
		'-d',
		pgTarget(env, database),
		file,
	]);
}

/** The environment of Directus's database, pointed at another database of the same kind. */
export function envOfDatabase(env: Record<string, string>, where: string): Record<string, string> {
	if (databaseClient(env) === 'sqlite3') return { ...env, DB_FILENAME: where };
	const connection = env['DB_CONNECTION_STRING'];
	return connection ? { ...env, DB_CONNECTION_STRING: pgTarget(env, where) } : { ...env, DB_DATABASE: where };
}

/**
 * Opens a backup's copy of the database, hands it to `work`, and removes what it made: SQLite's
 * copy is the backup's own temporary file, already in the store, opened where it lies (a copy of
 * it would write hundreds of megabytes more while the tills sell); PostgreSQL's dump is loaded
 * into a new throw-away database, in a PostgreSQL of the check's own where this machine has the
 * server program (checking-postgres.ts).
 */
export async function withDatabaseCopy<T>(
	env: Record<string, string>,
	file: string,
	work: (db: Knex) => Promise<T>,
): Promise<T> {
	if (databaseClient(env) === 'sqlite3') return withDatabase(envOfDatabase(env, file), work);
	return withCheckingPostgres(env, async (checking) => {
		const throwAway = `${env['DB_DATABASE'] ?? 'deckhand'}_check_${randomUUID().slice(0, 8)}`;
		await loadPgCopy(checking, file, throwAway);
		try {
			return await withDatabase(envOfDatabase(checking, throwAway), work);
		} finally {
			await dropPgDatabase(checking, throwAway);
		}
	});
}
