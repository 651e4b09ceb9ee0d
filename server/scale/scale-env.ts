/** Where a PostgreSQL server answers, and as whom. */
export interface PostgresAddress {
	host: string;
	port: number;
	user: string;
	password: string;
}

/**
 * Directus's settings for the scale-out profile: data in PostgreSQL; the data cache in Redis with
 * auto-purge (so a write on one instance empties it for all); the rate limiter's counts, schedules'
 * synchronisation and the message bus (schema and permission changes) in Redis, shared by every
 * instance. Directus turns its bus and locks to Redis whenever `REDIS` is set.
 */
export function scaleEnv(options: {
	postgres: PostgresAddress;
	database: string;
	redis: string;
}): Record<string, string> {
	return {
		DB_CLIENT: 'pg',
		DB_HOST: options.postgres.host,
		DB_PORT: String(options.postgres.port),
		DB_DATABASE: options.database,
		DB_USER: options.postgres.user,
		DB_PASSWORD: options.postgres.password,
		REDIS: options.redis,
		CACHE_ENABLED: 'true',
		CACHE_STORE: 'redis',
		CACHE_AUTO_PURGE: 'true',
		// Directus packs every cached answer with a compressor of its own, in JavaScript: 20–35 ms of
		// the event loop for an answer at the read bound (docs/decisions/trust-at-the-edges.md), which
		// ten such reads at once add up before anyone else is answered. The cache is for small answers
		// read again and again (settings, menus); a bigger one is sent, not kept.
		CACHE_VALUE_MAX_SIZE: '256kb',
		SYNCHRONIZATION_STORE: 'redis',
		RATE_LIMITER_ENABLED: 'true',
		RATE_LIMITER_STORE: 'redis',
		// Per client address and second. A shop's tills share one address behind its router, and a web
		// store's server is one address for all its buyers: Directus's default of 50 would refuse them.
		RATE_LIMITER_POINTS: '500',
		RATE_LIMITER_DURATION: '1',
	};
}
