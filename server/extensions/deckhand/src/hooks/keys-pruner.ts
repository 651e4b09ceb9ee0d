import type { RegisterFunctions } from '@directus/types';
import type { Knex } from 'knex';
import { pruneKeys } from '../idempotency/prune-keys.ts';
import { scheduleChore, type ChoreLogger } from './scheduled-chore.ts';

/** At half past every hour: away from the books checker's top of the hour. */
export const KEYS_SCHEDULE = '30 * * * *';

/**
 * Forgets requests' keys older than a day, every hour: a key answers for at least a day and at
 * most an hour more. A schedule of its own rather than a delete in each command, which would make
 * every keyed command of the moment contend for the same old rows.
 */
export function keysPruner(register: Pick<RegisterFunctions, 'schedule'>, database: Knex, logger: ChoreLogger): void {
	scheduleChore(register, logger, {
		rule: KEYS_SCHEDULE,
		run: async () => {
			const pruned = await pruneKeys(database, Date.now());
			return pruned > 0 ? { pruned } : null;
		},
		done: 'Deckhand: forgot the request keys older than a day',
		failed: 'Deckhand: the request keys older than a day could not be forgotten',
	});
}
