import { invalid } from '../errors.ts';
import type { ReadBounds } from './read-bounds.ts';

/** A field path through more relations than Directus is allowed to follow (`MAX_RELATIONAL_DEPTH`). */
export const tooDeep = (parameter: string, depthMax: number) =>
	invalid(
		parameter,
		`${parameter} may name a field at most ${depthMax} deep, relations included (as sku.card.set.code).`,
		{ max: depthMax },
	);

/** What a query's filters hold so far: its filter and every nested `_filter` of `deep` count together. */
export interface FilterTally {
	conditions: number;
	listed: number;
}

export const newTally = (): FilterTally => ({ conditions: 0, listed: 0 });

type FilterBounds = Pick<ReadBounds, 'conditionsMax' | 'listedMax' | 'nestingMax' | 'textMax' | 'depthMax'>;

const LOGICAL = new Set(['_and', '_or']);
/** Operators whose value is a filter on related rows (or on a JSON field's paths), not a value compared. */
const NESTED = new Set(['_some', '_none', '_json']);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
	typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The values a comparison gives, counted without recursion (a list of lists nested 10 000 deep is
 * counted like a flat one), each text held to its bound. Returns how many values were listed.
 */
function listedValues(parameter: string, value: unknown, bounds: FilterBounds): number {
	let listed = 0;
	const pending: unknown[] = [value];
	while (pending.length > 0) {
		const item = pending.pop();
		if (typeof item === 'string' && item.length > bounds.textMax)
			throw invalid(
				parameter,
				`A ${parameter} compares a text of ${item.length} characters; at most ${bounds.textMax}.`,
				{ max: bounds.textMax },
			);
		if (Array.isArray(item)) {
			listed += item.length;
			if (listed > bounds.listedMax) break;
			pending.push(...item);
		} else if (isPlainObject(item)) pending.push(...Object.values(item));
	}
	return listed;
}

/**
 * Holds one filter (as Directus reads it: a query string's object or parsed JSON) to the bounds:
 * at most `conditionsMax` conditions (each comparison and each member of an `_and`/`_or` list),
 * `listedMax` values in its lists, `nestingMax` objects deep, texts of `textMax` characters and
 * `depthMax` relations. Too large a filter made SQLite fail ("Expression tree is too large", "too
 * many SQL variables", "LIKE pattern too complex") with a 500 and the whole SQL in the log; it is
 * refused before anything reads it, naming the parameter and the bound it passed.
 */
export function checkFilter(
	parameter: string,
	filter: unknown,
	bounds: FilterBounds,
	tally: FilterTally,
	nesting = 1,
	relations = 0,
): void {
	if (!isPlainObject(filter)) return;
	if (nesting > bounds.nestingMax)
		throw invalid(parameter, `A ${parameter} may nest at most ${bounds.nestingMax} objects.`, {
			max: bounds.nestingMax,
		});
	for (const [key, value] of Object.entries(filter)) {
		if (LOGICAL.has(key) && Array.isArray(value)) {
			tally.conditions += value.length;
			refuseConditions(parameter, tally, bounds);
			for (const member of value) checkFilter(parameter, member, bounds, tally, nesting + 1, relations);
		} else if (NESTED.has(key) || (!key.startsWith('_') && isPlainObject(value))) {
			const through = key.startsWith('_') ? relations : relations + 1;
			if (through > bounds.depthMax) throw tooDeep(parameter, bounds.depthMax);
			checkFilter(parameter, value, bounds, tally, nesting + 1, through);
		} else {
			tally.conditions += 1;
			refuseConditions(parameter, tally, bounds);
			tally.listed += listedValues(parameter, value, bounds);
			if (tally.listed > bounds.listedMax)
				throw invalid(
					parameter,
					`A query's filters may list at most ${bounds.listedMax} values (in _in, _nin, _between…); ask in several reads.`,
					{ max: bounds.listedMax },
				);
		}
	}
}

function refuseConditions(parameter: string, tally: FilterTally, bounds: FilterBounds): void {
	if (tally.conditions > bounds.conditionsMax)
		throw invalid(
			parameter,
			`A query's filters may hold at most ${bounds.conditionsMax} conditions (each comparison, and each member of an _and or _or).`,
			{ max: bounds.conditionsMax },
		);
}
