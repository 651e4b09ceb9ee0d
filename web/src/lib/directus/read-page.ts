import { aggregate, readItems, type RegularCollections } from '@directus/sdk';
import type { DeckhandSchema } from '@deckhand/contract/schema/collections.ts';
import { directus } from './client.ts';

/** What a list screen asks of its collection: its columns, its search as a filter (none: every row), its order and its page. */
export interface PageQuery {
	/** Columns as the SDK takes them: `name`, `customer.name`, `{ card: ['name'] }`. */
	fields: readonly unknown[];
	filter: object | null | undefined;
	/** Directus's own search, which the server widens for some collections (customers: a phone's digits, a name's typos). */
	search?: string | undefined;
	sort: string[];
	page: number;
	limit: number;
}

/**
 * One page of a list screen's rows and how many rows its filter matches in all, in two requests
 * sent together: the SDK hands back only a read's `data`, never its total (Directus answers the
 * count as a number or, on some databases, a string). The casts are this
 * one place's: a screen builds its columns and filter from its search at run time, which the SDK's
 * literal field types cannot follow; `Row` is the shape those columns read.
 */
export async function readPage<Row>(
	collection: RegularCollections<DeckhandSchema>,
	{ filter, search, ...query }: PageQuery,
): Promise<{ items: Row[]; total: number }> {
	const matching = { ...(filter ? { filter } : {}), ...(search ? { search } : {}) };
	const [items, counted] = await Promise.all([
		directus.request(readItems(collection, { ...query, ...matching } as never)),
		directus.request(aggregate(collection, { aggregate: { count: '*' }, query: matching } as never)),
	]);
	return {
		items: items as unknown as Row[],
		total: Number((counted as unknown as Array<{ count?: unknown }>)[0]?.count ?? 0),
	};
}
