import { createComment, readComments } from '@directus/sdk';
import { queryOptions } from '@tanstack/react-query';
import { directus } from '../../../lib/directus/client.ts';
import { cardKeys } from './card-detail-query.ts';

/** The same bound as the server (`LIMITS.noteMax`). */
export const NOTE_MAX = 1_000;

export const cardNoteKeys = {
	list: (card: number) => [...cardKeys.detail(card), 'notes'] as const,
};

export interface CardNote {
	id: string;
	comment: string;
	date_created: string;
	user_created: { first_name: string | null; last_name: string | null; email: string } | null;
}

/** Notes on a card are Directus comments on its `cards` row, newest first. */
export const cardNotesQuery = (card: number) =>
	queryOptions({
		queryKey: cardNoteKeys.list(card),
		queryFn: async () =>
			(await directus.request(
				readComments({
					filter: { collection: { _eq: 'cards' }, item: { _eq: String(card) } },
					fields: ['id', 'comment', 'date_created', 'user_created.first_name', 'user_created.last_name', 'user_created.email'] as never,
					sort: ['-date_created'],
					limit: 200,
				}),
			)) as unknown as CardNote[],
	});

/** The clerk's words for a note that cannot be sent, or null when it can. */
export function noteProblem(text: string): string | null {
	const trimmed = text.trim();
	if (trimmed === '') return 'Write the note before adding it.';
	if (trimmed.length > NOTE_MAX) return `Keep the note to ${NOTE_MAX} characters at most (this one has ${trimmed.length}).`;
	return null;
}

export function addCardNote(card: number, text: string) {
	return directus.request(createComment({ collection: 'cards', item: String(card), comment: text.trim() }, { fields: ['id'] }));
}
