import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureLocalEnv } from '../../server/config/local-env.ts';
import type { Stack } from '../../server/provision/stack.ts';
import { startScaleServices } from '../../server/scale/services.ts';
import { SCALE_SIZE } from '../../server/seed/shop-size.ts';
import { startTestStack } from '../../tests/harness/test-stack.ts';
import { postgresShop } from './postgres-shop.ts';

/** A `--scale` shop the Home and load benchmarks measure, on one database, and how to put it away. */
export interface HomeShop {
	database: 'sqlite' | 'postgresql';
	stack: Pick<Stack, 'url' | 'env' | 'admin' | 'staff'>;
	close: () => Promise<void>;
}

/** A data folder to reuse when `variable` names one (kept afterwards), or a throw-away one. */
async function dataFolder(variable: string, prefix: string): Promise<{ dir: string; kept: boolean }> {
	const reuse = process.env[variable];
	return reuse ? { dir: reuse, kept: true } : { dir: await mkdtemp(join(tmpdir(), prefix)), kept: false };
}

/** One Directus on SQLite, as `npm start` runs it; `DECKHAND_BENCH_DATA_DIR` reuses a folder already seeded (seeding takes minutes). */
export async function sqliteShop(): Promise<HomeShop> {
	const { dir, kept } = await dataFolder('DECKHAND_BENCH_DATA_DIR', 'deckhand-bench-home-');
	const stack = await startTestStack({ seed: SCALE_SIZE, dataDir: dir });
	return { database: 'sqlite', stack, close: kept ? stack.stop : stack.destroy };
}

/**
 * PostgreSQL + Redis, `instances` Directus instances behind HAProxy (one, as `bench:scale`
 * measures the inventory; two, as `npm run start:scale` runs the shop);
 * `DECKHAND_BENCH_POSTGRES_DIR` keeps the cluster, its password and the seeded shop there to be
 * reused.
 */
export async function postgresqlShop(instances = 1): Promise<HomeShop> {
	const { dir, kept } = await dataFolder('DECKHAND_BENCH_POSTGRES_DIR', 'deckhand-bench-home-pg-');
	const { DECKHAND_POSTGRES_PASSWORD: password } = ensureLocalEnv(dir, ['DECKHAND_POSTGRES_PASSWORD']);
	const services = await startScaleServices({
		dir: join(dir, 'services'),
		postgresPassword: password!,
		output: 'ignore',
	});
	const stopServices = async () => {
		await services.stop();
		if (!kept) await rm(dir, { recursive: true, force: true });
	};
	try {
		const cluster = await postgresShop(services, dir, {
			name: 'bench_home',
			redisDb: 1,
			instances,
			seed: SCALE_SIZE,
		});
		return {
			database: 'postgresql',
			stack: cluster,
			close: async () => {
				await cluster.stop();
				await stopServices();
			},
		};
	} catch (error) {
		await stopServices();
		throw error;
	}
}
