import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { BackupManifest, RestoreOutcome } from '@deckhand/contract/backups/backup-manifest.ts';
import { withDatabase } from '../config/knex-config.ts';
import { readManifest } from './backup-files.ts';
import type { BackupStore } from './backup-store.ts';
import { currentDatabaseExists, currentShop, replaceDatabase, replaceUploads } from './replace-database.ts';
import { fetchWholeBackup, schemaRefusal, shopRefusal } from './restore-checks.ts';
import { takeBackup } from './take-backup.ts';
import { brokenRules } from './verify-backup.ts';

export interface RestoreBackupOptions {
	/** Directus's environment (`directusEnv`): the database and STORAGE_LOCAL_ROOT replaced. */
	env: Record<string, string>;
	dataDir: string;
	store: BackupStore;
	backupId: string;
	/** Refuse a backup of another shop than the current database's (on by default). */
	checkShop?: boolean;
	/** Back up what is replaced first, as a `pre-restore` backup (on by default). */
	keepCurrent?: boolean;
	now?: () => Date;
}

/**
 * A restore checked and fetched, ready to replace the shop's data: `apply` keeps what is replaced
 * (as a `pre-restore` backup), swaps the database and the uploads in and runs the books checker;
 * `dispose` removes the fetched copy, applied or not.
 */
export interface PreparedRestore {
	apply: () => Promise<RestoreOutcome>;
	dispose: () => Promise<void>;
}

/**
 * The part of a restore that can run while the server still serves: every refusal (an unknown
 * manifest, a schema newer than this installation's, a file whose checksum differs, another shop's
 * data) and the fetch of the whole backup. Answers the refusal's outcome, or the prepared restore,
 * which the caller applies with the server stopped; so a refused restore never stops the shop.
 */
export async function prepareRestore(options: RestoreBackupOptions): Promise<RestoreOutcome | PreparedRestore> {
	const { env, dataDir, store, backupId, checkShop = true, keepCurrent = true, now = () => new Date() } = options;
	const outcome = (status: RestoreOutcome['status'], reason: string | null, rest: Partial<RestoreOutcome> = {}) => ({
		backupId,
		status,
		reason,
		keptAs: null,
		broken: [],
		at: now().toISOString(),
		...rest,
	});
	const manifest = await readManifest(store, backupId);
	if (!manifest) return outcome('refused', `There is no finished backup called ${backupId} in the backup store.`);
	const schema = schemaRefusal(manifest);
	if (schema) return outcome('refused', schema);
	const tempRoot = env['TEMP_PATH'] ?? join(dataDir, 'tmp');
	await mkdir(tempRoot, { recursive: true });
	const work = await mkdtemp(join(tempRoot, 'restore-'));
	const dispose = () => rm(work, { recursive: true, force: true });
	try {
		const damaged = await fetchWholeBackup(store, manifest, work);
		const refusal = damaged ?? (checkShop ? shopRefusal(manifest, await currentShop(env)) : null);
		if (refusal) {
			await dispose();
			return outcome('refused', refusal);
		}
	} catch (error) {
		await dispose();
		throw error;
	}
	const apply = async (): Promise<RestoreOutcome> => {
		let keptAs: string | null = null;
		if (keepCurrent && (await currentDatabaseExists(env))) {
			const kept = await takeBackup({ env, dataDir, store, kind: 'pre-restore', now }).catch(() => null);
			if (!kept)
				return outcome(
					'failed',
					'The current data could not be backed up before the restore, so nothing was replaced.',
				);
			keptAs = kept.id;
		}
		return replaceAll(env, dataDir, manifest, work, keptAs, outcome);
	};
	return { apply, dispose };
}

/**
 * Restores a backup in place of the shop's database and uploads; the server must be stopped (the
 * caller's part). Every refusal comes before anything is touched (`prepareRestore`); then what is
 * replaced is kept as a `pre-restore` backup, the database and the uploads are swapped in, and the
 * books checker runs on the restored database.
 */
export async function restoreBackup(options: RestoreBackupOptions): Promise<RestoreOutcome> {
	const prepared = await prepareRestore(options);
	if (!('apply' in prepared)) return prepared;
	try {
		return await prepared.apply();
	} finally {
		await prepared.dispose();
	}
}

async function replaceAll(
	env: Record<string, string>,
	dataDir: string,
	manifest: BackupManifest,
	work: string,
	keptAs: string | null,
	outcome: (
		status: RestoreOutcome['status'],
		reason: string | null,
		rest?: Partial<RestoreOutcome>,
	) => RestoreOutcome,
): Promise<RestoreOutcome> {
	try {
		await replaceDatabase(env, join(work, manifest.database.file));
		await replaceUploads(env['STORAGE_LOCAL_ROOT'] ?? join(dataDir, 'uploads'), join(work, 'uploads'));
	} catch (error) {
		const kept = keptAs ? ` What was there before is kept as the backup ${keptAs}.` : '';
		return outcome(
			'failed',
			`The restore of ${manifest.id} stopped part-way: ${(error as Error).message}.${kept}`,
			{ keptAs },
		);
	}
	const broken = await withDatabase(env, brokenRules);
	return outcome('restored', null, { keptAs, broken });
}
