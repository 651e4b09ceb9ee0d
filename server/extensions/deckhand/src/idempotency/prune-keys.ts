import type { Knex } from 'knex';
import { dbTime } from '../db.ts';

/** How long a request's key answers for: a retry comes within seconds or minutes, a day covers a tablet left offline overnight. */
export const KEY_KEPT_MS = 24 * 60 * 60 * 1_000;

/** Forgets the keys recorded more than a day before `nowMs`; answers how many. */
export async function pruneKeys(database: Knex, nowMs: number): Promise<number> {
	return database('idempotency_keys')
		.where('date_created', '<', dbTime(database, nowMs - KEY_KEPT_MS))
		.delete();
}
