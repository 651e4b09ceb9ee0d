import knex from 'knex';
import { afterAll, describe, expect, it } from 'vitest';
import { knexConfig } from '../../server/config/knex-config.ts';
import { listBackups } from '../../server/backup/backup-list.ts';
import { openBackupStore } from '../../server/backup/backup-store.ts';
import { stackInfo } from '../harness/api.ts';
import { databaseDigest } from '../harness/database-digest.ts';
import { newerSnapshot } from '../harness/newer-snapshot.ts';
import { startTestStack, type TestStack } from '../harness/test-stack.ts';

let stack: TestStack | undefined;
let dataDir: string | undefined;

afterAll(async () => {
	await stack?.destroy();
});

async function digestOf(env: Record<string, string>) {
	const database = knex(knexConfig(env));
	try {
		return {
			digest: await databaseDigest(database),
			customerColumns: Object.keys(await database('customers').columnInfo()),
		};
	} finally {
		await database.destroy();
	}
}

describe('an upgrade whose migration fails', () => {
	it('backs the database up first, puts it back as it was, says why, and starts again on the old schema', async () => {
		stack = await startTestStack({ services: stackInfo().services });
		({ dataDir } = stack);
		const { env } = stack;
		await stack.stop();
		const before = await digestOf(env);

		// The first new field is added, then the second cannot be: a half-made migration.
		const failing = await newerSnapshot(dataDir, [
			{ field: 'loyalty_tier' },
			{ field: 'member_code', required: true },
		]);
		const refused = await startTestStack({ dataDir, services: stackInfo().services, snapshot: failing }).then(
			() => null,
			(error: Error) => error.message,
		);
		expect(refused).toMatch(
			/^The schema migration failed, the database is back as it was before it \(backup .+-pre-migration\)/,
		);
		expect(refused).toContain('member_code');

		const after = await digestOf(env);
		expect(after.customerColumns).not.toContain('loyalty_tier');
		expect(after.digest).toEqual(before.digest);
		const backups = await listBackups(openBackupStore(env, dataDir).store);
		expect(backups.map((backup) => backup.kind)).toEqual(['pre-migration']);
		expect(backups[0]!.verification.ok).toBe(true);

		// The same release started again finds nothing to migrate: no second backup, the shop serves.
		stack = await startTestStack({ dataDir, services: stackInfo().services });
		const health = await fetch(`${stack.url}/server/ping`);
		expect(await health.text()).toBe('pong');
		expect(await listBackups(openBackupStore(env, dataDir).store)).toHaveLength(1);
	}, 240_000);
});
