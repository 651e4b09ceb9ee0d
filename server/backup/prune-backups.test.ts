import { mkdtemp, rm, utimes, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DriverLocal } from '@directus/storage-driver-local';
import { BACKUP_FORMAT, type BackupManifest } from '@deckhand/contract/backups/backup-manifest.ts';
import { backupId, writeManifest } from './backup-files.ts';
import { listBackups } from './backup-list.ts';
import { DEFAULT_RETENTION, pruneBackups } from './retention.ts';

let root: string;
let store: DriverLocal;
const now = new Date('2026-12-06T12:30:00.000Z');

beforeEach(async () => {
	root = await mkdtemp(join(tmpdir(), 'deckhand-prune-'));
	store = new DriverLocal({ root });
});
afterEach(() => rm(root, { recursive: true, force: true }));

async function finished(minutesAgo: number): Promise<string> {
	const takenAt = new Date(now.getTime() - minutesAgo * 60_000);
	const id = backupId(takenAt, 'scheduled');
	const manifest: BackupManifest = {
		format: BACKUP_FORMAT,
		id,
		kind: 'scheduled',
		takenAt: takenAt.toISOString(),
		durationMs: 1,
		shop: { id: 'shop', name: 'Shop' },
		versions: { deckhand: '0.1.0', directus: '12.4.0', migrations: [] },
		database: { client: 'sqlite3', file: 'database.sqlite' },
		rowCounts: {},
		files: [],
		bytes: 0,
		verification: { ok: true, at: takenAt.toISOString(), broken: [], error: null },
	};
	await writeManifest(store, manifest);
	return id;
}

/** A folder with a database copy and no manifest, last written `hoursAgo`. */
async function unfinished(name: string, hoursAgo: number): Promise<void> {
	const file = join(root, name, 'database.sqlite');
	await mkdir(join(root, name));
	await writeFile(file, 'copy');
	const at = new Date(now.getTime() - hoursAgo * 3_600_000);
	await utimes(file, at, at);
}

describe('pruneBackups', () => {
	it('deletes what the rule no longer keeps and unfinished folders over a day old, and nothing else', async () => {
		const newest = await finished(1);
		const sameHour = await finished(20);
		const yesterday = await finished(26 * 60);
		await unfinished('2026-01-01T00-00-00-000Z-scheduled', 30);
		await unfinished('in-progress', 1);
		const deleted = await pruneBackups(store, DEFAULT_RETENTION, now);
		expect(deleted.sort()).toEqual(['2026-01-01T00-00-00-000Z-scheduled', sameHour]);
		expect((await listBackups(store)).map((backup) => backup.id)).toEqual([newest, yesterday]);
		expect(await store.exists('in-progress/database.sqlite')).toBe(true);
		expect(await store.exists('2026-01-01T00-00-00-000Z-scheduled/database.sqlite')).toBe(false);
	});
});
