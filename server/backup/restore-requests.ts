import { readFile, rm } from 'node:fs/promises';
import {
	RESTORE_REQUEST_FILE,
	type RestoreOutcome,
	type RestoreRequest,
} from '@deckhand/contract/backups/backup-manifest.ts';
import { restoreRequestFile as requestFile } from '../extensions/deckhand/src/backups/restore-request-file.ts';
import type { BackupKeeper, BackupLog } from './backup-keeper.ts';
import { currentBackupSettings } from './backup-settings.ts';
import { updateBackupStatus } from './backup-status.ts';
import { openBackupStore } from './backup-store.ts';
import { prepareRestore } from './restore-backup.ts';

/** A server process a restore stops meanwhile (a Directus supervisor). */
export interface Pausable {
	pause(): Promise<void>;
	resume(): Promise<void>;
}

export interface RestoreWatcher {
	/** Stops watching, after the restore under way (if any) has finished and the server is back. */
	stop(): Promise<void>;
}

/** How often the data folder is looked at for a request: a restore is no matter of a second. */
const EVERY_MS = 1_000;

/** Takes a waiting request up (removing it, so it is carried out once), or null. */
async function takeRequest(dataDir: string, log: BackupLog): Promise<RestoreRequest | null> {
	let text: string;
	try {
		text = await readFile(requestFile(dataDir), 'utf8');
	} catch {
		return null;
	}
	await rm(requestFile(dataDir), { force: true });
	try {
		const request = JSON.parse(text) as Partial<RestoreRequest>;
		if (typeof request.backupId === 'string' && typeof request.by === 'string') return request as RestoreRequest;
	} catch {
		// said below
	}
	log.error(`${RESTORE_REQUEST_FILE} held no restore request, and was removed: ${text.slice(0, 200)}`);
	return null;
}

/**
 * The process running the server carries out the restores asked of it (the status page, `npm run
 * restore`): it looks for the request file now and then, and for each request holds the backup
 * schedule, stops every Directus instance, restores (refusals first, then the `pre-restore`
 * backup, the swap and the books checker), starts the instances again and writes the outcome as
 * `lastRestore` in the status file. A refusal or a failure leaves the server answering as well.
 */
export function watchRestoreRequests(options: {
	env: Record<string, string>;
	dataDir: string;
	/** Where the first instance answers: its caches are emptied after a restore. */
	url: string;
	servers: Pausable[];
	keeper: Pick<BackupKeeper, 'pause' | 'resume'> | null;
	log: BackupLog;
	everyMs?: number;
}): RestoreWatcher {
	const { env, dataDir, log } = options;
	const { store, where } = openBackupStore(env, dataDir);
	let timer: NodeJS.Timeout | undefined;
	let current: Promise<void> = Promise.resolve();
	let stopped = false;

	const look = () => {
		if (stopped) return;
		timer = setTimeout(() => {
			current = takeRequest(dataDir, log)
				.then((request) => (request ? carryOut(request) : undefined))
				.catch((error: unknown) => log.error(`the restore request could not be carried out: ${String(error)}`))
				.finally(look);
		}, options.everyMs ?? EVERY_MS);
		timer.unref();
	};

	const failed = (request: RestoreRequest, error: unknown): RestoreOutcome => ({
		backupId: request.backupId,
		status: 'failed',
		reason: `The restore of ${request.backupId} stopped: ${error instanceof Error ? error.message : String(error)}.`,
		keptAs: null,
		broken: [],
		at: new Date().toISOString(),
	});

	/** Checked and fetched while the shop still serves; only a restore that will go ahead stops it. */
	const restore = async (request: RestoreRequest): Promise<RestoreOutcome> => {
		const prepared = await prepareRestore({ env, dataDir, store, backupId: request.backupId });
		if (!('apply' in prepared)) return prepared;
		log.info(`restoring the backup ${request.backupId} (asked by ${request.by}); the server stops meanwhile`);
		await options.keeper?.pause();
		try {
			await Promise.all(options.servers.map((server) => server.pause()));
			return await prepared.apply();
		} catch (error) {
			return failed(request, error);
		} finally {
			await prepared.dispose();
			await resume();
			options.keeper?.resume();
		}
	};

	const carryOut = async (request: RestoreRequest) => {
		const outcome = await restore(request).catch((error: unknown) => failed(request, error));
		await updateBackupStatus({
			dataDir,
			store,
			where,
			intervalMinutes: (await currentBackupSettings(env)).intervalMinutes,
			lastRestore: outcome,
		});
		const said = `restore of ${request.backupId}: ${outcome.status}${outcome.reason ? `: ${outcome.reason}` : ''}`;
		if (outcome.status === 'restored') log.info(said);
		else log.error(said);
	};

	const resume = async () => {
		const results = await Promise.allSettled(options.servers.map((server) => server.resume()));
		for (const result of results)
			if (result.status === 'rejected')
				log.error(`Directus did not start again after the restore: ${String(result.reason)}`);
		// The scale-out profile keeps answers and the schema in Redis, which outlives the processes.
		if (env['CACHE_STORE'] === 'redis') await emptyCaches(options.url, env['ADMIN_TOKEN']!, log);
	};

	look();
	return {
		stop: async () => {
			stopped = true;
			clearTimeout(timer);
			await current;
		},
	};
}

async function emptyCaches(url: string, token: string, log: BackupLog): Promise<void> {
	const answer = await fetch(`${url}/utils/cache/clear?system`, {
		method: 'POST',
		headers: { authorization: `Bearer ${token}` },
	}).catch((error: unknown) => error as Error);
	if (answer instanceof Error || !answer.ok)
		log.warn(
			`the caches could not be emptied after the restore (${answer instanceof Error ? answer.message : answer.status}); restart the server if pages show data from before it`,
		);
}
