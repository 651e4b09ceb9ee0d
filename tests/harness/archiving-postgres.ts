import knex, { type Knex } from 'knex';
import type { BackupStore } from '../../server/backup/backup-store.ts';
import { archivedFiles } from '../../server/backup/point-in-time.ts';
import type { StoppedCluster } from '../../server/backup/restore-to-time.ts';
import type { OwnPostgres } from './own-postgres.ts';

/** Work on the `deckhand` database of a test's own PostgreSQL. */
export async function onOwnDatabase<T>(postgres: OwnPostgres, work: (db: Knex) => Promise<T>): Promise<T> {
	const db = knex({
		client: 'pg',
		connection: { ...postgres.address, database: 'deckhand' },
		pool: { min: 0, max: 1 },
	});
	try {
		return await work(db);
	} finally {
		await db.destroy();
	}
}

/** Closes the current segment and waits until the archive holds it, instead of waiting for archive_timeout. */
export async function pushLogToArchive(postgres: OwnPostgres, store: BackupStore): Promise<void> {
	const before = (await archivedFiles(store)).length;
	await onOwnDatabase(postgres, (db) => db.raw('select pg_switch_wal()'));
	const deadline = Date.now() + 20_000;
	while ((await archivedFiles(store)).length === before) {
		if (Date.now() > deadline) throw new Error('the segment never reached the archive');
		await new Promise((resolveTimer) => setTimeout(resolveTimer, 100));
	}
}

/** The cluster as a restore to a point in time is given it. */
export function clusterOf(postgres: OwnPostgres): StoppedCluster {
	return { dir: postgres.dir, password: postgres.address.password, settings: postgres.settings, env: postgres.env };
}

/** The environment of a test's own PostgreSQL's `deckhand` database, as Directus's would name it. */
export function ownDatabaseEnv(postgres: OwnPostgres, tempPath: string): Record<string, string> {
	return {
		DB_CLIENT: 'pg',
		DB_HOST: postgres.address.host,
		DB_PORT: String(postgres.address.port),
		DB_USER: postgres.address.user,
		DB_PASSWORD: postgres.address.password,
		DB_DATABASE: 'deckhand',
		TEMP_PATH: tempPath,
	};
}
