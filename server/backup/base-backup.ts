import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import type { BackupFile } from '@deckhand/contract/backups/backup-manifest.ts';
import { knexConfig, withKnex } from '../config/knex-config.ts';
import { findBinDir } from '../scale/postgres.ts';
import { backupId, putFile } from './backup-files.ts';
import type { BackupStore } from './backup-store.ts';
import { databaseClient, pgToolEnv } from './database-copy.ts';
import { BASES_FOLDER, segmentOf } from './point-in-time.ts';

const run = promisify(execFile);

/** What `bases/<id>/base.json` says of a base backup, written last: a folder without it never finished. */
export interface BaseBackup {
	id: string;
	startedAt: string;
	/** When `pg_basebackup` had finished: a restore can stop no earlier (the copy is consistent only from there). */
	finishedAt: string;
	/** The first archived segment a restore from it replays (and every later one is kept for it). */
	startWal: string;
	/** `base.tar.gz` (the cluster's folder, with the log the copy itself needs in its `pg_wal`) and `backup_manifest`. */
	files: BackupFile[];
}

export const BASE_FILE = 'base.json';
/** A base a day: the log replayed by a restore stays under a day's worth, and the store holds one base per kept day. */
export const BASE_INTERVAL_MS = 24 * 3_600_000;

/**
 * A base backup of the whole PostgreSQL cluster while the shop sells: `pg_basebackup` in tar
 * format, gzipped, with the log the copy needs to be consistent (`-X fetch`), written into
 * `bases/<id>/` of the store, `base.json` last.
 */
export async function takeBaseBackup(options: {
	env: Record<string, string>;
	dataDir: string;
	store: BackupStore;
	now?: () => Date;
}): Promise<BaseBackup> {
	const { env, dataDir, store, now = () => new Date() } = options;
	const started = now();
	const id = backupId(started, 'scheduled').replace(/-scheduled$/, '-base');
	const tempRoot = env['TEMP_PATH'] ?? join(dataDir, 'tmp');
	await mkdir(tempRoot, { recursive: true });
	const work = await mkdtemp(join(tempRoot, 'base-'));
	try {
		const bin = findBinDir();
		const target = join(work, 'base');
		await run(
			bin ? join(bin, 'pg_basebackup') : 'pg_basebackup',
			['-D', target, '-F', 'tar', '-z', '-X', 'fetch', '-c', 'fast', '-w'],
			{ env: pgToolEnv(env), maxBuffer: 16 * 1024 * 1024 },
		);
		const finished = now();
		const manifest = JSON.parse(await readFile(join(target, 'backup_manifest'), 'utf8')) as {
			'WAL-Ranges': Array<{ Timeline: number; 'Start-LSN': string }>;
		};
		const range = manifest['WAL-Ranges'][0]!;
		const files: BackupFile[] = [];
		for (const name of (await readdir(target)).sort())
			files.push(await putFile(store, `${BASES_FOLDER}/${id}`, name, join(target, name)));
		const base: BaseBackup = {
			id,
			startedAt: started.toISOString(),
			finishedAt: finished.toISOString(),
			startWal: segmentOf(range.Timeline, range['Start-LSN']),
			files,
		};
		await store.write(
			`${BASES_FOLDER}/${id}/${BASE_FILE}`,
			Readable.from([Buffer.from(`${JSON.stringify(base, null, '\t')}\n`)]),
		);
		return base;
	} finally {
		await rm(work, { recursive: true, force: true });
	}
}

/** The finished base backups in the store, oldest first; the keys of each unfinished one's files apart. */
export async function listBases(
	store: BackupStore,
): Promise<{ bases: BaseBackup[]; unfinished: Map<string, string[]> }> {
	const folders = new Map<string, string[]>();
	try {
		for await (const key of store.list(`${BASES_FOLDER}/`)) {
			const id = key.split('/')[1];
			if (!id) continue;
			const keys = folders.get(id);
			if (keys) keys.push(key);
			else folders.set(id, [key]);
		}
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
	}
	const bases: BaseBackup[] = [];
	const unfinished = new Map<string, string[]>();
	for (const [id, keys] of folders) {
		const base = await readBase(store, id);
		if (base) bases.push(base);
		else unfinished.set(id, keys);
	}
	return { bases: bases.sort((a, b) => a.finishedAt.localeCompare(b.finishedAt)), unfinished };
}

async function readBase(store: BackupStore, id: string): Promise<BaseBackup | null> {
	try {
		const chunks: Buffer[] = [];
		for await (const chunk of await store.read(`${BASES_FOLDER}/${id}/${BASE_FILE}`))
			chunks.push(Buffer.from(chunk));
		const base = JSON.parse(Buffer.concat(chunks).toString('utf8')) as BaseBackup;
		return base?.id === id ? base : null;
	} catch {
		return null;
	}
}

/** Whether PostgreSQL archives its log (the scale-out profile's own cluster does): only then is a base of use. */
export async function archivesLog(env: Record<string, string>): Promise<boolean> {
	if (databaseClient(env) !== 'pg') return false;
	return withKnex(
		{ ...knexConfig(env), pool: { min: 0, max: 1 } },
		async (db) => (await db.raw('show archive_mode')).rows[0]?.archive_mode === 'on',
	);
}

/** Takes a base backup when PostgreSQL archives its log and the newest base is a day old, or there is none; answers it, or null. */
export async function takeBaseIfDue(options: {
	env: Record<string, string>;
	dataDir: string;
	store: BackupStore;
	now?: () => Date;
}): Promise<BaseBackup | null> {
	const now = options.now ?? (() => new Date());
	if (!(await archivesLog(options.env))) return null;
	const newest = (await listBases(options.store)).bases.at(-1);
	if (newest && now().getTime() - Date.parse(newest.startedAt) < BASE_INTERVAL_MS) return null;
	return takeBaseBackup({ ...options, now });
}
