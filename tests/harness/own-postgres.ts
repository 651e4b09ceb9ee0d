import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../server/provision/free-port.ts';
import { startPostgres, type OwnedPostgres, type PostgresOptions } from '../../server/scale/postgres.ts';
import type { PostgresAddress } from '../../server/scale/scale-env.ts';
import { THROW_AWAY_POSTGRES } from './profile.ts';

/** A PostgreSQL server of a test's own, in a throw-away folder, which the test stops and starts again (the shared cluster's belongs to the global set-up). */
export interface OwnPostgres {
	address: PostgresAddress;
	/** The cluster's folder. */
	dir: string;
	/** The settings it runs with, and what it adds to its environment. */
	settings: Record<string, string>;
	env: Record<string, string>;
	/** PostgreSQL's "fast" shutdown: its sessions are ended, the data written out; waits for the exit. */
	stop: () => Promise<void>;
	/** Starts it again on the same data and port; waits until it answers. */
	start: () => Promise<void>;
	/** Stops it for good and deletes its data. */
	remove: () => Promise<void>;
}

/** `settings` are added to a throw-away server's, `env` to its environment (a test of the log's archive adds its own). */
export async function startOwnPostgres(
	settings: Record<string, string> = {},
	env: Record<string, string> = {},
): Promise<OwnPostgres> {
	const dir = await mkdtemp(join(tmpdir(), 'deckhand-own-postgres-'));
	const options: PostgresOptions = {
		dir: join(dir, 'postgres'),
		port: await freePort(),
		password: randomBytes(16).toString('hex'),
		output: 'ignore',
		settings: { ...THROW_AWAY_POSTGRES, ...settings },
		env,
	};
	let server: OwnedPostgres = await startPostgres(options);
	const { host, port, user, password } = server;
	return {
		address: { host, port, user, password },
		dir: options.dir,
		settings: options.settings!,
		env,
		stop: () => server.stop(),
		start: async () => {
			server = await startPostgres(options);
		},
		remove: async () => {
			await server.stop();
			await rm(dir, { recursive: true, force: true });
		},
	};
}
