import type { RegisterFunctions } from '@directus/types';
import type { Knex } from 'knex';
import { runBooksCheck, type BooksLogger } from '../books/books-watch.ts';

/** At the top of every hour, unless `DECKHAND_BOOKS_SCHEDULE` (a cron rule) says otherwise. */
export const BOOKS_SCHEDULE = '0 * * * *';

/**
 * The books checker inside the server: once the server listens, then every hour. Directus runs a
 * hook's schedule through `scheduleSynchronizedJob`: with Redis synchronisation
 * (`SYNCHRONIZATION_STORE=redis`, the scale-out profile), once per cluster, by whichever instance
 * is first. Each instance checks at its own start (a read, harmless twice). The start check is
 * not awaited: `server.start` is emitted after the server listens, and the start-up must not wait
 * for a scan of the books.
 */
export function booksChecker(
	{ action, schedule }: Pick<RegisterFunctions, 'action' | 'schedule'>,
	database: Knex,
	logger: BooksLogger,
	rule = BOOKS_SCHEDULE,
): void {
	action('server.start', () => {
		void runBooksCheck(database, logger, 'start');
	});
	schedule(rule, async () => {
		await runBooksCheck(database, logger, 'schedule');
	});
}
