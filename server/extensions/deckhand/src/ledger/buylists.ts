import type { Books } from './command.ts';

/** The one writer of `buylist_events`: a buylist's status history (from, to, who, when, note). Answers the row as written. */
export async function appendBuylistEvent(
	books: Books,
	buylist: number,
	from: string | null,
	to: string,
	note: string | null,
) {
	const row = {
		buylist,
		from_status: from,
		to_status: to,
		note,
		user_created: books.actor.user,
		date_created: books.now,
	};
	const id = await books.insert('buylist_events', row);
	return { id, ...row, date_created: books.isoNow };
}
