/** One change of Directus's snapshot diff (deep-diff's shape): E edit, N new, D deleted, A array. */
export interface Change {
	kind: 'E' | 'N' | 'D' | 'A';
	path?: (string | number)[];
	lhs?: unknown;
	rhs?: unknown;
}

interface Item {
	diff: Change[];
}

export interface SnapshotDiff {
	collections: Item[];
	fields: Item[];
	systemFields: Item[];
	relations: Item[];
}

const at = (change: Change, ...path: string[]) =>
	change.kind === 'E' && change.path?.length === path.length && path.every((part, i) => change.path?.[i] === part);

/**
 * How the database stores a column, not what Deckhand asks of it. The snapshot is written on
 * SQLite, which has no uuid type (a uuid is `char(36)`, which Directus reads back as a string),
 * no numeric precision and no constraint names; PostgreSQL reports `uuid`, `integer` with a
 * precision of 32, and named foreign keys. Applying those differences would try to turn a
 * PostgreSQL uuid into `char(36)`, which its foreign keys refuse, and would change nothing
 * Deckhand relies on. A change of a field's Directus type (other than uuid/string), length,
 * default, nullability, uniqueness, index or meta is real, and is applied.
 */
function isVendorNoise(change: Change): boolean {
	if (
		at(change, 'schema', 'data_type') ||
		at(change, 'schema', 'numeric_precision') ||
		at(change, 'schema', 'numeric_scale') ||
		at(change, 'schema', 'constraint_name')
	)
		return true;
	const uuidAndString = new Set([change.lhs, change.rhs]);
	if (at(change, 'type')) return uuidAndString.has('uuid') && uuidAndString.has('string');
	// A uuid's length: none in PostgreSQL, 36 characters in SQLite.
	if (at(change, 'schema', 'max_length'))
		return (change.lhs === null && change.rhs === 36) || (change.lhs === 36 && change.rhs === null);
	return false;
}

function withoutNoise<T extends Item>(items: T[]): T[] {
	return items
		.map((item) => ({ ...item, diff: item.diff.filter((change) => !isVendorNoise(change)) }))
		.filter((item) => item.diff.length > 0);
}

/** The diff between the database and the committed snapshot, less what only differs by database vendor. */
export function withoutVendorNoise<T extends SnapshotDiff>(diff: T): T {
	return {
		...diff,
		collections: withoutNoise(diff.collections),
		fields: withoutNoise(diff.fields),
		systemFields: withoutNoise(diff.systemFields),
		relations: withoutNoise(diff.relations),
	};
}
