import { createComment, readComments } from '@directus/sdk';
import { plural, t } from '@lingui/core/macro';
import { queryOptions } from '@tanstack/react-query';
import { LIMITS } from '@deckhand/contract/domain/limits.ts';
import { noteKeys } from './api/keys.ts';
import { directus } from './directus/client.ts';
import { formatNumber } from './i18n/formats.ts';

/** The rows notes may be kept on (the server refuses staff notes anywhere else). */
export type NoteCollection = 'cards' | 'orders' | 'buylists' | 'customers';

export interface Note {
	id: string;
	comment: string;
	date_created: string;
	user_created: { first_name: string | null; last_name: string | null; email: string } | null;
}

/** Notes on a row are Directus comments on it, newest first. */
export const notesQuery = (collection: NoteCollection, item: number) =>
	queryOptions({
		queryKey: noteKeys.list({ collection, item }),
		queryFn: async () =>
			(await directus.request(
				readComments({
					filter: { collection: { _eq: collection }, item: { _eq: String(item) } },
					fields: [
						'id',
						'comment',
						'date_created',
						'user_created.first_name',
						'user_created.last_name',
						'user_created.email',
					] as never,
					sort: ['-date_created'],
					limit: 200,
				}),
			)) as unknown as Note[],
	});

export function addNote(collection: NoteCollection, item: number, text: string) {
	return directus.request(
		createComment({ collection, item: String(item), comment: text.trim() }, { fields: ['id'] }),
	);
}

/** The clerk's words for a note that cannot be sent (the server's bound), or null when it can. */
export function noteProblem(text: string): string | null {
	const trimmed = text.trim();
	if (trimmed === '') return t`Write the note before adding it.`;
	if (trimmed.length <= LIMITS.noteMax) return null;
	const limit = LIMITS.noteMax;
	const length = formatNumber(trimmed.length);
	return plural(limit, {
		one: `Keep the note to # character at most (this one has ${length}).`,
		other: `Keep the note to # characters at most (this one has ${length}).`,
	});
}
