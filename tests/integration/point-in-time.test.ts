import { chmod, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import knex from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeBaseIfDue, type BaseBackup } from '../../server/backup/base-backup.ts';
import { openBackupStore, type BackupStore } from '../../server/backup/backup-store.ts';
import { archivedFiles } from '../../server/backup/point-in-time.ts';
import { prepareWalArchive, walArchiveSettings } from '../../server/backup/wal-archive.ts';
import { pointInTimeRange, restoreToTime } from '../../server/backup/restore-to-time.ts';
import { copyDatabase, loadPgCopy } from '../../server/backup/database-copy.ts';
import { stackInfo } from '../harness/api.ts';
import { TEST_PROFILE } from '../harness/profile.ts';
import { clusterOf, onOwnDatabase, ownDatabaseEnv, pushLogToArchive } from '../harness/archiving-postgres.ts';
import { startOwnPostgres, type OwnPostgres } from '../harness/own-postgres.ts';

/**
 * Point in time on a PostgreSQL of the test's own, archiving its log into a backup store: a base
 * backup, rows A, a noted moment, rows B, and a restore to that moment brings back A without B.
 * Its database starts as a copy of the shared shop's, so the books checker runs on real books, and
 * B also breaks them (stock changed without a stock movement): the restore before B finds them
 * balanced, the restore after B finds the rule B broke. Point in time is the scale-out profile's,
 * so the file runs with it (and with it, the shop is in PostgreSQL to copy).
 */
const STOCK_RULE = 'sku quantity equals the sum of its movements';
let root: string;
let postgres: OwnPostgres;
let store: BackupStore;
let env: Record<string, string>;
let base: BaseBackup | null;

const onDatabase = <T>(work: (db: knex.Knex) => Promise<T>) => onOwnDatabase(postgres, work);
const notes = () => onDatabase(async (db) => (await db('sales').orderBy('id').select('note')).map((row) => row.note));
const cluster = () => clusterOf(postgres);

/** A row of notes; with the shop, in the same transaction, a sku's stock changed without a stock movement. */
const writeBreakingTheBooks = (note: string) =>
	onDatabase((db) =>
		db.transaction(async (trx) => {
			await trx('sales').insert({ note });
			await trx('skus').where('id', trx('skus').min('id')).increment('quantity', 1);
		}),
	);

describe.runIf(TEST_PROFILE === 'scale')('a restore to a point in time', () => {
	beforeAll(async () => {
		root = await mkdtemp(join(tmpdir(), 'deckhand-point-in-time-'));
		// PostgreSQL runs as its own user when the tests run as root: it must reach the archive.
		await chmod(root, 0o711);
		const storeRoot = join(root, 'backups');
		prepareWalArchive(join(storeRoot, 'wal'));
		postgres = await startOwnPostgres(walArchiveSettings(join(storeRoot, 'wal')));
		env = ownDatabaseEnv(postgres, join(root, 'tmp'));
		const copy = join(root, 'shop.pgdump');
		await copyDatabase(stackInfo().env, copy);
		await loadPgCopy(env, copy, 'deckhand');
		await onDatabase((db) =>
			db.schema.createTable('sales', (table) => (table.increments('id'), table.text('note'))),
		);
		({ store } = openBackupStore({ DECKHAND_BACKUP_ROOT: storeRoot }, root));
		base = await takeBaseIfDue({ env, dataDir: root, store });
	}, 60_000);
	afterAll(async () => {
		await postgres?.remove();
		await rm(root, { recursive: true, force: true });
	});

	it('takes a base backup when none exists, and no second one the same day', async () => {
		expect(base?.files.map((file) => file.path).sort()).toEqual(['backup_manifest', 'base.tar.gz']);
		expect(await takeBaseIfDue({ env, dataDir: root, store })).toBeNull();
	});

	it('brings back the rows written before the moment and none written after it', async () => {
		await onDatabase((db) => db('sales').insert([{ note: 'A1' }, { note: 'A2' }]));
		const moment = new Date();
		await new Promise((resolveTimer) => setTimeout(resolveTimer, 50));
		await writeBreakingTheBooks('B1');
		await pushLogToArchive(postgres, store);
		await postgres.stop();
		// A segment closed early is 16 MB of which PostgreSQL zeroes the unused rest: gzipped, next to nothing.
		const newest = (await archivedFiles(store)).filter((name) => !name.endsWith('.history')).at(-1);
		expect((await store.stat(`wal/${newest}.gz`)).size).toBeLessThan(1_000_000);

		const outcome = await restoreToTime({ env, dataDir: root, store, at: moment, cluster: cluster() });

		expect(outcome).toMatchObject({ status: 'restored', reason: null, backupId: base!.id, broken: [] });
		expect(outcome.keptAs).toMatch(/postgres\.before-restore-/);
		expect(await readdir(outcome.keptAs!)).toContain('PG_VERSION');
		await postgres.start();
		expect(await notes()).toEqual(['A1', 'A2']);
	}, 60_000);

	it('restores to the end of the archive when nothing was committed after the moment asked', async () => {
		await writeBreakingTheBooks('C1');
		await pushLogToArchive(postgres, store);
		await postgres.stop();
		const range = await pointInTimeRange(store);

		const outcome = await restoreToTime({ env, dataDir: root, store, at: range!.to, cluster: cluster() });

		expect(outcome).toMatchObject({ status: 'restored', reason: null });
		expect(outcome.broken).toContain(STOCK_RULE);
		await postgres.start();
		expect(await notes()).toEqual(['A1', 'A2', 'C1']);
	}, 60_000);

	it('refuses a moment before the oldest base or after the last archived log by name, replacing nothing', async () => {
		await postgres.stop();
		const range = (await pointInTimeRange(store))!;
		const folders = await readdir(dirname(postgres.dir));
		for (const at of [new Date(range.from.getTime() - 3_600_000), new Date(range.to.getTime() + 3_600_000)]) {
			const outcome = await restoreToTime({ env, dataDir: root, store, at, cluster: cluster() });
			expect(outcome.status).toBe('refused');
			expect(outcome.reason).toContain('is outside what the backup store can restore: from');
			expect(outcome.reason).toContain(range.from.toISOString().slice(0, 19).replace('T', ' '));
			expect(outcome.reason).toContain(range.to.toISOString().slice(0, 19).replace('T', ' '));
		}
		expect(await readdir(dirname(postgres.dir))).toEqual(folders);
		await postgres.start();
		expect(await notes()).toEqual(['A1', 'A2', 'C1']);
	}, 60_000);
});
