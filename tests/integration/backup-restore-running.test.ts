import { execFile } from 'node:child_process';
import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import knex from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
	BACKUP_MANIFEST,
	BACKUP_STATUS_FILE,
	type BackupManifest,
	type BackupStatus,
	type RestoreOutcome,
} from '@deckhand/contract/backups/backup-manifest.ts';
import { updateBackupStatus } from '../../server/backup/backup-status.ts';
import { openBackupStore, type BackupStore } from '../../server/backup/backup-store.ts';
import { withDatabaseCopy } from '../../server/backup/database-copy.ts';
import { takeBackup } from '../../server/backup/take-backup.ts';
import { PROJECT_ROOT } from '../../server/config/directus-env.ts';
import { knexConfig } from '../../server/config/knex-config.ts';
import { callerAt, firstError, signIn, stackInfo, type Caller } from '../harness/api.ts';
import { restoreRequested } from '../harness/backups-status.ts';
import { databaseDigest } from '../harness/database-digest.ts';
import { createSku } from '../harness/fixtures.ts';
import { startTestStack, type TestStack } from '../harness/test-stack.ts';
import { openTestTill, sellOneForCash } from '../harness/tills.ts';

/**
 * A restore asked of a running server (the status page's button, `npm run restore` while it
 * runs), carried out by the process that runs it: one server of the test's own, with the request
 * watcher `npm start` runs, for every case.
 */
let stack: TestStack | undefined;
let owner: Caller;
let store: BackupStore;
let where: string;
let backup: BackupManifest;
const logged: string[] = [];
const quiet = { info: () => {}, warn: (line: string) => logged.push(line), error: (line: string) => logged.push(line) };

beforeAll(async () => {
	stack = await startTestStack({ services: stackInfo().services, restores: quiet });
	owner = callerAt(stack.url, stack.admin.token);
	({ store, where } = openBackupStore({}, stack.dataDir));
}, 180_000);
afterAll(async () => {
	await stack?.destroy();
});

const dataDir = () => stack!.dataDir;
const ping = () => fetch(`${stack!.url}/server/ping`).then((answer) => answer.text());
/** The status page's list, as the backup process writes it after every backup. */
const listBackups = () => updateBackupStatus({ dataDir: dataDir(), store, where, intervalMinutes: 60 });

async function currentDigest() {
	const db = knex(knexConfig(stack!.env));
	try {
		return await databaseDigest(db);
	} finally {
		await db.destroy();
	}
}

/** The outcome the status file holds of a restore of `backupId` asked at `at`, once there is one. */
async function outcomeOf(backupId: string, at: string): Promise<RestoreOutcome> {
	const deadline = Date.now() + 120_000;
	while (Date.now() < deadline) {
		const status = JSON.parse(await readFile(join(dataDir(), BACKUP_STATUS_FILE), 'utf8')) as BackupStatus;
		const last = status.lastRestore;
		if (last?.backupId === backupId && last.at >= at) return last;
		await new Promise((done) => setTimeout(done, 250));
	}
	throw new Error(`no outcome of the restore of ${backupId} within two minutes; logged: ${logged.join(' | ')}`);
}

describe('a restore while the server runs', () => {
	it('asked by the owner, stops the server, puts the backup back exactly, keeps what it replaced and answers again', async () => {
		const { sku } = await createSku(owner, { stock: 100, price: 500 });
		const till = await openTestTill(owner);
		const sell = () => sellOneForCash(owner, sku, till);
		const before = await sell();
		backup = await takeBackup({ env: stack!.env, dataDir: dataDir(), store, kind: 'manual' });
		await listBackups();
		const backedUp = await withDatabaseCopy(
			stack!.env,
			join(where, backup.id, backup.database.file),
			databaseDigest,
		);
		const after = await sell();
		expect(await currentDigest()).not.toEqual(backedUp);

		// Two at once: one is taken, the other refused as one already waiting.
		const asked = await Promise.all(
			[0, 1].map(() => owner.request('POST', '/deckhand/backups/restore', { backupId: backup.id })),
		);
		expect(asked.map((answer) => answer.status).sort()).toEqual([202, 409]);
		const accepted = asked.find((answer) => answer.status === 202)!.body.data;
		const ownerId = (await owner.ok('GET', '/users/me?fields=id')).id;
		expect(accepted).toMatchObject({ backupId: backup.id, by: ownerId });
		expect(firstError(asked.find((answer) => answer.status === 409)!.body).extensions.code).toBe('RESTORE_PENDING');

		const outcome = await outcomeOf(backup.id, accepted.at);
		expect(outcome).toMatchObject({ status: 'restored', reason: null, broken: [] });
		expect(outcome.keptAs).toMatch(/-pre-restore$/);
		expect(await ping()).toBe('pong');
		expect(await currentDigest()).toEqual(backedUp);
		const orders = (await owner.ok('GET', `/items/orders?filter[id][_in]=${before},${after}&fields=id`)) as {
			id: number;
		}[];
		expect(orders.map((order) => order.id)).toEqual([before]);
		expect(await restoreRequested(dataDir())).toBe(false);
	}, 240_000);

	it('refuses the clerk, a visitor and a backup not listed, writing no request', async () => {
		const clerk = callerAt(
			stack!.url,
			(await signIn(stack!.staff.email, stack!.staff.password, stack!.url)).access_token,
		);
		const visitor = callerAt(stack!.url, null);
		const ask = (caller: Caller, backupId: string) =>
			caller.request('POST', '/deckhand/backups/restore', { backupId });
		const refusals = [
			await ask(clerk, backup.id),
			await ask(visitor, backup.id),
			await ask(owner, '2020-01-01T00-00-00-000Z-manual'),
			await ask(owner, ''),
		];
		expect(refusals.map((answer) => [answer.status, firstError(answer.body).extensions.code])).toEqual([
			[403, 'FORBIDDEN'],
			[401, 'FORBIDDEN'],
			[400, 'VALIDATION_FAILED'],
			[400, 'VALIDATION_FAILED'],
		]);
		expect(firstError(refusals[2]!.body)).toMatchObject({
			message: 'There is no backup called 2020-01-01T00-00-00-000Z-manual in the list of backups.',
			extensions: { field: 'backupId' },
		});
		expect(firstError(refusals[3]!.body).extensions.field).toBe('backupId');
		expect(await restoreRequested(dataDir())).toBe(false);
	});

	it('asked with npm run restore, refuses a backup of a newer schema before stopping the server, leaving the data as it was', async () => {
		const newer = `${backup.id}-newer`;
		await cp(join(where, backup.id), join(where, newer), { recursive: true });
		const manifest: BackupManifest = { ...structuredClone(backup), id: newer };
		manifest.versions.migrations.push('999-from-a-newer-deckhand');
		await writeFile(join(where, newer, BACKUP_MANIFEST), JSON.stringify(manifest));
		const current = await currentDigest();
		const serving = stack!.directus.child.pid;

		const run = await promisify(execFile)(process.execPath, [join(PROJECT_ROOT, 'scripts/restore.ts'), newer], {
			env: { ...process.env, DECKHAND_DATA_DIR: dataDir(), PORT: stack!.env['PORT'] },
		}).then(
			(done) => ({ code: 0, stdout: done.stdout }),
			(error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
		);
		expect(run.stdout).toContain(`The server on port ${stack!.env['PORT']} restores ${newer}`);
		expect(run.stdout).toContain(`restore of ${newer}: refused`);
		expect(run.stdout).toContain('999-from-a-newer-deckhand');
		expect(run.code).toBe(1);
		expect(await ping()).toBe('pong');
		expect(stack!.directus.child.pid).toBe(serving);
		expect(await currentDigest()).toEqual(current);
	}, 240_000);
});
