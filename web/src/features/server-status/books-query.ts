import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS } from '@deckhand/contract/api/endpoints.ts';
import { read, send } from '../../lib/api/deckhand-client.ts';
import { serverStatusKeys } from '../../lib/api/keys.ts';

export type { BooksReport, BrokenRule } from '@deckhand/contract/books/books-check.ts';

/**
 * The latest result the server kept (at start, hourly, or a "check now"): reading it runs
 * nothing. Asked for again every minute, so the hourly result shows without a reload.
 */
export const booksQuery = () =>
	queryOptions({
		queryKey: serverStatusKeys.books(),
		queryFn: () => read(ENDPOINTS.books),
		refetchInterval: 60_000,
	});

/** Runs the check on the server now and answers its result (which the server also keeps as the latest). */
export const checkBooksNow = () => send(ENDPOINTS.booksCheck);
