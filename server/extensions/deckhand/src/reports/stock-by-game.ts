import type { Knex } from 'knex';
import { dbTime } from '../db.ts';
import { product, whole } from './sales-within.ts';

/*
 * The stock on hand now, per game: all of it, and the aged part (docs/reports.md, "Aged stock").
 * At its prices for everyone; at cost only when an administrator asks (`withCosts`).
 */

export const AGED_DAYS = 90;
const DAY_MS = 86_400_000;

/** What counts as a SKU's copies moving: a sale, or copies coming in (a trade-in, an import). Stock counts and regrades do not. */
const FRESH_REASONS = ['sale', 'buylist_intake', 'import'] as const;

export interface GameStock {
	id: number;
	name: string;
	skus: number;
	copies: number;
	retail_value: number;
	unpriced_on_hand: number;
	cost_value?: number;
	uncosted_on_hand?: number;
}

/**
 * Walked from the games down (games, their sets, their cards, each card's SKUs with copies from
 * the `skus (card, quantity, price)` index), so the rows arrive grouped by game: SQLite needs no
 * sort to group them and looks up no card, set or game per SKU (docs/reports.md, "Speed"). The
 * joins are written as cross joins because SQLite keeps a cross join's order.
 */
function perGame(database: Knex, withCosts: boolean): Knex.QueryBuilder {
	const query = database
		.from(database.raw('?? cross join ?? cross join ?? cross join ??', ['games', 'sets', 'cards', 'skus']))
		.where('sets.game', database.ref('games.id'))
		.where('cards.set', database.ref('sets.id'))
		.where('skus.card', database.ref('cards.id'))
		.where('skus.quantity', '>', 0)
		.groupBy('games.id', 'games.name')
		.orderBy('games.name')
		.orderBy('games.id')
		.select(
			'games.id',
			'games.name',
			database.raw('count(*) as skus'),
			database.raw('sum(skus.quantity) as copies'),
			database.raw(`sum(${product('skus.quantity', 'skus.price')}) as retail_value`),
			database.raw('count(*) - count(skus.price) as unpriced_on_hand'),
		);
	if (withCosts)
		query
			.leftJoin('sku_costs', 'sku_costs.sku', 'skus.id')
			.select(database.raw(`sum(${product('skus.quantity', 'sku_costs.unit_cost')}) as cost_value`), database.raw('count(*) - count(sku_costs.unit_cost) as uncosted_on_hand'));
	return query;
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
	return withCosts ? { ...stock, cost_value: whole(row['cost_value']), uncosted_on_hand: whole(row['uncosted_on_hand']) } : stock;
}

/** The stock on hand per game, by name. */
export async function stockByGame(database: Knex, withCosts: boolean): Promise<GameStock[]> {
	return (await perGame(database, withCosts)).map((row: Record<string, unknown>) => shown(row, withCosts));
}

/**
 * Aged stock per game: SKUs with copies on hand that neither sold nor received copies in the last
 * 90 days (copies just bought have had no time to sell).
 */
export async function agedStockByGame(database: Knex, now: number, withCosts: boolean): Promise<GameStock[]> {
	const since = dbTime(database, now - AGED_DAYS * DAY_MS);
	// The SKUs that moved lately, found once from the index that starts with the reason and the date
	// (the 90 days' movements), rather than looked up for each SKU with copies. `sku` is never null, so
	// `not in` means "no such movement".
	const moved = database('stock_movements as moved').select('moved.sku').whereIn('moved.reason', FRESH_REASONS).where('moved.date_created', '>=', since);
	return (await perGame(database, withCosts).whereNotIn('skus.id', moved)).map((row: Record<string, unknown>) => shown(row, withCosts));
}
