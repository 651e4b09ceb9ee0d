import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../provision/free-port.ts';
import { findBinDir, startPostgres } from '../scale/postgres.ts';

/**
 * Durability off: the cluster holds a copy that is checked and thrown away within minutes. One
 * core at most: a query or an index build spread over parallel workers took every core of a small
 * machine at once, and low priority yields a core to the tills only after they have waited for it.
 */
const THROW_AWAY = {
	fsync: 'off',
	synchronous_commit: 'off',
	full_page_writes: 'off',
	max_connections: '10',
	max_parallel_workers_per_gather: '0',
	max_parallel_maintenance_workers: '0',
};

/**
 * Runs `work` with the environment of a PostgreSQL to load a backup's dump into: a cluster of its
 * own, made in a temporary folder for this one check and removed afterwards, when this machine has
 * PostgreSQL's server program (`serverPrograms`, its folder); otherwise Directus's own server (`env`), as a shop whose database
 * runs elsewhere has it.
 *
 * Loading a dump into Directus's server wrote the whole database again into the log every sale's
 * commit waits on, at the server's priority: at the `--scale` shop the tills were held up for
 * seconds. A cluster of its own runs at the backup's priority (it is started by the backup's
 * process, `nice` 19, and its session is given the same: startOwnedProcess), writes to a log no
 * sale waits on, and skips the disk's confirmations a throw-away copy does not need.
 */
export async function withCheckingPostgres<T>(
	env: Record<string, string>,
	work: (checkingEnv: Record<string, string>) => Promise<T>,
	serverPrograms = findBinDir(),
): Promise<T> {
	if (!serverPrograms) return work(env);
	const folder = await mkdtemp(join(tmpdir(), 'deckhand-backup-check-'));
	try {
		const password = randomBytes(18).toString('base64url');
		const cluster = await startPostgres({
			dir: join(folder, 'cluster'),
			port: await freePort(),
			password,
			output: 'ignore',
			settings: THROW_AWAY,
		});
		try {
			const { DB_CONNECTION_STRING: _connection, ...rest } = env;
			return await work({
				...rest,
				DB_HOST: cluster.host,
				DB_PORT: String(cluster.port),
				DB_USER: cluster.user,
				DB_PASSWORD: password,
				DB_DATABASE: 'postgres',
			});
		} finally {
			await cluster.stop();
		}
	} finally {
		await rm(folder, { recursive: true, force: true });
	}
}
