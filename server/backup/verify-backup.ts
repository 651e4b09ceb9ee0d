import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Knex } from 'knex';
import type { BackupManifest, BackupVerification } from '@deckhand/contract/backups/backup-manifest.ts';
import { PROJECT_ROOT } from '../config/directus-env.ts';
import { findViolations } from '../extensions/deckhand/src/books/invariants.ts';
import { isSqlite } from '../extensions/deckhand/src/db.ts';
import { MIGRATION_NAMES, MIGRATIONS_TABLE } from '../schema/ledger-tables/index.ts';
import { withDatabaseCopy } from './database-copy.ts';

/** What a database says of itself: the facts a manifest records of the copy. */
export type DatabaseFacts = Pick<BackupManifest, 'shop' | 'rowCounts'> & { migrations: string[] };

const versionOf = (packageJson: string) =>
	(JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string }).version;

/** The versions of this installation: Deckhand's, and the Directus it runs. */
export function installedVersions(): { deckhand: string; directus: string } {
	return {
		deckhand: versionOf(join(PROJECT_ROOT, 'package.json')),
		directus: versionOf(join(PROJECT_ROOT, 'node_modules/directus/package.json')),
	};
}

/** Every table of the database, Directus's own included, by name. */
export async function tableNames(db: Knex): Promise<string[]> {
	const rows: Array<{ name: string }> = isSqlite(db)
		? await db('sqlite_master').where('type', 'table').whereNot('name', 'like', 'sqlite_%').select('name')
		: await db('information_schema.tables')
				.where({ table_schema: 'public', table_type: 'BASE TABLE' })
				.select({ name: 'table_name' });
	return rows.map((row) => row.name).sort();
}

/** The shop a database is of: Directus's project id, made once per database, and its name; null for a database without a shop yet. */
export async function shopOf(db: Knex): Promise<BackupManifest['shop'] | null> {
	if (!(await db.schema.hasTable('directus_settings'))) return null;
	const row = await db('directus_settings').first('project_id', 'project_name');
	return row?.['project_id'] ? { id: String(row['project_id']), name: String(row['project_name'] ?? '') } : null;
}

async function appliedMigrations(db: Knex): Promise<string[]> {
	if (!(await db.schema.hasTable(MIGRATIONS_TABLE))) return [];
	return (await db(MIGRATIONS_TABLE).orderBy('id').select('name')).map((row: { name: string }) => row.name);
}

/**
 * The rules the books checker finds broken in a database. Its rules are this release's, written
 * for this release's schema: a database of an older one (a backup taken before a migration, or
 * restored to undo one) is checked once a start has migrated it, not before, where a rule could
 * only fail on a column the migration had yet to add.
 */
export async function brokenRules(db: Knex): Promise<string[]> {
	const migrations = await appliedMigrations(db);
	if (migrations.join() !== MIGRATION_NAMES.join()) return [];
	return Object.keys(await findViolations(db));
}

export async function databaseFacts(db: Knex): Promise<DatabaseFacts> {
	const rowCounts: Record<string, number> = {};
	for (const table of await tableNames(db))
		rowCounts[table] = Number((await db(table).count({ n: '*' }).first())?.['n'] ?? 0);
	return { shop: (await shopOf(db)) ?? { id: '', name: '' }, rowCounts, migrations: await appliedMigrations(db) };
}

/**
 * Verifies a database's copy the only way that proves it restores: opens it as a database (SQLite's
 * copy as the file a restore puts in place, PostgreSQL's dump loaded into a throw-away database),
 * counts its rows and runs the books checker there. Never throws: a copy that cannot be
 * loaded is a failed verification, said in `error`.
 */
export async function verifyDatabaseCopy(
	env: Record<string, string>,
	file: string,
	now: () => Date,
): Promise<{ verification: BackupVerification; facts: DatabaseFacts }> {
	try {
		const { facts, broken } = await withDatabaseCopy(env, file, async (db) => ({
			facts: await databaseFacts(db),
			broken: await brokenRules(db),
		}));
		const error = facts.shop.id ? null : 'the copy holds no shop (no project id in directus_settings)';
		return {
			verification: { ok: broken.length === 0 && error === null, at: now().toISOString(), broken, error },
			facts,
		};
	} catch (error) {
		return {
			verification: {
				ok: false,
				at: now().toISOString(),
				broken: [],
				error: String((error as Error)?.message ?? error),
			},
			facts: { shop: { id: '', name: '' }, rowCounts: {}, migrations: [] },
		};
	}
}
