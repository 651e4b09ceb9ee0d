import { join } from 'node:path';
import { closeCurrentSegment, ownClusterArchive } from '../server/backup/wal-archive.ts';
import { PROJECT_ROOT } from '../server/config/directus-env.ts';
import { ensureLocalEnv } from '../server/config/local-env.ts';
import { announceRunning, backupLog, stepLogger, stopOnSignal } from '../server/provision/running.ts';
import { startCluster } from '../server/scale/cluster.ts';
import { ensureDatabase } from '../server/scale/postgres.ts';
import { scaleEnv } from '../server/scale/scale-env.ts';
import { startScaleServices } from '../server/scale/services.ts';
import { DEFAULT_SIZE, SCALE_SIZE } from '../server/seed/shop-size.ts';

/**
 * `npm run start:scale`: the scale-out profile on this machine. A PostgreSQL cluster and a Redis
 * server of the project's own (installed from Debian's packages when missing), two Directus
 * instances sharing one SECRET, database, Redis and uploads folder, and HAProxy in front of them
 * on one address (PORT, default 8055). Data lives in DECKHAND_DATA_DIR (default `data/scale/`,
 * apart from `npm start`'s SQLite shop). `--scale` fills an empty database with the benchmark-sized
 * shop; `--instances N` runs N instances. Ctrl-C stops everything.
 */
const dataDir = process.env['DECKHAND_DATA_DIR'] ?? join(PROJECT_ROOT, 'data/scale');
const instancesFlag = process.argv.indexOf('--instances');
const instances = instancesFlag > 0 ? Number(process.argv[instancesFlag + 1]) : 2;
if (!Number.isInteger(instances) || instances < 1) throw new Error('--instances must be a whole number of at least 1');
const started = Date.now();
const step = stepLogger(started);
const local = ensureLocalEnv(dataDir, ['DECKHAND_POSTGRES_PASSWORD']);

step('PostgreSQL and Redis');
// Its log archived beside the backups, for restores to a point in time (npm run restore -- --at).
const archive = ownClusterArchive({ ...local, ...process.env }, dataDir);
// PostgreSQL's own log goes to data/scale/postgres/log/ (its logging collector), kept for the owner.
const services = await startScaleServices({
	dir: dataDir,
	postgresPassword: local['DECKHAND_POSTGRES_PASSWORD']!,
	output: 'ignore',
	postgresSettings: { logging_collector: 'on', ...archive.settings },
	postgresEnv: archive.env,
});
const port = Number(process.env['PORT'] ?? local['PORT'] ?? 8055);
const running = await ensureDatabase(services.postgres, 'deckhand')
	.then(() =>
		startCluster({
			dataDir,
			overrides: {
				...scaleEnv({ postgres: services.postgres, database: 'deckhand', redis: services.redis.url }),
				...process.env,
				PORT: undefined,
			},
			instances,
			proxy: { host: process.env['HOST'] ?? '0.0.0.0', port },
			seed: process.argv.includes('--scale') ? SCALE_SIZE : DEFAULT_SIZE,
			onStep: step,
			restart: true,
			backups: backupLog,
			restores: backupLog,
		}),
	)
	.catch(async (error: unknown) => {
		await services.stop();
		throw error;
	});
announceRunning({
	started,
	publicUrl: running.env['PUBLIC_URL']!,
	dataDir,
	admin: running.admin,
	staff: running.staff,
	seeded: running.seeded,
	details: [
		`${instances} Directus instance(s) behind HAProxy: ${running.instances.join(', ')}`,
		`PostgreSQL 127.0.0.1:${services.postgres.port} (database deckhand), Redis ${services.redis.url}`,
	],
});
stopOnSignal(async () => {
	await running.stop();
	await closeCurrentSegment(services.postgres);
	await services.stop();
});
