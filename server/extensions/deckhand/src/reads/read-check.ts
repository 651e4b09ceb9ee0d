import type { Accountability, Query, SchemaOverview } from '@directus/types';
import type { Knex } from 'knex';
import { invalid } from '../errors.ts';
import { checkAggregateFields } from './aggregate-fields.ts';
import { answerValues, listedCollections, readsEverything, type ReadPlan } from './answer-size.ts';
import { checkReadQuery } from './query-bounds.ts';
import type { ReadBounds } from './read-bounds.ts';
import { answering, everyRowAsked, spendOnAnswer, waitForTurn } from './read-budget.ts';

/** Who reads, with what, as Directus's services hand it to a query filter. */
export interface Reader {
	collection: string;
	accountability: Accountability;
	schema: SchemaOverview;
	knex: Knex;
}

export interface ReadCheckDeps {
	bounds: ReadBounds;
	/** Directus's plan of the read (`getAstFromQuery`): the fields and relations it will fetch. */
	plan: (reader: Reader, query: Query) => Promise<ReadPlan>;
	/** The rows a collection holds (`table-rows.ts`). */
	rowsIn: (collection: string, knex: Knex) => Promise<number | undefined>;
	/** The rows the reader may read that match the query's filter and search. */
	matching: (reader: Reader, query: Query) => Promise<number>;
	/** A turn among heavy reads (`read-turns.ts`). */
	takeTurn: () => Promise<() => void>;
	/** The values from which a read is heavy and waits for its turn. */
	heavyValues: number;
}

/** `limit=-1` over more rows than a read answers: refused by name rather than cut short without a word. */
export const tooManyRows = (rows: number, rowsMax: number) =>
	invalid(
		'limit',
		`limit=-1 asks for all ${rows} rows; a read answers at most ${rowsMax}: read them in pages (limit up to ${rowsMax}, with page or offset).`,
		{ min: -1, max: rowsMax },
	);

/** The values a read of `query` can put into its answer (`answer-size.ts`), with `rows` rows when they are known. */
export async function weighRead(
	deps: ReadCheckDeps,
	reader: Reader,
	query: Query,
	rows?: number,
): Promise<number | null> {
	const plan = await deps.plan(reader, query);
	if (readsEverything(plan)) return null;
	const collections = listedCollections(plan);
	const held = new Map(
		await Promise.all(collections.map(async (name) => [name, await deps.rowsIn(name, reader.knex)] as const)),
	);
	return answerValues(plan, { rowsDefault: deps.bounds.rowsDefault, rowsIn: (name) => held.get(name), rows });
}

/**
 * The check every read of a person makes as Directus's services run it (the `items.query` filter
 * and each system collection's): its filters held to their bounds whichever way they came (a
 * GraphQL variable, a SEARCH's keys); `limit=-1` counted, and refused past the row bound; then the
 * values its answer can hold drawn on the request's budget, and a heavy read's turn awaited. The
 * server's own reads (no person, or all rows) and reads after the answer was sent are not held.
 */
export function readCheck(deps: ReadCheckDeps) {
	return async (query: Query, reader: Reader): Promise<Query> => {
		if (!answering()) return query;
		checkReadQuery(query as Record<string, unknown>, deps.bounds, { rows: false });
		checkAggregateFields(query, reader.collection, reader.schema);
		let rows: number | undefined;
		// Directus has made the client's -1 the row bound: the rows that match say whether all fit.
		if (everyRowAsked() && query.limit === deps.bounds.rowsMax) {
			rows = await deps.matching(reader, query);
			if (rows > deps.bounds.rowsMax) throw tooManyRows(rows, deps.bounds.rowsMax);
		}
		const values = await weighRead(deps, reader, query, rows);
		if (values === null) return query;
		// `?export=` writes its answer a second time, as a file, in one go: each value costs twice.
		const weighed = query.export ? 2 * values : values;
		spendOnAnswer(weighed, deps.bounds.valuesMax);
		if (weighed >= deps.heavyValues) await waitForTurn(deps.takeTurn);
		return query;
	};
}
