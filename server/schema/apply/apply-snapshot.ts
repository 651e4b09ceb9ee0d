import { readFile } from 'node:fs/promises';
import { load } from 'js-yaml';
import { withoutVendorNoise, type SnapshotDiff } from './vendor-noise.ts';

/**
 * `directus schema apply`, with one difference: what differs only by database vendor is left
 * alone (`vendor-noise.ts`), so the one committed snapshot applies to SQLite and PostgreSQL alike,
 * at every start. Run as a child process with Directus's environment (`runSchemaApply`):
 * Directus's modules read their settings and open their database as they load. They are loaded
 * from where Directus is installed, as its own CLI loads them.
 */
const [file] = process.argv.slice(2);
if (!file) throw new Error('usage: apply-snapshot.ts <snapshot.yaml>');

const directus = async <T>(path: string) => (await import(import.meta.resolve(`@directus/api/${path}`))) as T;
const { default: getDatabase } = await directus<{ default: () => import('knex').Knex }>('database/index');
const { getSnapshot } = await directus<{
	getSnapshot: (options: { database: import('knex').Knex }) => Promise<unknown>;
}>('utils/schema/get-snapshot');
const { getSnapshotDiff } = await directus<{ getSnapshotDiff: (current: unknown, wanted: unknown) => SnapshotDiff }>(
	'utils/schema/get-snapshot-diff',
);
const { applySnapshot } = await directus<{
	applySnapshot: (
		wanted: unknown,
		options: { current: unknown; diff: SnapshotDiff; database: import('knex').Knex },
	) => Promise<void>;
}>('utils/schema/apply-snapshot');
const { getLicenseManager } = await directus<{ getLicenseManager: () => { initialize: () => Promise<void> } }>(
	'license/manager',
);

const database = getDatabase();
try {
	const wanted = load(await readFile(file, 'utf8'));
	const current = await getSnapshot({ database });
	const diff = withoutVendorNoise(getSnapshotDiff(current, wanted));
	const changes = diff.collections.length + diff.fields.length + diff.systemFields.length + diff.relations.length;
	if (changes > 0) {
		await getLicenseManager().initialize();
		await applySnapshot(wanted, { current, diff, database });
	}
	console.log(`schema: ${changes} change(s) applied`);
} finally {
	await database.destroy();
}
// Directus's modules keep timers and connections (cache, bus) open; this process's work is done.
process.exit(0);
