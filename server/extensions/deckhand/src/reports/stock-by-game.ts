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

/** The aged SKUs' figures are named with this prefix in the statement's row (`aged_copies`…). */
const AGED = 'aged_';

/**
 * The figures of the SKUs with copies, or of those that meet `when` (SQL) alone, named with
 * `prefix`: how many, their copies, their value at their prices and how many have none, and with
 * `withCosts` their value at cost and how many have no cost.
 */
function figures(database: Knex, withCosts: boolean, prefix: string, when: string | null): Knex.Raw[] {
	const only = (expression: string) => (when === null ? expression : `case when ${when} then ${expression} end`);
	const counted = (expression: string) => `count(${only(expression)})`;
	const columns = [
		`${counted('1')} as ${prefix}skus`,
		`sum(${only('skus.quantity')}) as ${prefix}copies`,
		`sum(${only(product('skus.quantity', 'skus.price'))}) as ${prefix}retail_value`,
		`${counted('1')} - ${counted('skus.price')} as ${prefix}unpriced_on_hand`,
	];
	if (withCosts) columns.push(`sum(${only(product('skus.quantity', 'sku_costs.unit_cost'))}) as ${prefix}cost_value`, `${counted('1')} - ${counted('sku_costs.unit_cost')} as ${prefix}uncosted_on_hand`);
	return columns.map((column) => database.raw(column));
}

/**
 * All the stock and the aged part, per game, in one statement walked from the games down (games,
 * their sets, their cards, each card's SKUs with copies from the `skus (card, quantity, price)`
 * index), so the rows arrive grouped by game: SQLite needs no sort to group them and looks up no
 * card, set or game per SKU (docs/reports.md, "Speed"). The joins are written as cross joins
 * because SQLite keeps a cross join's order. The SKUs that moved lately are found once from the
 * index that starts with the reason and the date (the 90 days' movements) and joined to each SKU:
 * a SKU without one is aged. One walk for both: two took a third longer.
 */
function perGame(database: Knex, since: number | Date, withCosts: boolean): Knex.QueryBuilder {
	const moved = database('stock_movements').distinct('sku').whereIn('reason', FRESH_REASONS).where('date_created', '>=', since);
	const query = database
		.from(database.raw('?? cross join ?? cross join ?? cross join ??', ['games', 'sets', 'cards', 'skus']))
		.leftJoin(moved.as('moved'), 'moved.sku', 'skus.id')
		.where('sets.game', database.ref('games.id'))
		.where('cards.set', database.ref('sets.id'))
		.where('skus.card', database.ref('cards.id'))
		.where('skus.quantity', '>', 0)
		.groupBy('games.id', 'games.name')
		.orderBy('games.name')
		.orderBy('games.id')
		.select('games.id', 'games.name', ...figures(database, withCosts, '', null), ...figures(database, withCosts, AGED, 'moved.sku is null'));
	if (withCosts) query.leftJoin('sku_costs', 'sku_costs.sku', 'skus.id');
	return query;
}

function shown(row: Record<string, unknown>, withCosts: boolean, prefix: string): GameStock {
	const figure = (name: string) => whole(row[`${prefix}${name}`]);
	const stock: GameStock = {
		id: Number(row['id']),
		name: String(row['name']),
		skus: figure('skus'),
		copies: figure('copies'),
		retail_value: figure('retail_value'),
		unpriced_on_hand: figure('unpriced_on_hand'),
	};
	return withCosts ? { ...stock, cost_value: figure('cost_value'), uncosted_on_hand: figure('uncosted_on_hand') } : stock;
}

/**
 * The stock on hand per game, by name: all of it, and the aged part (SKUs with copies on hand that
 * neither sold nor received copies in the last 90 days: copies just bought have had no time to
 * sell), only the games that have some.
 */
export async function stockByGame(database: Knex, now: number, withCosts: boolean): Promise<{ all: GameStock[]; aged: GameStock[] }> {
	const rows: Array<Record<string, unknown>> = await perGame(database, dbTime(database, now - AGED_DAYS * DAY_MS), withCosts);
	return { all: rows.map((row) => shown(row, withCosts, '')), aged: rows.map((row) => shown(row, withCosts, AGED)).filter((game) => game.skus > 0) };
}
