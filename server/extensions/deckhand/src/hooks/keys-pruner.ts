import type { RegisterFunctions } from '@directus/types';
import type { Knex } from 'knex';
import { pruneKeys } from '../idempotency/prune-keys.ts';

/** At half past every hour: away from the books checker's top of the hour. */
export const KEYS_SCHEDULE = '30 * * * *';

interface PrunerLogger {
	info: (details: object, message: string) => void;
	error: (details: object, message: string) => void;
}

/**
 * Forgets requests' keys older than a day, every hour: a key answers for at least a day and at
 * most an hour more. A schedule of its own rather than a delete in each command, which would make
 * every keyed command of the moment contend for the same old rows. Directus runs a schedule once
 * per cluster with Redis synchronisation (as the books checker's).
 */
export function keysPruner(
	{ schedule }: Pick<RegisterFunctions, 'schedule'>,
	database: Knex,
	logger: PrunerLogger,
): void {
	schedule(KEYS_SCHEDULE, async () => {
		try {
			const pruned = await pruneKeys(database, Date.now());
			if (pruned > 0) logger.info({ pruned }, 'Deckhand: forgot the request keys older than a day');
		} catch (error) {
			logger.error(
				{ error: String(error) },
				'Deckhand: the request keys older than a day could not be forgotten',
			);
		}
	});
}
