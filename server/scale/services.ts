import { join } from 'node:path';
import { freePort } from '../provision/free-port.ts';
import { startPostgres, type OwnedPostgres } from './postgres.ts';
import { startRedis, type OwnedRedis } from './redis.ts';

export interface ScaleServices {
	postgres: OwnedPostgres;
	redis: OwnedRedis;
	stop(): Promise<void>;
}

/**
 * The PostgreSQL cluster and Redis server the scale-out profile runs on, in `<dir>/postgres` and
 * `<dir>/redis`, each on a free port of loopback (no system service is assumed or touched).
 */
export async function startScaleServices(options: {
	dir: string;
	postgresPassword: string;
	output: 'inherit' | 'ignore';
	postgresSettings?: Record<string, string>;
	/** Added to PostgreSQL's environment (what its archive command needs). */
	postgresEnv?: Record<string, string>;
}): Promise<ScaleServices> {
	const postgres = await startPostgres({
		dir: join(options.dir, 'postgres'),
		port: await freePort(),
		password: options.postgresPassword,
		output: options.output,
		settings: options.postgresSettings,
		env: options.postgresEnv,
	});
	try {
		const redis = await startRedis({
			dir: join(options.dir, 'redis'),
			port: await freePort(),
			output: options.output,
		});
		return {
			postgres,
			redis,
			stop: async () => {
				await redis.stop();
				await postgres.stop();
			},
		};
	} catch (error) {
		await postgres.stop();
		throw error;
	}
}
