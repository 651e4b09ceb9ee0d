import type { Knex } from 'knex';
import { InUseError } from '../errors.ts';

/**
 * What still points at a catalog row, collection by collection, and the sentence a clerk reads
 * when a deletion is refused. The database would refuse these deletions too (restricted foreign
 * keys), but with a message that names nothing; this says what is in the way and what to do.
 */
const DEPENDENTS: Record<string, Array<{ table: string; column: string; say: (count: number) => string }>> = {
	games: [{ table: 'sets', column: 'game', say: (n) => `This game still has ${n} set${n === 1 ? '' : 's'}; delete or move them first.` }],
	sets: [{ table: 'cards', column: 'set', say: (n) => `This set still has ${n} card${n === 1 ? '' : 's'}; delete or move them first.` }],
	cards: [{ table: 'skus', column: 'card', say: (n) => `This card still has ${n} SKU${n === 1 ? '' : 's'}; delete them first.` }],
	skus: [
		{ table: 'stock_movements', column: 'sku', say: (n) => `This SKU has stock history (${n} movement${n === 1 ? '' : 's'}) and is kept for the record; leave it at 0 on hand instead.` },
		{ table: 'order_lines', column: 'sku', say: () => 'This SKU was sold and is kept for the orders that name it.' },
		{ table: 'buylist_lines', column: 'sku', say: () => 'This SKU is on a buylist and is kept for it.' },
	],
};

/** Refuses the deletion of a game, set, card or SKU that other rows still need, naming what is in the way. */
export async function refuseDeleteInUse(database: Knex, collection: string, keys: unknown[]): Promise<void> {
	for (const dependent of DEPENDENTS[collection] ?? []) {
		const row = await database(dependent.table)
			.whereIn(dependent.column, keys as Array<string | number>)
			.count({ count: '*' })
			.first();
		const count = Number(row?.['count'] ?? 0);
		if (count > 0) throw new InUseError(dependent.say(count), { collection, dependents: dependent.table, count });
	}
}
