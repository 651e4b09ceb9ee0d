import { join } from 'node:path';
import knex from 'knex';
import { PROJECT_ROOT, directusEnv } from '../server/config/directus-env.ts';
import { knexConfig } from '../server/config/knex-config.ts';
import { ensureLocalEnv } from '../server/config/local-env.ts';
import { findViolations } from '../server/extensions/deckhand/src/books/invariants.ts';

/**
 * `npm run check:books`: checks the shop's invariants (the extension's `books/invariants.ts`, which
 * the server also runs at start and hourly) on the database `npm start` uses (DECKHAND_DATA_DIR,
 * or DB_* settings for PostgreSQL). Prints each broken rule with up to five rows that break it,
 * and exits 1 if any does: usable from scripts and cron, even while the server is down.
 */
const dataDir = process.env['DECKHAND_DATA_DIR'] ?? join(PROJECT_ROOT, 'data');
const env = directusEnv({ dataDir, local: ensureLocalEnv(dataDir), overrides: process.env });
const db = knex(knexConfig(env));
try {
	const violations = await findViolations(db);
	const broken = Object.entries(violations);
	for (const [rule, rows] of broken)
		console.log(`broken: ${rule}\n  ${rows.map((row) => JSON.stringify(row)).join('\n  ')}`);
	console.log(broken.length === 0 ? 'books: every invariant holds' : `books: ${broken.length} invariant(s) broken`);
	process.exitCode = broken.length === 0 ? 0 : 1;
} finally {
	await db.destroy();
}
