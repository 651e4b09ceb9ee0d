import type { Knex } from 'knex';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { INVARIANTS } from '../../extensions/deckhand/src/books/invariants.ts';
import { keepSkuStock } from '../../extensions/deckhand/src/ledger/sku-stock.ts';
import { skuStockBySku } from './030-sku-stock-by-sku.ts';
import { migrateSkuStock, stockTablesDatabase, twoGames } from './stock-tables.test-db.ts';

let db: Knex;
beforeEach(async () => {
	db = await stockTablesDatabase();
	// The indexes the shop's schema has on the movements: by SKU, and the fresh ones by reason and time.
	await db.raw('create index stock_movements_sku_index on stock_movements (sku)');
	await db.raw('create index stock_movements_fresh_stock on stock_movements (reason, date_created, sku)');
	await migrateSkuStock(db);
});
afterEach(async () => {
	await db.destroy();
});

/** How SQLite reads the last fresh movement of SKU 1 as the trigger on a SKU added writes it. */
async function planOfLastFresh(): Promise<string> {
	const trigger: string = await db('sqlite_master')
		.where('name', 'sku_stock_sku_added')
		.first()
		.then((row) => row.sql);
	const lookup = /\(select max\(m\.date_created\) from stock_movements m where [^)]*\)\)/.exec(trigger)![0];
	const rows: Array<{ detail: string }> = await db.raw(
		`explain query plan select ${lookup.replaceAll('new.id', '1')}`,
	);
	return rows.map((row) => row.detail).join('; ');
}

describe('the stock figures of a SKU added', () => {
	it("look the SKU's last fresh movement up by the SKU, not through every fresh movement of the shop", async () => {
		const { cardA } = await twoGames(db);
		await db('stock_movements').insert(
			Array.from({ length: 500 }, (_, i) => ({ sku: 1000 + i, delta: -1, reason: 'sale', date_created: i })),
		);
		expect(await planOfLastFresh()).toMatch(/USING INDEX stock_movements_sku_index \(sku=\?\)/);

		await db('stock_movements').insert({ sku: 1, delta: 3, reason: 'import', date_created: 7_000 });
		await db('skus').insert({ id: 1, card: cardA, price: 100, quantity: 3 });
		expect(await db('sku_stock').where('sku', 1).first()).toMatchObject({ fresh_at: 7_000 });
	});

	it('are kept by triggers the start makes again once the migration has dropped the old ones', async () => {
		const { cardA } = await twoGames(db);
		await skuStockBySku.up(db);
		expect(await db('sqlite_master').where('type', 'trigger').pluck('name')).toEqual([]);
		await db('skus').insert({ id: 1, card: cardA, price: 100, quantity: 1 });

		await keepSkuStock(db);
		const rule = INVARIANTS.find((invariant) => invariant.id === 'sku-stock-matches-skus')!;
		expect(await rule.query(db)).toEqual([]);
		await db('skus').where('id', 1).update({ quantity: 4 });
		expect(await db('sku_stock').where('sku', 1).first()).toMatchObject({ quantity: 4 });
	});
});
