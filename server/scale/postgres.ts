import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Knex } from 'knex';
import { withKnex } from '../config/knex-config.ts';
import { serverProgram, startOwnedProcess, waitUntilReady, type OwnedProcess } from './owned-process.ts';
import type { PostgresAddress } from './scale-env.ts';

/** A PostgreSQL cluster of the project's own, in its data folder, on a port of its own. */
export type OwnedPostgres = OwnedProcess & PostgresAddress & { lastLines: () => string };

export interface PostgresOptions {
	/** The cluster's folder; created with `initdb` on the first start, reused afterwards. */
	dir: string;
	port: number;
	password: string;
	output: 'inherit' | 'ignore';
	/**
	 * Extra server settings. Tests switch durability off (`fsync=off`…): their database is thrown
	 * away, and waiting for the disk is not what they measure.
	 */
	settings?: Record<string, string>;
	/** Added to PostgreSQL's environment: what its `archive_command` needs (a bucket's settings). */
	env?: Record<string, string>;
}

const USER = 'deckhand';

/** Debian installs each major version's programs under /usr/lib/postgresql/<major>/bin; the newest is used. */
export function findBinDir(): string | null {
	const root = '/usr/lib/postgresql';
	if (!existsSync(root)) return null;
	const majors = readdirSync(root)
		.filter((name) => existsSync(join(root, name, 'bin/postgres')))
		.sort((a, b) => Number(b) - Number(a));
	return majors[0] ? join(root, majors[0], 'bin') : null;
}

/** PostgreSQL refuses to run as root; as root, its files and process belong to the `postgres` user the package creates. */
export function serverUser(): { uid: number; gid: number } | undefined {
	if (process.getuid?.() !== 0) return undefined;
	const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
	return { uid: id('-u'), gid: id('-g') };
}

/**
 * The `postgres` user must pass through every folder above the cluster. A private temporary
 * folder (a test's or a benchmark's) is opened for passing through, not for listing; any other
 * closed folder is the owner's to open, and is named.
 */
function letThrough(dir: string): void {
	for (let folder = dirname(dir); folder !== dirname(folder); folder = dirname(folder)) {
		const { mode } = statSync(folder);
		if (mode & 0o001) continue;
		if (!folder.startsWith(`${tmpdir()}/`))
			throw new Error(
				`deckhand: PostgreSQL runs as the postgres user, which cannot reach ${dir}: ${folder} is closed to other users (chmod o+x ${folder}, or choose another DECKHAND_DATA_DIR)`,
			);
		chmodSync(folder, mode | 0o011);
	}
}

function initCluster(bin: string, dir: string, password: string, as: { uid: number; gid: number } | undefined): void {
	mkdirSync(dir, { recursive: true, mode: 0o700 });
	if (as) {
		chownSync(dir, as.uid, as.gid);
		letThrough(dir);
	}
	const passwordFile = join(dir, '..', `.postgres-password-${process.pid}`);
	writeFileSync(passwordFile, password, { mode: 0o600 });
	if (as) chownSync(passwordFile, as.uid, as.gid);
	try {
		execFileSync(
			join(bin, 'initdb'),
			['-D', dir, '-U', USER, `--pwfile=${passwordFile}`, '--auth=scram-sha-256', '-E', 'UTF8', '--no-locale'],
			{ stdio: 'pipe', ...as },
		);
	} finally {
		rmSync(passwordFile, { force: true });
	}
}

export async function startPostgres(options: PostgresOptions): Promise<OwnedPostgres> {
	const bin = await serverProgram('PostgreSQL', findBinDir);
	const as = serverUser();
	if (!existsSync(join(options.dir, 'PG_VERSION'))) initCluster(bin, options.dir, options.password, as);
	const settings = {
		listen_addresses: '127.0.0.1',
		unix_socket_directories: '',
		max_connections: '200',
		...options.settings,
	};
	const server = startOwnedProcess({
		name: 'PostgreSQL',
		command: join(bin, 'postgres'),
		args: [
			'-D',
			options.dir,
			'-p',
			String(options.port),
			...Object.entries(settings).flatMap(([key, value]) => ['-c', `${key}=${value}`]),
		],
		// SIGINT is PostgreSQL's "fast" shutdown: open sessions are ended, the data is written out.
		stopSignal: 'SIGINT',
		as,
		output: options.output,
		env: options.env,
	});
	const address: PostgresAddress = { host: '127.0.0.1', port: options.port, user: USER, password: options.password };
	await waitUntilReady(server, 'PostgreSQL', () =>
		onMaintenanceDatabase(address, async (client) => (await client.raw('select 1 as one')).rows.length === 1),
	);
	return { ...server, ...address };
}

/** One connection to the server's maintenance database (`postgres`), for one piece of work. */
export function onMaintenanceDatabase<T>(address: PostgresAddress, work: (client: Knex) => Promise<T>): Promise<T> {
	return withKnex({ client: 'pg', connection: { ...address, database: 'postgres' }, pool: { min: 0, max: 1 } }, work);
}

/** Creates the database when it does not exist yet. */
export function ensureDatabase(address: PostgresAddress, name: string): Promise<void> {
	return onMaintenanceDatabase(address, async (client) => {
		const exists = await client('pg_database').where('datname', name).first('datname');
		if (!exists) await client.raw('create database ??', [name]);
	});
}
