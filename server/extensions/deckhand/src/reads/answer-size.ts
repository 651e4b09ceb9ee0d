/**
 * A read as Directus plans it (`getAstFromQuery`): the collection's rows, each field asked for,
 * and each relation with the fields and rows it brings. Only what sizes the answer is typed here.
 */
export interface ReadPlan {
	type: string;
	/** The collection read: the root's, a relation's related one. */
	name?: string;
	query?: unknown;
	children?: ReadPlan[] | Record<string, ReadPlan[]>;
}

const limitOf = (query: unknown): number | undefined => {
	const limit = (query as { limit?: unknown } | undefined)?.limit;
	return typeof limit === 'number' ? limit : undefined;
};

/** Each relation's plans: one list, or one per collection for a relation to several (`a2o`). */
const nested = (node: ReadPlan): ReadPlan[][] =>
	Array.isArray(node.children) ? [node.children] : Object.values(node.children ?? {});

/**
 * Whether the plan reads all rows somewhere (a limit of -1). Only the server's own code reads so:
 * Directus turns a client's -1 into `QUERY_LIMIT_MAX`, at the top and in `deep`, for REST,
 * SEARCH and GraphQL alike.
 */
export function readsEverything(plan: ReadPlan): boolean {
	if (limitOf(plan.query) === -1) return true;
	if (plan.type === 'a2o')
		return Object.values((plan.query ?? {}) as Record<string, unknown>).some((query) => limitOf(query) === -1);
	return nested(plan).some((children) => children.some(readsEverything));
}

/** The collections whose row counts bound the plan's rows: the one read, and each one-to-many list's. */
export function listedCollections(plan: ReadPlan): string[] {
	const own = plan.type === 'root' || plan.type === 'o2m' ? [plan.name ?? ''] : [];
	return [...new Set([...own, ...nested(plan).flat().flatMap(listedCollections)])].filter(Boolean);
}

export interface Weighing {
	/** A nested list's rows per parent when it names no limit (`QUERY_LIMIT_DEFAULT`), as Directus reads it. */
	rowsDefault: number;
	/** How many rows a collection holds, when known: no read answers more of them, per parent or in all. */
	rowsIn: (collection: string) => number | undefined;
	/** The rows the read answers when known (counted for `limit=-1`), in place of its limit. */
	rows?: number;
}

function atMost(limit: number, collection: string | undefined, weighing: Weighing): number {
	const held = collection ? weighing.rowsIn(collection) : undefined;
	return held === undefined ? limit : Math.min(limit, held);
}

/**
 * How many values `children` put into an answer when they sit in `rows` rows: each field once
 * per row; a many-to-one relation its own row's worth in each; a one-to-many list up to its limit
 * of rows per row (a nested list without one takes `rowsDefault`, as Directus does). A row shared
 * by many (the set of a thousand SKUs) is counted in each, as the answer repeats it: that is
 * where `fields=*.*.*.*` made 293 MB of a few thousand rows. Rows no relation repeats (`distinct`:
 * the read's own, and lists below them) each have their own related rows: their lists together
 * hold no more rows than the collection.
 */
function valuesOf(children: ReadPlan[], rows: number, weighing: Weighing, distinct: boolean): number {
	let total = 0;
	for (const child of children) {
		if (child.type === 'o2m') {
			const perRow = rows * atMost(limitOf(child.query) ?? weighing.rowsDefault, child.name, weighing);
			const listed = distinct ? atMost(perRow, child.name, weighing) : perRow;
			total += listed + valuesOf(nested(child)[0] ?? [], listed, weighing, distinct);
		} else if (child.type === 'm2o' || child.type === 'a2o') {
			const widest = Math.max(0, ...nested(child).map((plans) => valuesOf(plans, rows, weighing, false)));
			total += rows + widest;
		} else total += rows;
	}
	return total;
}

/** The most values a read's answer can hold (see `valuesOf`), aggregates and groups included. */
export function answerValues(plan: ReadPlan, weighing: Weighing): number {
	const rows = weighing.rows ?? atMost(limitOf(plan.query) ?? weighing.rowsDefault, plan.name, weighing);
	const aggregate = (plan.query as { aggregate?: Record<string, unknown> } | undefined)?.aggregate ?? {};
	const aggregates = Object.values(aggregate).reduce<number>(
		(sum, fields) => sum + (Array.isArray(fields) ? fields.length : 1),
		0,
	);
	return rows + rows * aggregates + valuesOf(nested(plan)[0] ?? [], rows, weighing, true);
}
