import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import knex from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listBackups } from './backup-list.ts';
import { openBackupStore } from './backup-store.ts';
import { takeBackupApart } from './take-backup-apart.ts';

let dataDir: string;
let env: Record<string, string>;

beforeAll(async () => {
	dataDir = await mkdtemp(join(tmpdir(), 'deckhand-apart-'));
	env = {
		DB_CLIENT: 'sqlite3',
		DB_FILENAME: join(dataDir, 'database.sqlite'),
		STORAGE_LOCAL_ROOT: join(dataDir, 'uploads'),
		TEMP_PATH: join(dataDir, 'tmp'),
	};
	// A shop's database as small as a verification accepts: Directus's settings with its project id.
	const db = knex({ client: 'sqlite3', connection: { filename: env['DB_FILENAME']! }, useNullAsDefault: true });
	try {
		await db.schema.createTable('directus_settings', (table) => {
			table.string('project_id');
			table.string('project_name');
		});
		await db('directus_settings').insert({ project_id: 'shop-1', project_name: 'Card Corner' });
	} finally {
		await db.destroy();
	}
	await mkdir(env['STORAGE_LOCAL_ROOT']!, { recursive: true });
	await writeFile(join(env['STORAGE_LOCAL_ROOT']!, 'lotus.jpg'), 'black lotus');
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('takeBackupApart', () => {
	it('takes a verified backup in a process of its own into the store the environment names, saying when the copy is done', async () => {
		let copied = false;
		const manifest = await takeBackupApart({ env, dataDir, kind: 'scheduled', onCopied: () => (copied = true) });
		expect(copied).toBe(true);
		expect(manifest).toMatchObject({
			kind: 'scheduled',
			shop: { id: 'shop-1', name: 'Card Corner' },
			verification: { ok: true, broken: [], error: null },
			written: { files: 2 },
		});
		expect(manifest.files.map((file) => file.path)).toEqual(['database.sqlite', 'uploads/lotus.jpg']);
		const { store } = openBackupStore(env, dataDir);
		expect((await listBackups(store)).map((backup) => backup.id)).toContain(manifest.id);
	}, 60_000);

	it("rejects with the backup's own reason when none could be written", async () => {
		await expect(
			takeBackupApart({ env: { ...env, DB_FILENAME: join(dataDir, 'gone.sqlite') }, dataDir, kind: 'manual' }),
		).rejects.toThrow(`There is no database at ${join(dataDir, 'gone.sqlite')} to back up.`);
	}, 60_000);
});
