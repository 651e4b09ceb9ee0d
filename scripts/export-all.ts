import { join } from 'node:path';
import knex from 'knex';
import { exportAll } from '../server/backup/export-all.ts';
import { PROJECT_ROOT, directusEnv } from '../server/config/directus-env.ts';
import { knexConfig } from '../server/config/knex-config.ts';
import { ensureLocalEnv } from '../server/config/local-env.ts';

/**
 * `npm run export:all [-- <folder>]`: writes every collection and ledger of the shop as CSV, with
 * a README of the columns, into the folder (`data/export-<time>` unless told), from the database
 * `npm start` uses (DECKHAND_DATA_DIR, or DB_* settings for PostgreSQL). Only reads, so it runs
 * while the shop sells: a shop can always leave with its data.
 */
const dataDir = process.env['DECKHAND_DATA_DIR'] ?? join(PROJECT_ROOT, 'data');
const folder = process.argv[2] ?? join(dataDir, `export-${new Date().toISOString().replace(/[:.]/g, '-')}`);
const env = directusEnv({ dataDir, local: ensureLocalEnv(dataDir), overrides: process.env });
const db = knex(knexConfig(env));
try {
	const files = await exportAll(db, folder);
	for (const { file, rows } of files) console.log(`  ${file}: ${rows} rows`);
	const total = files.reduce((sum, file) => sum + file.rows, 0);
	console.log(`exported ${files.length} files, ${total} rows, with README.md, to ${folder}`);
} finally {
	await db.destroy();
}
