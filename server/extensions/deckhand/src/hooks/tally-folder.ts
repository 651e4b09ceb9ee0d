import type { RegisterFunctions } from '@directus/types';
import type { Knex } from 'knex';
import { foldSkuTally } from '../ledger/sku-tally.ts';
import { scheduleChore, type ChoreLogger } from './scheduled-chore.ts';

/** Every minute: a minute of a busy shop's stocking adds a few hundred of the tally's rows at most. */
export const TALLY_SCHEDULE = '* * * * *';

/**
 * Folds the SKUs' tally (`sku_tally`) into a row a game every minute, so the inventory's totals
 * sum a few rows. A read that folded them wrote, and on SQLite waited for the one writer's turn
 * behind whatever was committing. An import's commit folds them too, once its thousands of SKUs
 * are in.
 */
export function tallyFolder(register: Pick<RegisterFunctions, 'schedule'>, database: Knex, logger: ChoreLogger): void {
	scheduleChore(register, logger, {
		rule: TALLY_SCHEDULE,
		run: async () => (await foldSkuTally(database), null),
		done: 'Deckhand: folded the SKUs’ tally',
		failed: 'Deckhand: the SKUs’ tally could not be folded',
	});
}
