import { execFile } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Knex } from 'knex';
import type { RestoreOutcome } from '@deckhand/contract/backups/backup-manifest.ts';
import { knexConfig, withKnex } from '../config/knex-config.ts';
import { freePort } from '../provision/free-port.ts';
import { serverUser, startPostgres, type OwnedPostgres } from '../scale/postgres.ts';
import { listBases, type BaseBackup } from './base-backup.ts';
import { fetchStored } from './backup-files.ts';
import type { BackupStore } from './backup-store.ts';
import { archivedFiles, BASES_FOLDER, SEGMENT_NAME, segmentNumber, segmentsOf, WAL_FOLDER } from './point-in-time.ts';
import { brokenRules } from './verify-backup.ts';

const run = promisify(execFile);

/** The PostgreSQL cluster restored, stopped: its folder, its password, and the settings it runs with (its log archived). */
export interface StoppedCluster {
	dir: string;
	password: string;
	settings: Record<string, string>;
	/** Added to PostgreSQL's environment (what its archive command needs). */
	env?: Record<string, string>;
}

export interface RestoreToTimeOptions {
	/** Directus's environment: the database (`DB_DATABASE`) the books checker reads, and TEMP_PATH. */
	env: Record<string, string>;
	dataDir: string;
	store: BackupStore;
	at: Date;
	cluster: StoppedCluster;
	now?: () => Date;
}

/** The minutes a restore can return to: from the oldest base's end to the last archived log; null with no base. */
export async function pointInTimeRange(store: BackupStore): Promise<{ from: Date; to: Date } | null> {
	return rangeOf(store, (await listBases(store)).bases);
}

/** The range `bases` (oldest first) and the archived log give. */
async function rangeOf(store: BackupStore, bases: readonly BaseBackup[]): Promise<{ from: Date; to: Date } | null> {
	if (bases.length === 0) return null;
	const newestSegment = segmentsOf(await archivedFiles(store)).at(-1);
	const archivedUntil = newestSegment
		? (await store.stat(`${WAL_FOLDER}/${newestSegment}.gz`)).modified
		: new Date(0);
	const newestBase = new Date(bases.at(-1)!.finishedAt);
	return {
		from: new Date(bases[0]!.finishedAt),
		to: archivedUntil > newestBase ? archivedUntil : newestBase,
	};
}

/** Whether a PostgreSQL server runs on the folder: its `postmaster.pid` names a living process. */
async function runningOn(dir: string): Promise<boolean> {
	const pidFile = await readFile(join(dir, 'postmaster.pid'), 'utf8').catch(() => null);
	const pid = Number(pidFile?.split('\n')[0]);
	if (!pidFile || !Number.isInteger(pid) || pid <= 0) return false;
	try {
		process.kill(pid, 0);
		return true;
	} catch {
		return false;
	}
}

/** The time as an owner reads it in a message: `2026-12-06 14:05:00 UTC`. */
const said = (time: Date) => `${time.toISOString().slice(0, 19).replace('T', ' ')} UTC`;

/**
 * Returns the scale-out profile's PostgreSQL cluster to a moment: the newest base backup finished
 * before it is laid down in a fresh folder, the archived log replayed up to that moment
 * (`recovery_target_time`, then promoted), the books checker run on the result, and only then the
 * fresh folder swapped in, the one it replaces kept beside it (`<dir>.before-restore-<time>`, named
 * in `keptAs`). The cluster must be stopped (the caller's part). A moment outside what the store
 * reaches, or a running cluster, is refused before anything is touched.
 */
export async function restoreToTime(options: RestoreToTimeOptions): Promise<RestoreOutcome> {
	const { env, dataDir, store, at, cluster, now = () => new Date() } = options;
	const outcome = (
		status: RestoreOutcome['status'],
		reason: string | null,
		rest: Partial<RestoreOutcome> = {},
	): RestoreOutcome => ({ backupId: '', status, reason, keptAs: null, broken: [], at: now().toISOString(), ...rest });
	if (Number.isNaN(at.getTime())) return outcome('refused', 'The time to restore to is not a date and time.');
	const { bases } = await listBases(store);
	const range = await rangeOf(store, bases);
	if (!range)
		return outcome(
			'refused',
			'There is no base backup in the backup store, so no point in time can be restored (the scale-out profile takes one at start and daily).',
		);
	if (at < range.from || at > range.to)
		return outcome(
			'refused',
			`${said(at)} is outside what the backup store can restore: from ${said(range.from)} (the oldest base backup) to ${said(range.to)} (the last archived log).`,
		);
	if (await runningOn(cluster.dir))
		return outcome('refused', `PostgreSQL is running on ${cluster.dir}: stop the server first, then restore.`);
	const base = bases.filter((each) => new Date(each.finishedAt) <= at).at(-1)!;
	const tempRoot = env['TEMP_PATH'] ?? join(dataDir, 'tmp');
	await mkdir(tempRoot, { recursive: true });
	const work = await mkdtemp(join(tempRoot, 'restore-to-time-'));
	const fresh = `${cluster.dir}.restoring`;
	try {
		const damaged = await fetchBaseAndLog(store, base, work);
		if (damaged) return outcome('refused', damaged, { backupId: base.id });
		await layDown(work, fresh);
		const broken = await recover(env, cluster, fresh, join(work, WAL_FOLDER), at);
		const keptAs = await swapIn(cluster.dir, fresh, now());
		return outcome('restored', null, { backupId: base.id, keptAs, broken });
	} catch (error) {
		return outcome(
			'failed',
			`The restore to ${said(at)} from ${base.id} did not finish, and nothing was replaced: ${(error as Error).message}`,
			{ backupId: base.id },
		);
	} finally {
		await rm(fresh, { recursive: true, force: true });
		await rm(work, { recursive: true, force: true });
	}
}

/**
 * Fetches the base's files (each checked against its SHA-256 as read) and the archived log it
 * replays (its segments from the base's first on, and the timelines' histories) into `work`.
 * Answers what is damaged, or null.
 */
async function fetchBaseAndLog(store: BackupStore, base: BaseBackup, work: string): Promise<string | null> {
	for (const file of base.files) {
		const sha256 = await fetchStored(
			store,
			`${BASES_FOLDER}/${base.id}/${file.path}`,
			join(work, 'base', ...file.path.split('/')),
		);
		if (sha256 !== file.sha256)
			return `The base backup ${base.id} is damaged: ${file.path} does not match its checksum.`;
	}
	const first = segmentNumber(base.startWal);
	const needed = (await archivedFiles(store)).filter(
		(name) => !SEGMENT_NAME.test(name) || segmentNumber(name) >= first,
	);
	for (const name of needed)
		await fetchStored(store, `${WAL_FOLDER}/${name}.gz`, join(work, WAL_FOLDER, `${name}.gz`));
	// PostgreSQL (the postgres user, when run as root) reads the log from here.
	for (const folder of [work, join(work, WAL_FOLDER)]) await chmod(folder, 0o755);
	return null;
}

/** Unpacks the base into a fresh cluster folder, owned as PostgreSQL needs it, marked for recovery. */
async function layDown(work: string, fresh: string): Promise<void> {
	await rm(fresh, { recursive: true, force: true });
	await mkdir(fresh, { mode: 0o700 });
	await run('tar', ['-xzf', join(work, 'base', 'base.tar.gz'), '-C', fresh]);
	await writeFile(join(fresh, 'recovery.signal'), '');
	const as = serverUser();
	if (as) await run('chown', ['-R', `${as.uid}:${as.gid}`, fresh]);
}

/** A moment as PostgreSQL's settings read a timestamp with its zone: `2026-12-06 14:05:00.000+00`. */
const pgTimestamp = (time: Date) => time.toISOString().replace('T', ' ').replace('Z', '+00');

const TARGET_BEYOND_LOG = 'recovery ended before configured recovery target was reached';

/**
 * Starts PostgreSQL on the fresh folder to replay the log up to `at` and promote, waits for the
 * recovery to end, runs the books checker and stops it. When no transaction in the log ends after
 * `at` (nothing was committed between `at` and the last archived log), PostgreSQL stops short of
 * the target; the state at `at` is then the log's end, which a second start without a target reaches.
 */
async function recover(
	env: Record<string, string>,
	cluster: StoppedCluster,
	fresh: string,
	walFolder: string,
	at: Date,
): Promise<string[]> {
	const restoreCommand = `gzip -dc '${walFolder}/%f.gz' > %p`;
	const target = { recovery_target_time: pgTimestamp(at), recovery_target_action: 'promote' };
	try {
		return await recoverOnce(env, cluster, fresh, { restore_command: restoreCommand, ...target });
	} catch (error) {
		if (!(error as Error).message.includes(TARGET_BEYOND_LOG)) throw error;
		return await recoverOnce(env, cluster, fresh, { restore_command: restoreCommand });
	}
}

async function recoverOnce(
	env: Record<string, string>,
	cluster: StoppedCluster,
	fresh: string,
	recovery: Record<string, string>,
): Promise<string[]> {
	const server = await startPostgres({
		dir: fresh,
		port: await freePort(),
		password: cluster.password,
		output: 'ignore',
		settings: { ...cluster.settings, ...recovery },
		env: cluster.env,
	});
	try {
		await untilPromoted(server);
		return await withKnex(oneConnection(server, env['DB_DATABASE'] ?? 'deckhand'), brokenRules);
	} finally {
		await server.stop();
	}
}

/** One connection to a database of the recovering server. */
function oneConnection(server: OwnedPostgres, database: string): Knex.Config {
	const config = knexConfig({
		DB_CLIENT: 'pg',
		DB_HOST: server.host,
		DB_PORT: String(server.port),
		DB_USER: server.user,
		DB_PASSWORD: server.password,
		DB_DATABASE: database,
	});
	return { ...config, pool: { min: 0, max: 1 } };
}

/** Waits until PostgreSQL has left recovery (the target reached and promoted); throws with its last words if it stops instead. */
async function untilPromoted(server: OwnedPostgres): Promise<void> {
	await withKnex(oneConnection(server, 'postgres'), async (db) => {
		for (;;) {
			if (server.child.exitCode !== null || server.child.signalCode !== null)
				throw new Error(`PostgreSQL stopped during the recovery:\n${server.lastLines()}`);
			const inRecovery = await db
				.raw('select pg_is_in_recovery() as recovering')
				.then((result: { rows: Array<{ recovering: boolean }> }) => result.rows[0]!.recovering)
				.catch(() => true);
			if (!inRecovery) return;
			await new Promise((resolveTimer) => setTimeout(resolveTimer, 200));
		}
	});
}

/** Moves the cluster's folder aside (kept for the owner) and the recovered one into its place; answers where the old one went. */
async function swapIn(dir: string, fresh: string, when: Date): Promise<string | null> {
	const kept = `${dir}.before-restore-${when.toISOString().replace(/[:.]/g, '-')}`;
	const current = await stat(dir).catch(() => null);
	if (current) await rename(dir, kept);
	await rename(fresh, dir);
	return current ? kept : null;
}
