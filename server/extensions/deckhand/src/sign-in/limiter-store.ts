import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { directusModule } from '../server-modules.ts';

export type LimiterFactory = (name: string, points: number, durationSeconds: number) => RateLimiterAbstract;

interface DirectusRedis {
	redisConfigAvailable: () => boolean;
	useRedis: () => unknown;
}

export const memoryLimiter: LimiterFactory = (name, points, duration) =>
	new RateLimiterMemory({ keyPrefix: `deckhand-${name}`, points, duration });

/**
 * The one place a limiter's store is chosen. With Redis configured (`REDIS`, the scale-out
 * profile) the counts live there, on Directus's own connection, so that every instance behind the
 * balancer counts the same attempts (memory would give a guesser a fresh allowance per instance);
 * should Redis stop answering, each instance counts in memory meanwhile. Without Redis, one
 * instance counts in memory.
 */
export async function limiterFactory(): Promise<LimiterFactory> {
	const redis = await directusModule<DirectusRedis>('redis/index');
	if (!redis.redisConfigAvailable()) return memoryLimiter;
	const storeClient = redis.useRedis();
	return (name, points, duration) =>
		new RateLimiterRedis({
			storeClient,
			keyPrefix: `deckhand-${name}`,
			points,
			duration,
			insuranceLimiter: memoryLimiter(name, points, duration),
		});
}
