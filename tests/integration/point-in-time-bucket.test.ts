import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeBaseIfDue } from '../../server/backup/base-backup.ts';
import { openBackupStore, type BackupStore } from '../../server/backup/backup-store.ts';
import { archivedFiles } from '../../server/backup/point-in-time.ts';
import { restoreToTime } from '../../server/backup/restore-to-time.ts';
import { ownClusterArchive } from '../../server/backup/wal-archive.ts';
import { ensureDatabase } from '../../server/scale/postgres.ts';
import { clusterOf, onOwnDatabase, ownDatabaseEnv, pushLogToArchive } from '../harness/archiving-postgres.ts';
import { startOwnPostgres, type OwnPostgres } from '../harness/own-postgres.ts';
import { TEST_PROFILE } from '../harness/profile.ts';
import { startS3Server, testBucketEnv, TEST_BUCKET, type S3Server } from '../harness/s3-server.ts';

/**
 * Point in time with an S3-compatible bucket as the backup store: PostgreSQL's archive command is
 * the project's small program writing each segment through the store, the base goes through it too,
 * and the restore fetches both from it. Point in time is the scale-out profile's: the file runs with it.
 */
let s3: S3Server;
let root: string;
let postgres: OwnPostgres;
let store: BackupStore;

describe.runIf(TEST_PROFILE === 'scale')('a restore to a point in time from a bucket', () => {
	beforeAll(async () => {
		s3 = await startS3Server(TEST_BUCKET);
		root = await mkdtemp(join(tmpdir(), 'deckhand-point-in-time-bucket-'));
		await chmod(root, 0o711);
		const bucketEnv = testBucketEnv(s3, 'shop');
		const archive = ownClusterArchive(bucketEnv, root);
		postgres = await startOwnPostgres(archive.settings, archive.env);
		await ensureDatabase(postgres.address, 'deckhand');
		await onOwnDatabase(postgres, (db) =>
			db.schema.createTable('sales', (table) => (table.increments('id'), table.text('note'))),
		);
		({ store } = openBackupStore(bucketEnv, root));
	}, 60_000);
	afterAll(async () => {
		await postgres?.remove();
		await s3?.stop();
		await rm(root, { recursive: true, force: true });
	});

	it('archives the log through the store and restores from it to the moment', async () => {
		const env = ownDatabaseEnv(postgres, join(root, 'tmp'));
		const base = await takeBaseIfDue({ env, dataDir: root, store });
		await onOwnDatabase(postgres, (db) => db('sales').insert({ note: 'A1' }));
		const moment = new Date();
		await new Promise((resolveTimer) => setTimeout(resolveTimer, 50));
		await onOwnDatabase(postgres, (db) => db('sales').insert({ note: 'B1' }));
		await pushLogToArchive(postgres, store);
		await postgres.stop();
		expect((await archivedFiles(store)).length).toBeGreaterThan(0);
		expect(s3.served).toContain('putObject');

		const outcome = await restoreToTime({ env, dataDir: root, store, at: moment, cluster: clusterOf(postgres) });

		expect(outcome).toMatchObject({ status: 'restored', reason: null, backupId: base!.id });
		await postgres.start();
		expect(await onOwnDatabase(postgres, (db) => db('sales').pluck('note'))).toEqual(['A1']);
	}, 90_000);
});
