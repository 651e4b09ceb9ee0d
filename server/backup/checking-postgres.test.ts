import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withDatabase } from '../config/knex-config.ts';
import { findBinDir } from '../scale/postgres.ts';
import { withCheckingPostgres } from './checking-postgres.ts';

/** Directus's environment on the scale-out profile, pointing at a server this test never reaches. */
const DIRECTUS_ENV = {
	DB_CLIENT: 'pg',
	DB_CONNECTION_STRING: 'postgres://deckhand:secret@192.0.2.1:5432/shop',
	DB_DATABASE: 'shop',
};

describe('withCheckingPostgres', () => {
	it.skipIf(!findBinDir())(
		'checks in a PostgreSQL of its own, durability off, on one core, and removes it afterwards',
		async () => {
			let folder = '';
			const seen = await withCheckingPostgres(DIRECTUS_ENV, (env) =>
				withDatabase(env, async (db) => {
					const settings = await db.raw(
						"select current_setting('fsync') as fsync, current_setting('max_parallel_workers_per_gather') as parallel, current_setting('data_directory') as folder, current_database() as name",
					);
					folder = settings.rows[0].folder as string;
					return { env, ...settings.rows[0] };
				}),
			);
			expect(seen).toMatchObject({ fsync: 'off', parallel: '0', name: 'postgres' });
			// Not Directus's server: the shop's connection string is not passed on.
			expect(seen.env['DB_CONNECTION_STRING']).toBeUndefined();
			expect(seen.env['DB_HOST']).toBe('127.0.0.1');
			expect(existsSync(folder)).toBe(false);
		},
		60_000,
	);

	it("checks on Directus's own server where this machine has no PostgreSQL server program", async () => {
		const env = await withCheckingPostgres(DIRECTUS_ENV, async (given) => given, null);
		expect(env).toBe(DIRECTUS_ENV);
	});
});
