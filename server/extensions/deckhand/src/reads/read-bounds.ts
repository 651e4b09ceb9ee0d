/**
 * How much one request may read through Directus (items, system collections, SEARCH, GraphQL,
 * `?export=`). The first three are Directus's own settings, read from its environment (defaults in
 * `server/config/directus-env.ts`), so Deckhand's checks and Directus's own agree; the rest are
 * Deckhand's. Why each is what it is: docs/decisions/trust-at-the-edges.md, "Bounded reads".
 */
export interface ReadBounds {
	/** Rows one read answers at most (`QUERY_LIMIT_MAX`); `limit=-1` is answered whole only up to it. */
	rowsMax: number;
	/** Rows a read without a limit answers, and a nested list's rows per parent (`QUERY_LIMIT_DEFAULT`). */
	rowsDefault: number;
	/** Relations a field path may go through, its own field included (`MAX_RELATIONAL_DEPTH`). */
	depthMax: number;
	/** Values one request's answer may hold: each field of each row, a related row's each time it is repeated (`DECKHAND_ANSWER_VALUES_MAX`). */
	valuesMax: number;
	/** Comparisons and members of `_and`/`_or` lists in a query's filters. */
	conditionsMax: number;
	/** Values listed in a query's filters (`_in`, `_nin`, `_between`…), all lists together. */
	listedMax: number;
	/** Objects nested in one filter. */
	nestingMax: number;
	/** Characters of one text a filter compares, and of a search. */
	textMax: number;
}

const whole = (value: unknown, fallback: number): number => {
	const number = Number(value);
	return Number.isSafeInteger(number) && number > 0 ? number : fallback;
};

/** The bounds from Directus's environment, each falling back to Deckhand's default. */
export function readBounds(env: Record<string, unknown>): ReadBounds {
	return {
		rowsMax: whole(env['QUERY_LIMIT_MAX'], 1_000),
		rowsDefault: whole(env['QUERY_LIMIT_DEFAULT'], 100),
		depthMax: whole(env['MAX_RELATIONAL_DEPTH'], 4),
		valuesMax: whole(env['DECKHAND_ANSWER_VALUES_MAX'], 25_000),
		conditionsMax: 100,
		listedMax: 1_000,
		nestingMax: 10,
		textMax: 1_000,
	};
}
