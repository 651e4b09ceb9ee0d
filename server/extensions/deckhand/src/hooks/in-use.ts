import type { SchemaOverview } from '@directus/types';
import type { Knex } from 'knex';
import { ownValue } from '../domain/own-key.ts';
import { InUseError } from '../errors.ts';
import { CATALOG_SENTENCES } from './catalog-deletes.ts';

/** How a row of each collection is called in a sentence: [one, many]. Tables not listed are named by their own name. */
const NAMES: Record<string, [string, string]> = {
	customers: ['customer', 'customers'],
	orders: ['order', 'orders'],
	order_lines: ['order line', 'order lines'],
	order_events: ['order status change', 'order status changes'],
	order_payments: ['payment', 'payments'],
	order_line_costs: ['line cost', 'line costs'],
	buylists: ['buylist', 'buylists'],
	buylist_lines: ['buylist line', 'buylist lines'],
	credit_ledger: ['store-credit entry', 'store-credit entries'],
	stock_movements: ['stock movement', 'stock movements'],
	games: ['game', 'games'],
	sets: ['set', 'sets'],
	cards: ['card', 'cards'],
	skus: ['SKU', 'SKUs'],
	till_sessions: ['till session', 'till sessions'],
};

const counted = (table: string, n: number) => {
	const [one, many] = ownValue(NAMES, table) ?? [`row of ${table}`, `rows of ${table}`];
	return `${n} ${n === 1 ? one : many}`;
};

const listed = (parts: string[]) =>
	parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)!}`;

/** A foreign key whose database refuses the deletion of the row it points at (SQLite's default is NO ACTION). */
const BLOCKING = new Set(['RESTRICT', 'NO ACTION']);

/**
 * The columns that still point at rows of `collection` and stop their deletion, read from the
 * database's own foreign keys (so a new table is covered the day it is created), the catalog's
 * own order first.
 */
function blockingReferences(schema: SchemaOverview, collection: string): Array<{ table: string; column: string }> {
	const order = Object.keys(ownValue(CATALOG_SENTENCES, collection) ?? {});
	const rank = (table: string) => (order.includes(table) ? order.indexOf(table) : order.length);
	return schema.relations
		.filter(
			(relation) =>
				relation.related_collection === collection &&
				relation.schema &&
				BLOCKING.has(String(relation.schema.on_delete ?? 'NO ACTION').toUpperCase()),
		)
		.map((relation) => ({ table: relation.collection, column: relation.field }))
		.sort((a, b) => rank(a.table) - rank(b.table) || a.table.localeCompare(b.table));
}

/**
 * Refuses deleting rows that other rows still point at, naming every kind of row in the way
 * (a batch is refused whole). The database would refuse too, but with its SQL as the message
 * and a 500; this says what is in the way and, for the catalog, what to do instead.
 */
export async function refuseDeleteInUse(
	database: Knex,
	schema: SchemaOverview,
	collection: string,
	keys: unknown[],
): Promise<void> {
	if (keys.length === 0) return;
	const uses: Record<string, number> = {};
	for (const { table, column } of blockingReferences(schema, collection)) {
		const row = await database(table)
			.whereIn(column, keys as Array<string | number>)
			.count({ count: '*' })
			.first();
		const count = Number(row?.['count'] ?? 0);
		if (count > 0) uses[table] = (uses[table] ?? 0) + count;
	}
	const tables = Object.keys(uses);
	if (tables.length === 0) return;
	const first = tables[0]!;
	const catalogSentence = ownValue(ownValue(CATALOG_SENTENCES, collection) ?? {}, first);
	const [one] = ownValue(NAMES, collection) ?? [`${collection} row`];
	const message = catalogSentence
		? catalogSentence(uses[first]!)
		: `This ${one} is still used by ${listed(tables.map((table) => counted(table, uses[table]!)))}, kept for the record; it cannot be deleted.`;
	const total = tables.reduce((sum, table) => sum + uses[table]!, 0);
	throw new InUseError(message, {
		collection,
		dependents: tables.join(', '),
		count: catalogSentence ? uses[first]! : total,
		uses,
	});
}
