import { invalid } from '../errors.ts';
import { checkFilter, newTally, tooDeep, type FilterTally } from './filter-size.ts';
import type { ReadBounds } from './read-bounds.ts';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
	typeof value === 'object' && value !== null && !Array.isArray(value);

/** A JSON parameter as Directus reads it: the object itself, or its text parsed (text Directus cannot parse is its to refuse). */
function parsed(value: unknown): unknown {
	if (typeof value !== 'string') return value;
	try {
		return JSON.parse(value) as unknown;
	} catch {
		return undefined;
	}
}

/**
 * The relations a field path goes through, its own field included, as Directus counts them
 * (`getFieldRelationalDepth`): `sku.card.set.code` is 4; in a function only its first argument
 * counts (`year(user.date_created)` is 2, `json(data, a.b.c)` is 1).
 */
export function fieldDepth(path: string): number {
	const open = path.indexOf('(');
	if (open === -1) return path.split('.').length;
	const inner = path.slice(open + 1).split(/[,)]/)[0] ?? '';
	return path.slice(0, open).split('.').length - 1 + inner.split('.').length;
}

/** `fields`, `sort`, `groupBy`, an aggregate's fields: each path at most `depthMax` deep. */
function checkPaths(parameter: string, value: unknown, depthMax: number): void {
	const list = typeof value === 'string' ? [value] : Array.isArray(value) ? value : [];
	for (const item of list) {
		if (typeof item !== 'string') continue;
		for (const path of item.split(','))
			if (fieldDepth(path.trim().replace(/^-/, '')) > depthMax) throw tooDeep(parameter, depthMax);
	}
}

/** A whole number of rows from -1 (every row) to `rowsMax`; text that is no number is Directus's to refuse. */
export function checkLimit(parameter: string, value: unknown, rowsMax: number): void {
	const limit =
		typeof value === 'number' ? value : typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : null;
	if (limit !== null && Number.isInteger(limit) && (limit < -1 || limit > rowsMax))
		throw invalid(
			parameter,
			`${parameter} must be a whole number from 0 to ${rowsMax} (or -1 for every row, when there are at most ${rowsMax}): read more in pages.`,
			{ min: -1, max: rowsMax },
		);
}

export function checkText(parameter: string, value: unknown, textMax: number): void {
	if (typeof value === 'string' && value.length > textMax)
		throw invalid(parameter, `${parameter} may be at most ${textMax} characters long.`, { max: textMax });
}

/** `deep`: per relation its `_limit`, `_filter` (counted with the query's filter) and `_search`, at most `depthMax` relations deep. */
function checkDeep(deep: unknown, bounds: ReadBounds, tally: FilterTally, relations = 0): void {
	if (!isPlainObject(deep)) return;
	for (const [key, value] of Object.entries(deep)) {
		if (key === '_filter') checkFilter('deep', parsed(value), bounds, tally, 1, relations);
		else if (key === '_limit') checkLimit('deep', value, bounds.rowsMax);
		else if (key === '_search') checkText('deep', value, bounds.textMax);
		else if (!key.startsWith('_')) {
			if (relations + 1 > bounds.depthMax) throw tooDeep('deep', bounds.depthMax);
			checkDeep(value, bounds, tally, relations + 1);
		}
	}
}

/**
 * Holds a Directus query (a query string as Express parsed it, a SEARCH body's `query`, or the
 * query Directus made of either) to the read bounds it can be judged by before it is planned:
 * `limit` (unless `rows` is false: the server's own reads and a write's keys are weighed by their
 * answer instead), field paths at most `depthMax` deep, and its filters and search. Each refusal
 * is VALIDATION_FAILED naming the parameter and its bound.
 */
export function checkReadQuery(query: Record<string, unknown>, bounds: ReadBounds, { rows = true } = {}): void {
	if (rows) checkLimit('limit', query['limit'], bounds.rowsMax);
	for (const parameter of ['fields', 'sort', 'groupBy', 'group'])
		checkPaths(parameter === 'group' ? 'groupBy' : parameter, query[parameter], bounds.depthMax);
	const aggregate = parsed(query['aggregate']);
	if (isPlainObject(aggregate))
		for (const fields of Object.values(aggregate)) checkPaths('aggregate', fields, bounds.depthMax);
	checkText('search', query['search'], bounds.textMax);
	const tally = newTally();
	checkFilter('filter', parsed(query['filter']), bounds, tally);
	checkDeep(parsed(query['deep']), bounds, tally);
}
