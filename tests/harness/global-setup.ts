import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureLocalEnv } from '../../server/config/local-env.ts';
import { freePort } from '../../server/provision/free-port.ts';
import { startCluster } from '../../server/scale/cluster.ts';
import { ensureDatabase } from '../../server/scale/postgres.ts';
import { scaleEnv, type PostgresAddress } from '../../server/scale/scale-env.ts';
import { startScaleServices } from '../../server/scale/services.ts';
import { TINY_SIZE } from '../../server/seed/shop-size.ts';
import { TEST_PROFILE, THROW_AWAY_POSTGRES, type TestProfile } from './profile.ts';
import { startTestStack, TEST_SERVER_ENV } from './test-stack.ts';

export interface SharedStack {
	profile: TestProfile;
	/** The one address clients use: the server itself, or the proxy in front of the instances. */
	url: string;
	/** Each instance's own address (one on SQLite), for tests that send requests to every instance. */
	instances: string[];
	/** The environment the instances run with: database, mail and uploads folders, limits. */
	env: Record<string, string>;
	dataDir: string;
	admin: { email: string; password: string; token: string };
	staff: { email: string; password: string };
	signInWindowSeconds: number;
	/** On the scale profile, the PostgreSQL and Redis servers, for a test's own stack beside the shared one. */
	services: { postgres: PostgresAddress; redis: string } | null;
}

declare module 'vitest' {
	export interface ProvidedContext {
		stack: SharedStack;
	}
}

let stop: (() => Promise<void>) | undefined;

/**
 * The sign-in limiter's window, short so that its tests can wait it out and leave the next files a
 * clean count, yet long enough that twenty sign-ins at once (each a password hash, on two cores)
 * are answered and the next one sent inside it: at 4 s a busy machine let the window end first.
 */
const SIGN_IN_WINDOW_SECONDS = 8;
const TEST_ENV = {
	...TEST_SERVER_ENV,
	DECKHAND_SIGN_IN_WINDOW: String(SIGN_IN_WINDOW_SECONDS),
	// Each instance looks for a catalogue source's scheduled run every second (catalogue-downloads.test.ts).
	DECKHAND_CATALOGUE_SCHEDULE_CHECK: '1',
};

/** One server (or cluster) for the integration files; each file creates the rows it needs. */
export async function setup(project: TestProject): Promise<void> {
	project.provide('stack', TEST_PROFILE === 'scale' ? await startSharedCluster() : await startSharedServer());
}

async function startSharedServer(): Promise<SharedStack> {
	const stack = await startTestStack({ env: TEST_ENV });
	stop = stack.destroy;
	return {
		profile: 'sqlite',
		url: stack.url,
		instances: [stack.url],
		env: stack.env,
		dataDir: stack.dataDir,
		admin: stack.admin,
		staff: stack.staff,
		signInWindowSeconds: SIGN_IN_WINDOW_SECONDS,
		services: null,
	};
}

async function startSharedCluster(): Promise<SharedStack> {
	const dataDir = await mkdtemp(join(tmpdir(), 'deckhand-scale-test-'));
	const local = ensureLocalEnv(dataDir, ['DECKHAND_POSTGRES_PASSWORD']);
	const services = await startScaleServices({
		dir: dataDir,
		postgresPassword: local['DECKHAND_POSTGRES_PASSWORD']!,
		output: 'ignore',
		postgresSettings: THROW_AWAY_POSTGRES,
	});
	const destroy = async () => {
		await services.stop();
		await rm(dataDir, { recursive: true, force: true });
	};
	try {
		await ensureDatabase(services.postgres, 'deckhand');
		const port = await freePort();
		const cluster = await startCluster({
			dataDir,
			overrides: {
				...process.env,
				...scaleEnv({ postgres: services.postgres, database: 'deckhand', redis: services.redis.url }),
				...TEST_ENV,
				PUBLIC_URL: `http://127.0.0.1:${port}`,
				// Every two seconds, so that a test sees the schedule run once per cluster (schedules.test.ts).
				DECKHAND_BOOKS_SCHEDULE: '*/2 * * * * *',
			},
			instances: 2,
			proxy: { host: '127.0.0.1', port },
			output: 'ignore',
			seed: TINY_SIZE,
		});
		stop = async () => {
			await cluster.stop();
			await destroy();
		};
		const { postgres, redis } = services;
		return {
			profile: 'scale',
			url: cluster.url,
			instances: cluster.instances,
			env: cluster.env,
			dataDir,
			admin: cluster.admin,
			staff: cluster.staff,
			signInWindowSeconds: SIGN_IN_WINDOW_SECONDS,
			services: {
				postgres: {
					host: postgres.host,
					port: postgres.port,
					user: postgres.user,
					password: postgres.password,
				},
				redis: redis.url,
			},
		};
	} catch (error) {
		await destroy();
		throw error;
	}
}

export async function teardown(): Promise<void> {
	await stop?.();
}
