import type { Knex } from 'knex';
import type { GameStock } from '@deckhand/contract/reports/stock-by-game.ts';
import { dbTime } from '../db.ts';
import { product, whole } from './sales-within.ts';

/*
 * The stock on hand now, per game: all of it, and the aged part (docs/reports.md, "Aged stock").
 * At its prices for everyone; at cost only when an administrator asks (`withCosts`). Read from
 * `sku_stock` (`ledger/sku-stock.ts`), the SKUs' stock figures kept by the database.
 */

export const AGED_DAYS = 90;
const DAY_MS = 86_400_000;

/**
 * The SKUs with copies (of those `which` keeps) summed per game, then named: SQLite sums each
 * game's SKUs from the `sku_stock (game, quantity, …)` index alone, in game order, with no sort.
 */
function perGame(
	database: Knex,
	withCosts: boolean,
	which: (skus: Knex.QueryBuilder) => Knex.QueryBuilder = (skus) => skus,
): Promise<Array<Record<string, unknown>>> {
	const figures = [
		database.raw('count(*) as skus'),
		database.raw('sum(quantity) as copies'),
		database.raw(`sum(${product('quantity', 'price')}) as retail_value`),
		database.raw('count(*) - count(price) as unpriced_on_hand'),
	];
	if (withCosts)
		figures.push(
			database.raw(`sum(${product('quantity', 'unit_cost')}) as cost_value`),
			database.raw('count(*) - count(unit_cost) as uncosted_on_hand'),
		);
	const sums = which(database('sku_stock').where('quantity', '>', 0))
		.groupBy('game')
		.select('game', ...figures);
	return database
		.from(sums.as('stock'))
		.join('games', 'games.id', 'stock.game')
		.orderBy('games.name')
		.orderBy('games.id')
		.select('games.id', 'games.name', 'stock.*');
}

function shown(row: Record<string, unknown>, withCosts: boolean): GameStock {
	const stock: GameStock = {
		id: Number(row['id']),
		name: String(row['name']),
		skus: whole(row['skus']),
		copies: whole(row['copies']),
		retail_value: whole(row['retail_value']),
		unpriced_on_hand: whole(row['unpriced_on_hand']),
	};
	return withCosts
		? { ...stock, cost_value: whole(row['cost_value']), uncosted_on_hand: whole(row['uncosted_on_hand']) }
		: stock;
}

/** The stock on hand per game, by name. */
export async function stockByGame(database: Knex, withCosts: boolean): Promise<GameStock[]> {
	return (await perGame(database, withCosts)).map((row) => shown(row, withCosts));
}

/**
 * Aged stock per game: SKUs with copies on hand that neither sold nor received copies in the last
 * 90 days (copies just bought have had no time to sell): their copies last moved before then, or
 * never (`sku_stock.fresh_at`).
 */
export async function agedStockByGame(database: Knex, now: number, withCosts: boolean): Promise<GameStock[]> {
	const since = dbTime(database, now - AGED_DAYS * DAY_MS);
	const aged = await perGame(database, withCosts, (skus) =>
		skus.where((moved) => moved.whereNull('fresh_at').orWhere('fresh_at', '<', since)),
	);
	return aged.map((row) => shown(row, withCosts));
}
