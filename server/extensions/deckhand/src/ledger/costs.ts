import type { Knex } from 'knex';
import { rawRows } from '../db.ts';
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
export async function receiveCost(
	books: Books,
	sku: number,
	arriving: { quantity: number; unitCost: number; onHandBefore: number },
): Promise<number> {
	const { trx } = books;
	const target = await trx('sku_costs').select('id', 'unit_cost').where('sku', sku).first();
	if (!target) {
		await books.insert('sku_costs', { sku, unit_cost: arriving.unitCost });
		return arriving.unitCost;
	}
	const unitCost = averageCost(
		Number(target.unit_cost),
		Math.max(0, arriving.onHandBefore),
		arriving.unitCost,
		arriving.quantity,
	);
	await trx('sku_costs').where('id', target.id).update({ unit_cost: unitCost });
	books.updated('sku_costs', [Number(target.id)], { unit_cost: unitCost });
	return unitCost;
}

/** a / b rounded half up, for non-negative whole numbers, in SQL either database computes alike (as `averageCost` rounds). */
const halfUp = (a: string, b: string) => `(2 * (${a}) + (${b})) / (2 * (${b}))`;

/**
 * Many SKUs' costs at once (an import), in set-based statements: `source` answers each SKU once
 * (`sku`) with `cost_total` (Σ unit cost × copies over its rows) and `copies` (their copies).
 * `replace`: the SKU's cost becomes the file's (cost_total / copies). `add`: the copies arrive as
 * `receiveCost` receives them, averaged with what is on hand; call it before their stock moves.
 * Answers the number of SKUs whose cost was set.
 */
export async function importCosts(books: Books, source: Knex.QueryBuilder, mode: 'replace' | 'add'): Promise<number> {
	const { trx } = books;
	const fileCost = halfUp('src.cost_total', 'src.copies');
	const onHand = 'CASE WHEN s.quantity > 0 THEN CAST(s.quantity AS BIGINT) ELSE 0 END';
	const updated = rawRows(
		await trx.raw(
			mode === 'replace'
				? `UPDATE sku_costs SET unit_cost = ${fileCost} FROM ? src WHERE sku_costs.sku = src.sku RETURNING sku_costs.id`
				: `UPDATE sku_costs SET unit_cost = ${halfUp(`CAST(sku_costs.unit_cost AS BIGINT) * ${onHand} + src.cost_total`, `${onHand} + src.copies`)}
					FROM ? src JOIN skus s ON s.id = src.sku WHERE sku_costs.sku = src.sku RETURNING sku_costs.id`,
			[source],
		),
	);
	const inserted = rawRows(
		await trx.raw(
			`INSERT INTO sku_costs (sku, unit_cost) SELECT src.sku, ${fileCost} FROM ? src WHERE NOT EXISTS (SELECT 1 FROM sku_costs c WHERE c.sku = src.sku) RETURNING id`,
			[source],
		),
	);
	return updated.length + inserted.length;
}
