import { randomUUID } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import knex, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKUP_MANIFEST, type BackupManifest } from '@deckhand/contract/backups/backup-manifest.ts';
import { keepBackups } from '../../server/backup/backup-keeper.ts';
import { listBackups } from '../../server/backup/backup-list.ts';
import { openBackupStore, type BackupStore } from '../../server/backup/backup-store.ts';
import { databaseClient, dropPgDatabase, withDatabaseCopy } from '../../server/backup/database-copy.ts';
import { restoreBackup } from '../../server/backup/restore-backup.ts';
import { takeBackup } from '../../server/backup/take-backup.ts';
import { databaseFacts } from '../../server/backup/verify-backup.ts';
import { knexConfig } from '../../server/config/knex-config.ts';
import { callerAt, stackInfo, type Caller } from '../harness/api.ts';
import { databaseDigest } from '../harness/database-digest.ts';
import { createSku } from '../harness/fixtures.ts';
import { startTestStack, type TestStack } from '../harness/test-stack.ts';
import { openTestTill, sellOneForCash } from '../harness/tills.ts';

let stack: TestStack | undefined;
let admin: Caller;
let store: BackupStore;
let backupsRoot: string;
/** The drill's backup, restored, then copied with one fault each for the refusals. */
let backup: BackupManifest;
let before: number[];
let after: number[];

beforeAll(async () => {
	stack = await startTestStack({ services: stackInfo().services });
	admin = callerAt(stack.url, stack.admin.token);
	({ store, where: backupsRoot } = openBackupStore({}, stack.dataDir));
}, 180_000);
afterAll(async () => {
	await stack?.destroy();
});

const env = () => stack!.env;

async function withCurrentDatabase<T>(work: (db: Knex) => Promise<T>): Promise<T> {
	const db = knex(knexConfig(env()));
	try {
		return await work(db);
	} finally {
		await db.destroy();
	}
}

/** Every file of the uploads folder, relative to it. */
async function uploads(): Promise<string[]> {
	const root = env()['STORAGE_LOCAL_ROOT']!;
	const entries = await readdir(root, { recursive: true, withFileTypes: true });
	return entries
		.filter((entry) => entry.isFile())
		.map((entry) => relative(root, join(entry.parentPath, entry.name)))
		.sort();
}

/** A copy of the drill's backup under a new id, its manifest changed and its files as `damage` leaves them. */
async function faultyCopy(
	fault: string,
	change: (manifest: BackupManifest) => void,
	damage?: (folder: string) => Promise<void>,
) {
	const id = `${backup.id}-${fault}`;
	await cp(join(backupsRoot, backup.id), join(backupsRoot, id), { recursive: true });
	const manifest: BackupManifest = { ...structuredClone(backup), id };
	change(manifest);
	await writeFile(join(backupsRoot, id, BACKUP_MANIFEST), JSON.stringify(manifest));
	await damage?.(join(backupsRoot, id));
	return id;
}

describe('the backup drill', () => {
	it('backs up mid-sale, and after the database is destroyed restores exactly the backed-up state with the books green', async () => {
		const { sku } = await createSku(admin, { stock: 100, price: 500 });
		const till = await openTestTill(admin);
		const sell = () => sellOneForCash(admin, sku, till);
		before = [await sell(), await sell(), await sell()];
		const [taken] = await Promise.all([
			takeBackup({ env: env(), dataDir: stack!.dataDir, store, kind: 'manual' }),
			...Array.from({ length: 6 }, sell),
		]);
		backup = taken;
		after = [await sell(), await sell(), await sell()];
		expect(backup.verification).toMatchObject({ ok: true, broken: [], error: null });
		expect(backup.files.map((file) => file.path)).toEqual([
			backup.database.file,
			...(await uploads()).map((path) => `uploads/${path}`),
		]);
		const copy = await withDatabaseCopy(env(), join(backupsRoot, backup.id, backup.database.file), async (db) => ({
			digest: await databaseDigest(db),
			orders: (await db('orders').pluck('id')) as number[],
		}));
		expect(copy.orders).toEqual(expect.arrayContaining(before));
		expect(copy.orders.filter((id) => after.includes(id))).toEqual([]);
		const uploadsBefore = await uploads();

		await stack!.stop();
		if (databaseClient(env()) === 'pg') await dropPgDatabase(env(), env()['DB_DATABASE']!);
		else for (const end of ['', '-wal', '-shm']) await rm(`${env()['DB_FILENAME']}${end}`, { force: true });
		await rm(env()['STORAGE_LOCAL_ROOT']!, { recursive: true, force: true });

		const outcome = await restoreBackup({ env: env(), dataDir: stack!.dataDir, store, backupId: backup.id });
		expect(outcome).toMatchObject({ status: 'restored', reason: null, keptAs: null, broken: [] });
		await withCurrentDatabase(async (db) => {
			expect(await databaseDigest(db)).toEqual(copy.digest);
			expect((await databaseFacts(db)).rowCounts).toEqual(backup.rowCounts);
		});
		expect(await uploads()).toEqual(uploadsBefore);
	}, 180_000);

	it('refuses, by name and replacing nothing, a damaged file, a newer schema and another shop', async () => {
		const current = await withCurrentDatabase(databaseDigest);
		const listed = (await listBackups(store)).length;
		const flipped = await faultyCopy(
			'flipped',
			() => {},
			async (folder) => {
				const file = join(folder, backup.database.file);
				const bytes = await readFile(file);
				bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
				await writeFile(file, bytes);
			},
		);
		const newer = await faultyCopy('newer', (manifest) =>
			manifest.versions.migrations.push('999-from-a-newer-deckhand'),
		);
		const otherShop = { id: randomUUID(), name: 'The Other Card Shop' };
		const foreign = await faultyCopy('foreign', (manifest) => (manifest.shop = otherShop));

		const restore = (backupId: string) => restoreBackup({ env: env(), dataDir: stack!.dataDir, store, backupId });
		expect(await restore(flipped)).toMatchObject({ status: 'refused', keptAs: null });
		expect((await restore(flipped)).reason).toContain(
			`its file ${backup.database.file} is not the file that was backed up`,
		);
		expect((await restore(newer)).reason).toContain('newer Deckhand');
		expect((await restore(newer)).reason).toContain('999-from-a-newer-deckhand');
		const refusedForeign = await restore(foreign);
		expect(refusedForeign.status).toBe('refused');
		for (const name of [otherShop.name, otherShop.id, backup.shop.name, backup.shop.id])
			expect(refusedForeign.reason).toContain(name);

		expect(await withCurrentDatabase(databaseDigest)).toEqual(current);
		expect((await listBackups(store)).length, 'no pre-restore backup: nothing was replaced').toBe(listed + 3);

		// A restore over a database that exists keeps what it replaces first.
		const again = await restore(backup.id);
		expect(again).toMatchObject({ status: 'restored', broken: [] });
		expect((await listBackups(store)).find((each) => each.id === again.keptAs)).toMatchObject({
			kind: 'pre-restore',
			verification: { ok: true },
		});
	}, 180_000);

	it('serves the restored shop after a start on the same data folder: the sales before the backup, none after', async () => {
		stack = await startTestStack({ dataDir: stack!.dataDir, services: stackInfo().services });
		admin = callerAt(stack.url, stack.admin.token);
		const ids = [...before, ...after].join(',');
		const orders = await admin.ok('GET', `/items/orders?filter[id][_in]=${ids}&fields=id&sort=id`);
		expect(orders.map((order: { id: number }) => order.id)).toEqual(before);
	}, 180_000);

	it('keeps backups on a schedule, every interval the shop sets: the first at once into an empty store, verified, and shown on the status page', async () => {
		const said: string[] = [];
		const log = {
			info: (m: string) => said.push(m),
			warn: (m: string) => said.push(m),
			error: (m: string) => said.push(m),
		};
		const emptyStore = await mkdtemp(join(tmpdir(), 'deckhand-backups-'));
		// The shop's setting wins over the installation's (60 unless told).
		await admin.ok('PATCH', '/items/shop_settings', { backup_interval_minutes: 15 });
		const keeper = await keepBackups({
			env: { ...env(), DECKHAND_BACKUP_ROOT: emptyStore },
			dataDir: stack!.dataDir,
			log,
		});
		try {
			await expect
				.poll(async () => (await admin.ok('GET', '/deckhand/backups')).newest?.kind, {
					timeout: 60_000,
					interval: 500,
				})
				.toBe('scheduled');
			const report = await admin.ok('GET', '/deckhand/backups');
			expect(report).toMatchObject({
				status: 'read',
				stale: false,
				failing: false,
				file: { where: emptyStore, intervalMinutes: 15 },
			});
			expect(report.newest.verification).toMatchObject({ ok: true, broken: [] });
			expect(said).toEqual([
				`backups every 15 minutes to ${emptyStore}`,
				expect.stringMatching(/^backup .+-scheduled taken and verified \(\d+ bytes\)$/),
			]);
		} finally {
			await keeper.stop();
			await admin.ok('PATCH', '/items/shop_settings', { backup_interval_minutes: null });
			await rm(emptyStore, { recursive: true, force: true });
		}
	}, 120_000);
});
