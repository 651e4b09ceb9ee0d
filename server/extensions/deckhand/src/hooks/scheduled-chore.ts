import type { RegisterFunctions } from '@directus/types';

export interface ChoreLogger {
	info: (details: object, message: string) => void;
	error: (details: object, message: string) => void;
}

export interface Chore {
	/** When it runs (cron, as Directus's `schedule` takes it). */
	rule: string;
	/** The work; what it did, to log, or null when it did nothing worth a line. */
	run: () => Promise<object | null>;
	/** The log line of a run that did something, and of one that failed. */
	done: string;
	failed: string;
}

/**
 * A piece of the database's upkeep on a schedule of its own, away from the requests it would
 * otherwise slow. Directus runs a schedule once per cluster with Redis synchronisation. What it did
 * is logged when it did something; a failure is logged, never thrown at the scheduler, and the
 * next run tries again.
 */
export function scheduleChore({ schedule }: Pick<RegisterFunctions, 'schedule'>, logger: ChoreLogger, chore: Chore) {
	schedule(chore.rule, async () => {
		try {
			const did = await chore.run();
			if (did !== null) logger.info(did, chore.done);
		} catch (error) {
			logger.error({ error: String(error) }, chore.failed);
		}
	});
}
