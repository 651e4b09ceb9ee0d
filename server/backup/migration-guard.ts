import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import knex, { type Knex } from 'knex';
import { knexConfig, withDatabase } from '../config/knex-config.ts';
import { MIGRATION_NAMES } from '../schema/ledger-tables/index.ts';
import { openBackupStore } from './backup-store.ts';
import { restoreBackup } from './restore-backup.ts';
import { takeBackup } from './take-backup.ts';
import { installedVersions } from './verify-backup.ts';

/** What a start brings the database to: the schema snapshot, Directus's own migrations (its version) and Deckhand's. */
async function fingerprintOf(snapshot: string): Promise<string> {
	return createHash('sha256')
		.update(await readFile(snapshot))
		.update(`\0${installedVersions().directus}\0${MIGRATION_NAMES.join(',')}`)
		.digest('hex');
}

/** The shop's database as it stands, or null when there is none yet (a first start has nothing to protect). */
async function existingDatabase(env: Record<string, string>): Promise<Knex | null> {
	if (env['DB_CLIENT'] === 'sqlite3' && !existsSync(env['DB_FILENAME']!)) return null;
	const database = knex(knexConfig(env));
	try {
		await database('directus_settings').first('id');
		return database;
	} catch {
		await database.destroy();
		return null;
	}
}

async function migratedFingerprint(database: Knex): Promise<string | null> {
	try {
		return (
			((await database('schema_fingerprint').where('id', 1).first('value')) as { value: string } | undefined)
				?.value ?? null
		);
	} catch {
		// A database from before the fingerprint was kept: it will be migrated.
		return null;
	}
}

export interface MigrationGuard {
	/** The backup taken before migrating; null when nothing was to migrate, or there was no database. */
	backupId: string | null;
	/** Records that the database now stands at this start's schema. */
	migrated: () => Promise<void>;
	/** Puts the database back as it was before the migration, and throws why the migration failed. */
	rollBack: (error: unknown) => Promise<never>;
}

/**
 * A start that is about to change the schema (a newer snapshot, Directus or migration of
 * Deckhand's than the database was last brought to) first backs the database up, verified as
 * every backup is. If any step of the migration then fails, that backup is restored, so the
 * server never starts on a half-migrated database, and the error says so.
 */
export async function guardMigrations(options: {
	env: Record<string, string>;
	dataDir: string;
	snapshot: string;
}): Promise<MigrationGuard> {
	const { env, dataDir } = options;
	const fingerprint = await fingerprintOf(options.snapshot);
	const database = await existingDatabase(env);
	let backupId: string | null = null;
	if (database) {
		const current = await migratedFingerprint(database);
		await database.destroy();
		if (current !== fingerprint) {
			const manifest = await takeBackup({
				env,
				dataDir,
				store: openBackupStore(env, dataDir).store,
				kind: 'pre-migration',
			});
			backupId = manifest.id;
		}
	}
	return {
		backupId,
		migrated: () =>
			withDatabase(env, async (after) => {
				const row = { id: 1, value: fingerprint, migrated_at: new Date() };
				await after('schema_fingerprint').insert(row).onConflict('id').merge();
			}),
		rollBack: async (error) => {
			const reason = error instanceof Error ? error.message : String(error);
			if (!backupId) throw error;
			const outcome = await restoreBackup({
				env,
				dataDir,
				store: openBackupStore(env, dataDir).store,
				backupId,
				checkShop: false,
				keepCurrent: false,
			});
			const back =
				outcome.status === 'restored'
					? `the database is back as it was before it (backup ${backupId})`
					: `and the database could not be put back (${outcome.reason}): restore backup ${backupId} with npm run restore`;
			throw new Error(
				`The schema migration failed, ${back}; the server does not start half-migrated.\n${reason}`,
				{
					cause: error,
				},
			);
		},
	};
}
