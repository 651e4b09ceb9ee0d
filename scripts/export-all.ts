import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import knex from 'knex';
import { exportAll, type ExportSink } from '../server/extensions/deckhand/src/exports/shop-export/export-all.ts';
import { PROJECT_ROOT, SNAPSHOT_FILE, directusEnv } from '../server/config/directus-env.ts';
import { knexConfig } from '../server/config/knex-config.ts';
import { ensureLocalEnv } from '../server/config/local-env.ts';

/**
 * `npm run export:all [-- <folder>]`: writes every collection and ledger of the shop as CSV, with
 * a README of the columns, into the folder (`data/export-<time>` unless told), from the database
 * `npm start` uses (DECKHAND_DATA_DIR, or DB_* settings for PostgreSQL). Only reads, so it runs
 * while the shop sells: a shop can always leave with its data. The owner's button on the status
 * page downloads the same files as one zip (`/deckhand/exports/all.zip`).
 */
const dataDir = process.env['DECKHAND_DATA_DIR'] ?? join(PROJECT_ROOT, 'data');
const folder = process.argv[2] ?? join(dataDir, `export-${new Date().toISOString().replace(/[:.]/g, '-')}`);
const env = directusEnv({ dataDir, local: ensureLocalEnv(dataDir), overrides: process.env });
const db = knex(knexConfig(env));
const intoFolder: ExportSink = { write: (file, content) => pipeline(content, createWriteStream(join(folder, file))) };
try {
	await mkdir(folder, { recursive: true });
	const files = await exportAll(db, intoFolder, SNAPSHOT_FILE);
	for (const { file, rows } of files) console.log(`  ${file}: ${rows} rows`);
	const total = files.reduce((sum, file) => sum + file.rows, 0);
	console.log(`exported ${files.length} files, ${total} rows, with README.md, to ${folder}`);
} finally {
	await db.destroy();
}
