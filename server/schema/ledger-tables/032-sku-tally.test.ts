import type { Knex } from 'knex';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { INVARIANTS } from '../../extensions/deckhand/src/books/invariants.ts';
import { foldSkuTally, talliedSkus } from '../../extensions/deckhand/src/ledger/sku-tally.ts';
import { migrateSkuStock, stockTablesDatabase, twoGames } from './stock-tables.test-db.ts';
import { skuTally } from './032-sku-tally.ts';

let db: Knex;
beforeEach(async () => {
	db = await stockTablesDatabase();
});
afterEach(async () => {
	await db.destroy();
});

const rule = INVARIANTS.find((invariant) => invariant.id === 'sku-tally-matches-skus')!;
const tallies = async () => ({
	all: await talliedSkus(db, null),
	a: await talliedSkus(db, 1),
	b: await talliedSkus(db, 2),
});

describe("the tally of each game's SKUs (sku_tally)", () => {
	it('is filled from the SKUs already there by the start after the migrations', async () => {
		const { cardA, cardB } = await twoGames(db);
		await db('skus').insert([
			{ id: 1, card: cardA },
			{ id: 2, card: cardA },
			{ id: 3, card: cardB },
		]);
		await migrateSkuStock(db);
		expect(await tallies()).toEqual({ all: 3, a: 2, b: 1 });
		expect(await db('sku_tally').count({ rows: '*' }).first()).toEqual({ rows: 2 });
		expect(await rule.query(db)).toEqual([]);
	});

	it('follows SKUs added, deleted, and moved to another game with their card or set', async () => {
		await migrateSkuStock(db);
		const { cardA, cardB, setB } = await twoGames(db);
		await db('skus').insert(Array.from({ length: 5 }, (_, i) => ({ id: i + 1, card: cardA })));
		await db('skus').insert({ id: 6, card: cardB });
		await db('skus').whereIn('id', [1, 2]).delete();
		expect(await tallies()).toEqual({ all: 4, a: 3, b: 1 });

		await db('cards').where('id', cardA).update({ set: setB });
		expect(await tallies()).toEqual({ all: 4, a: 0, b: 4 });
		await db('sets').where('id', setB).update({ game: 1 });
		expect(await tallies()).toEqual({ all: 4, a: 4, b: 0 });
		// A sale's update of its SKU leaves the tally as it was.
		const rows = await db('sku_tally').count({ rows: '*' }).first();
		await db('skus').where('id', 3).update({ quantity: 7, price: 100 });
		expect(await db('sku_tally').count({ rows: '*' }).first()).toEqual(rows);
		expect(await rule.query(db)).toEqual([]);
	});

	it('is folded into one row a game, adding up to what it did', async () => {
		await migrateSkuStock(db);
		const { cardA, cardB } = await twoGames(db);
		await db('skus').insert(Array.from({ length: 250 }, (_, i) => ({ id: i + 1, card: i < 100 ? cardA : cardB })));
		await db('skus').where('id', '<=', 30).delete();
		expect(await db('sku_tally').count({ rows: '*' }).first()).toEqual({ rows: 280 });

		// A read only sums them; the fold (every minute, and after an import) leaves a row a game.
		expect(await talliedSkus(db, null)).toBe(220);
		expect(await db('sku_tally').count({ rows: '*' }).first()).toEqual({ rows: 280 });
		await foldSkuTally(db);
		expect(await talliedSkus(db, null)).toBe(220);
		expect(await db('sku_tally').orderBy('game').select('game', 'skus')).toEqual([
			{ game: 1, skus: 70 },
			{ game: 2, skus: 150 },
		]);
		await db('skus').where('card', cardA).delete();
		await foldSkuTally(db);
		expect(await db('sku_tally').select('game', 'skus')).toEqual([{ game: 2, skus: 150 }]);
		expect(await tallies()).toEqual({ all: 150, a: 0, b: 150 });
	});

	it('names the game whose tally does not add up to its SKUs, with both numbers', async () => {
		await migrateSkuStock(db);
		const { cardA, cardB } = await twoGames(db);
		await db('skus').insert([
			{ id: 1, card: cardA },
			{ id: 2, card: cardB },
		]);
		await db('sku_tally').insert({ game: 2, skus: 1 });
		expect(await rule.query(db)).toEqual([{ game: 2, tallied: 2, counted: 1 }]);
	});

	it('goes with its migration, triggers and all', async () => {
		await migrateSkuStock(db);
		await skuTally.down?.(db);
		expect(await db.schema.hasTable('sku_tally')).toBe(false);
		expect(await db('sqlite_master').where('type', 'trigger').pluck('name')).toEqual([]);
	});
});
