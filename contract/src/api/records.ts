import type { ActivityPage } from '../activity/activity-entry.ts';
import type { BackupsReport } from '../backups/backups-report.ts';
import { RESTORE_BACKUP, type RestoreAccepted } from '../backups/restore-input.ts';
import type { BooksReport } from '../books/books-check.ts';
import { of, read, write, type Query } from './endpoint.ts';

/** The shop's records, for administrators: the books check, the backups and the activity log. */
export const RECORDS = {
	books: read('/deckhand/books', of<{ answer: BooksReport }>()),
	booksCheck: write('POST', '/deckhand/books/check', of<{ answer: BooksReport }>()),
	backups: read('/deckhand/backups', of<{ answer: BackupsReport }>()),
	backupsRestore: write(
		'POST',
		'/deckhand/backups/restore',
		of<{ answer: RestoreAccepted }>().taking(RESTORE_BACKUP),
	),
	activity: read(
		'/deckhand/activity',
		of<{
			query: Query<'kind' | 'cursor' | 'limit' | 'collection' | 'item' | 'from' | 'to' | 'person'>;
			answer: ActivityPage;
		}>(),
	),
};
