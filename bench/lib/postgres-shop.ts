import { join } from 'node:path';
import { freePort } from '../../server/provision/free-port.ts';
import { startCluster, type Cluster } from '../../server/scale/cluster.ts';
import { ensureDatabase } from '../../server/scale/postgres.ts';
import { scaleEnv } from '../../server/scale/scale-env.ts';
import type { ScaleServices } from '../../server/scale/services.ts';
import type { ShopSize } from '../../server/seed/shop-size.ts';

/**
 * A PostgreSQL shop of the benchmark's own, as `npm run start:scale` runs one: its own database
 * and Redis logical database, `instances` Directus instances behind HAProxy, seeded with `seed`.
 */
export async function postgresShop(
	services: ScaleServices,
	root: string,
	shop: { name: string; redisDb: number; instances: number; seed: ShopSize },
): Promise<Cluster> {
	await ensureDatabase(services.postgres, shop.name);
	const port = await freePort();
	return startCluster({
		dataDir: join(root, shop.name),
		overrides: {
			...process.env,
			...scaleEnv({
				postgres: services.postgres,
				database: shop.name,
				redis: `${services.redis.url}/${shop.redisDb}`,
			}),
			LOG_LEVEL: 'error',
			PUBLIC_URL: `http://127.0.0.1:${port}`,
		},
		instances: shop.instances,
		proxy: { host: '127.0.0.1', port },
		output: 'ignore',
		seed: shop.seed,
	});
}
