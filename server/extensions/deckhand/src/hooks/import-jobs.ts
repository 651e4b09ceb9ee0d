import type { RegisterFunctions } from '@directus/types';
import type { Knex } from 'knex';
import type { Heartbeat } from '../jobs/heartbeat.ts';
import { sweepImportsAtStart } from '../imports/import-sweep.ts';

/**
 * At start, import jobs a stopped server left at work are settled: a commit is failed (its write is
 * one transaction, so nothing of it was written), an upload discarded, leftover staging rows
 * deleted. Not awaited: start-up never waits for it.
 */
export function importJobsAtStart(
	{ action }: Pick<RegisterFunctions, 'action'>,
	database: Knex,
	logger: { error: (message: string) => void },
	heartbeat: Heartbeat,
): void {
	action('server.start', () => {
		sweepImportsAtStart(database, heartbeat.abandonedAfterMs).catch((error: unknown) =>
			logger.error(`deckhand: settling import jobs at start failed: ${String(error)}`),
		);
	});
}
