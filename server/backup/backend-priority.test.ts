import { randomUUID } from 'node:crypto';
import { getPriority } from 'node:os';
import type { Knex } from 'knex';
import { describe, expect, it, vi } from 'vitest';
import { knexConfig, withDatabase, withKnex } from '../config/knex-config.ts';
import { findBinDir } from '../scale/postgres.ts';
import { withBackendAtLowestPriority } from './backend-priority.ts';
import { withCheckingPostgres } from './checking-postgres.ts';

const DIRECTUS_ENV = { DB_CLIENT: 'pg', DB_DATABASE: 'shop' };

async function backendPid(db: Knex): Promise<number> {
	const { rows } = (await db.raw('select pg_backend_pid() as pid')) as { rows: { pid: number }[] };
	return rows[0]!.pid;
}

describe('withBackendAtLowestPriority', () => {
	it.skipIf(!findBinDir())(
		"lowers the named session's backend on this machine, and no other; a failing client's error passes on",
		async () => {
			await withCheckingPostgres(DIRECTUS_ENV, (env) =>
				withDatabase(env, async (db) => {
					const name = `deckhand-test-${randomUUID()}`;
					const config = knexConfig(env);
					const connection = { ...(config.connection as Knex.PgConnectionConfig), application_name: name };
					const [lowered, answer] = await withBackendAtLowestPriority(db, name, () =>
						withKnex({ ...config, connection }, async (named) => {
							const pid = await backendPid(named);
							await vi.waitFor(() => expect(getPriority(pid)).toBe(19), { timeout: 10_000 });
							return [pid, (await named.raw('select 1 as one')).rows[0].one as number];
						}),
					);
					expect(answer).toBe(1);
					expect(lowered).not.toBe(await backendPid(db));
					// The session serving Deckhand's own connection keeps the server's priority, which is its starter's.
					expect(getPriority(await backendPid(db))).toBe(getPriority());
					await expect(
						withBackendAtLowestPriority(db, `${name}-failing`, () =>
							Promise.reject(new Error('pg_dump failed')),
						),
					).rejects.toThrow('pg_dump failed');
				}),
			);
		},
		60_000,
	);
});
