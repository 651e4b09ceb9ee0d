import type { Knex } from 'knex';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { INVARIANTS } from '../../extensions/deckhand/src/books/invariants.ts';
import { keepSkuStock } from '../../extensions/deckhand/src/ledger/sku-stock.ts';
import { skuStock } from './014-sku-stock.ts';
import { skuStockCondition } from './031-sku-stock-condition.ts';
import { keptRows, migrateSkuStock, stockTablesDatabase, twoGames } from './stock-tables.test-db.ts';

let db: Knex;
beforeEach(async () => {
	db = await stockTablesDatabase();
});
afterEach(async () => {
	await db.destroy();
});

const rule = INVARIANTS.find((invariant) => invariant.id === 'sku-stock-matches-skus')!;
const mismatches = () => rule.query(db);
const triggers = () =>
	db('sqlite_master')
		.where({ type: 'trigger', tbl_name: 'skus' })
		.orWhere({ type: 'trigger', tbl_name: 'sku_costs' })
		.pluck('name');
const indexNames = () =>
	db('sqlite_master')
		.where({ type: 'index' })
		.whereIn('tbl_name', ['skus', 'stock_movements', 'sku_stock'])
		.pluck('name');

describe('the kept stock figures (sku_stock)', () => {
	it('are filled from the books already there by the start after the migrations, and taken away with them', async () => {
		const { cardA, cardB } = await twoGames(db);
		await db('skus').insert([
			{ id: 1, card: cardA, condition: 'NM', price: 250, quantity: 4 },
			{ id: 2, card: cardB, condition: 'LP', price: null, quantity: 0 },
		]);
		await db('sku_costs').insert({ sku: 1, unit_cost: 120 });
		await db('stock_movements').insert([
			{ sku: 1, delta: 5, reason: 'import', date_created: 1_000 },
			{ sku: 1, delta: -1, reason: 'sale', date_created: 2_000 },
			{ sku: 1, delta: 0, reason: 'count', date_created: 3_000 },
		]);

		await migrateSkuStock(db);
		expect(await keptRows(db)).toEqual([
			{ sku: 1, game: 1, condition: 'NM', quantity: 4, price: 250, unit_cost: 120, fresh_at: 2_000 },
			{ sku: 2, game: 2, condition: 'LP', quantity: 0, price: null, unit_cost: null, fresh_at: null },
		]);
		expect(await mismatches()).toEqual([]);
		expect((await indexNames()).sort()).toEqual(['sku_stock_by_condition', 'sku_stock_by_game']);

		await skuStockCondition.down?.(db);
		expect(await triggers()).toEqual([]);
		expect(await indexNames()).toEqual(['sku_stock_by_game']);
		await skuStock.down?.(db);
		expect(await db.schema.hasTable('sku_stock')).toBe(false);
		expect(await triggers()).toEqual([]);
		expect(await indexNames()).toEqual(['skus_stock_value']);
	});

	it('follow every write to what they copy, whoever writes it, and the books checker finds a row that does not', async () => {
		const { cardA, cardB, setB } = await twoGames(db);
		await migrateSkuStock(db);
		const holds = async (write: string) => expect(await mismatches(), write).toEqual([]);

		await db('skus').insert({ id: 1, card: cardA, price: null, quantity: 0 });
		await holds('a SKU created');
		await db('skus').where('id', 1).update({ quantity: 6, price: 300 });
		await holds('copies and a price');
		await db('skus').where('id', 1).update({ bin: 'A1' });
		await holds('a field the figures do not read');
		await db('skus').where('id', 1).update({ condition: 'MP' });
		await holds('a SKU regraded');
		expect((await keptRows(db))[0]).toMatchObject({ condition: 'MP' });
		await db('sku_costs').insert({ sku: 1, unit_cost: 90 });
		await db('sku_costs').where('sku', 1).update({ unit_cost: 95 });
		await holds('a cost recorded and changed');
		await db('stock_movements').insert([
			{ sku: 1, delta: -1, reason: 'sale', date_created: 5_000 },
			{ sku: 1, delta: 1, reason: 'count', date_created: 9_000 },
		]);
		await db('stock_movements').insert({ sku: 1, delta: 2, reason: 'buylist_intake', date_created: 4_000 });
		expect((await keptRows(db))[0]).toMatchObject({ unit_cost: 95, fresh_at: 5_000 });
		await db('stock_movements').where('reason', 'sale').update({ date_created: 1_000 });
		await holds('a movement moved in time');
		expect((await keptRows(db))[0]).toMatchObject({ fresh_at: 4_000 });
		await db('stock_movements').where('reason', 'buylist_intake').delete();
		await holds('a movement deleted');
		await db('cards').where('id', cardA).update({ set: setB });
		await holds('a card moved to a set of another game');
		await db('sets').where('id', setB).update({ game: 1 });
		await holds('a set moved to another game');
		expect((await keptRows(db))[0]).toMatchObject({ game: 1 });
		await db('sku_costs').where('sku', 1).delete();
		await holds('a cost deleted');
		await db('skus').insert({ id: 2, card: cardB, price: 10, quantity: 0 });
		await db('skus').where('id', 1).delete();
		await holds('a SKU deleted');
		expect(await keptRows(db)).toEqual([
			{ sku: 2, game: 1, condition: 'NM', quantity: 0, price: 10, unit_cost: null, fresh_at: null },
		]);

		await db('sku_stock').where('sku', 2).update({ quantity: 7 });
		await db('sku_stock').insert({ sku: 99, game: 1, quantity: 1 });
		expect(await mismatches()).toEqual([
			{
				sku: 2,
				kept_game: 1,
				kept_condition: 'NM',
				kept_quantity: 7,
				kept_price: 10,
				kept_unit_cost: null,
				kept_fresh_at: null,
				defined_game: 1,
				defined_condition: 'NM',
				defined_quantity: 0,
				defined_price: 10,
				defined_unit_cost: null,
				defined_fresh_at: null,
			},
			{
				sku: 99,
				kept_game: 1,
				kept_condition: null,
				kept_quantity: 1,
				kept_price: null,
				kept_unit_cost: null,
				kept_fresh_at: null,
				defined_game: null,
				defined_condition: null,
				defined_quantity: null,
				defined_price: null,
				defined_unit_cost: null,
				defined_fresh_at: null,
			},
		]);
	});

	it('are made whole again at a start that finds a trigger gone (a table rebuilt by a schema change)', async () => {
		const { cardA } = await twoGames(db);
		await migrateSkuStock(db);
		await db('skus').insert({ id: 1, card: cardA, price: 100, quantity: 1 });
		await db.raw('drop trigger sku_stock_sku_changed');
		await db('skus').where('id', 1).update({ quantity: 3 });
		expect((await keptRows(db))[0]).toMatchObject({ quantity: 1 });

		await keepSkuStock(db);
		expect(await triggers()).toHaveLength(6);
		expect((await keptRows(db))[0]).toMatchObject({ quantity: 3 });
		await db('skus').where('id', 1).update({ quantity: 2 });
		expect((await keptRows(db))[0]).toMatchObject({ quantity: 2 });
	});
});
