import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { BackupLog } from '../../server/backup/backup-keeper.ts';
import { freePort } from '../../server/provision/free-port.ts';
import { startStack, type Stack } from '../../server/provision/stack.ts';
import { ensureDatabase } from '../../server/scale/postgres.ts';
import { scaleEnv, type PostgresAddress } from '../../server/scale/scale-env.ts';
import { TINY_SIZE, type ShopSize } from '../../server/seed/shop-size.ts';

/**
 * What every test server runs with: errors only in its log, and sign-ins that cost no more than
 * the tests need. Directus pads each sign-in and session refresh to half a second
 * (`LOGIN_STALL_TIME`, so no one can tell accounts apart by the time an answer takes) and hashes
 * passwords with argon2's default cost (a fifth of a second of a core on these machines, at every
 * sign-in). The product keeps both defaults; the tests sign in and make users hundreds of times,
 * and neither the pad nor the cost is what they prove, so their servers pad nothing and hash with
 * argon2's lightest settings (still argon2id: a password is checked exactly as in the product).
 */
export const TEST_SERVER_ENV = {
	LOG_LEVEL: 'error',
	LOGIN_STALL_TIME: '0',
	HASH_MEMORY_COST: '4096',
	HASH_TIME_COST: '1',
	HASH_PARALLELISM: '1',
	// A catalogue source a test has not set reads its folder, never its published address, and never runs on a schedule.
	DECKHAND_CATALOGUE_DEFAULTS: 'folder',
};

export interface TestStack extends Stack {
	dataDir: string;
	/** Stops the server and deletes its throw-away data folder. */
	destroy: () => Promise<void>;
}

export interface TestStackOptions {
	seed?: ShopSize | null;
	/** Reuse a data folder (a restart); by default a new throw-away one. */
	dataDir?: string;
	snapshot?: string;
	env?: Record<string, string>;
	/**
	 * The scale profile's PostgreSQL and Redis: the server gets a database of its own there, named
	 * after its data folder (so a restart finds it again), and a Redis database of its own.
	 */
	services?: { postgres: PostgresAddress; redis: string } | null;
	/** Reads Directus's log as it is written (a test of what it logs); dropped by default. */
	log?: (chunk: string) => void;
	/** Carry out restore requests, as `npm start` does, logging here; none by default. */
	restores?: BackupLog;
}

/** A Redis logical database of a test's own server, named after its data folder: one of 1–63 (0 is the shared cluster's). */
export function ownRedis(redis: string, dataDir: string): string {
	return `${redis}/${1 + (createHash('sha256').update(basename(dataDir)).digest().readUInt32BE(0) % 63)}`;
}

/** The scale profile's settings for a server of a test's own: its own PostgreSQL database and Redis logical database. */
async function ownDatabases(
	services: { postgres: PostgresAddress; redis: string },
	dataDir: string,
): Promise<Record<string, string>> {
	const name = basename(dataDir)
		.toLowerCase()
		.replace(/[^a-z0-9]+/g, '_');
	await ensureDatabase(services.postgres, name);
	return scaleEnv({ postgres: services.postgres, database: name, redis: ownRedis(services.redis, dataDir) });
}

/**
 * A real Directus with Deckhand's schema, access and extension, on a free port with its own
 * throw-away database (a SQLite file, or a PostgreSQL database on the scale profile), so that
 * parallel runs never collide.
 */
export async function startTestStack(options: TestStackOptions = {}): Promise<TestStack> {
	const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'deckhand-test-')));
	const port = await freePort();
	const databases = options.services ? await ownDatabases(options.services, dataDir) : {};
	const stack = await startStack({
		dataDir,
		overrides: {
			...process.env,
			...databases,
			PORT: String(port),
			PUBLIC_URL: `http://127.0.0.1:${port}`,
			...TEST_SERVER_ENV,
			...options.env,
		},
		output: options.log ?? 'ignore',
		snapshot: options.snapshot,
		seed: options.seed === undefined ? TINY_SIZE : options.seed,
	});
	if (options.restores) stack.watchRestores(options.restores);
	return {
		...stack,
		dataDir,
		destroy: async () => {
			await stack.stop();
			await rm(dataDir, { recursive: true, force: true });
		},
	};
}
