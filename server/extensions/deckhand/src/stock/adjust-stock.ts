import type { Knex } from 'knex';
import { invalid, OutOfStockError } from '../errors.ts';
import { nowForDb } from '../db.ts';
import { describeSku } from './describe-sku.ts';
import type { StockAdjustment } from './adjust-input.ts';

export interface StockAdjustmentResult {
	movement: number;
	sku: number;
	quantity: number;
}

/**
 * Writes one stock movement and the SKU's new quantity in a single transaction.
 * The quantity is moved by a guarded `UPDATE … WHERE quantity + delta >= 0`, so two
 * concurrent adjustments can never take the count below zero, on SQLite or PostgreSQL.
 */
export async function adjustStock(database: Knex, adjustment: StockAdjustment, user: string | null): Promise<StockAdjustmentResult> {
	return database.transaction(async (trx) => {
		const now = nowForDb(trx);
		const updated = await trx('skus')
			.where('id', adjustment.sku)
			.andWhere('quantity', '>=', -adjustment.delta)
			.update({ quantity: trx.raw('quantity + ?', [adjustment.delta]), date_updated: now });

		if (updated === 0) {
			const sku = await describeSku(trx, adjustment.sku);
			if (!sku) throw invalid('sku', `There is no SKU #${adjustment.sku}.`);
			throw new OutOfStockError(`Only ${sku.quantity} of ${sku.label} left.`, {
				sku: adjustment.sku,
				available: sku.quantity,
				requested: -adjustment.delta,
			});
		}

		const [movement] = await trx('stock_movements').insert(
			{
				sku: adjustment.sku,
				delta: adjustment.delta,
				reason: adjustment.reason,
				note: adjustment.note,
				user_created: user,
				date_created: now,
			},
			['id'],
		);
		const { quantity } = await trx('skus').select('quantity').where('id', adjustment.sku).first();
		return { movement: Number(typeof movement === 'object' ? movement.id : movement), sku: adjustment.sku, quantity: Number(quantity) };
	});
}
