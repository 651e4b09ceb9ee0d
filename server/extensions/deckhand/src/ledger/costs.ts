import type { Books } from './command.ts';

/** A SKU's average unit cost after `quantity` copies arrive at `unitCost` each, with `onHandBefore` copies already there at `current`. */
export function averageCost(current: number, onHandBefore: number, unitCost: number, quantity: number): number {
	return Math.round((current * onHandBefore + unitCost * quantity) / (onHandBefore + quantity));
}

/**
 * The one writer of `sku_costs`: copies arrive (a regrade, a buylist intake) and move the SKU's
 * average unit cost, weighted by copies, rounded to the minor unit. A SKU with no cost yet takes
 * the arriving copies' cost, whatever it already holds (nothing is known of those copies' cost).
 * An average does not change when copies leave, so nothing else writes here.
 */
export async function receiveCost(books: Books, sku: number, arriving: { quantity: number; unitCost: number; onHandBefore: number }): Promise<number> {
	const { trx } = books;
	const target = await trx('sku_costs').select('id', 'unit_cost').where('sku', sku).first();
	if (!target) {
		await books.insert('sku_costs', { sku, unit_cost: arriving.unitCost });
		return arriving.unitCost;
	}
	const unitCost = averageCost(Number(target.unit_cost), Math.max(0, arriving.onHandBefore), arriving.unitCost, arriving.quantity);
	await trx('sku_costs').where('id', target.id).update({ unit_cost: unitCost });
	books.updated('sku_costs', [Number(target.id)], { unit_cost: unitCost });
	return unitCost;
}
