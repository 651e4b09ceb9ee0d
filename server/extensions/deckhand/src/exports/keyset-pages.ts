import type { Knex } from 'knex';

/**
 * Rows read per query: a page is small in memory and the database's hold short, however large the
 * table, and writing it out is a short stretch of the event loop (a page of 1 000 inventory rows
 * held everyone else back for 50–140 ms; docs/decisions/trust-at-the-edges.md, "Bounded reads").
 */
export const EXPORT_PAGE_SIZE = 250;

export type Row = Record<string, unknown>;

/**
 * The rows of a query in pages, by id (the query selects its key as `id`): each page starts after
 * the last id of the one before, so the database seeks instead of skipping, no row is read twice
 * and the order is the same on every run. Nothing is held between pages: another request (the
 * till) uses the database in between, and a row changed meanwhile is read as it is when its page
 * comes.
 */
export async function* keysetPages(
	rows: () => Knex.QueryBuilder,
	idColumn: string,
	size = EXPORT_PAGE_SIZE,
): AsyncGenerator<Row[]> {
	let after = 0;
	for (;;) {
		const page = (await rows().where(idColumn, '>', after).orderBy(idColumn, 'asc').limit(size)) as Row[];
		if (page.length > 0) yield page;
		if (page.length < size) return;
		after = Number(page.at(-1)!['id']);
	}
}

/** Each page's rows as the file's records: `records` may ask the database for what the page's rows need (counts, sums). */
export async function* recordsOf(
	pages: AsyncIterable<Row[]>,
	records: (page: Row[]) => Promise<string[][]> | string[][],
): AsyncGenerator<string[]> {
	for await (const page of pages) yield* await records(page);
}
