// The invariants of the summary tables Home, the reports and the inventory read instead of the rows they sum
// (`card_day_sales`, `sku_stock`, `sku_tally`): each must say what those rows say, compared side by side in a way
// both databases run.
import type { Knex } from 'knex';
import { cardDaySums, dayText, saleOrders } from '../ledger/card-day-sales.ts';
import { skuStockAsDefined } from '../ledger/sku-stock.ts';
import type { Invariant } from './invariant.ts';

export const SUMMARY_INVARIANTS: readonly Invariant[] = [
	{
		id: 'card-day-sales-match-lines',
		rule: 'the sales summary of each UTC day and card equals the lines of the sales of that day and card',
		broken: "The sales summary the top sellers and margins are read from does not match the sales' lines of a card on a day.",
		subject: 'card',
		key: 'card',
		query: (db) => cardDaySalesAgainstLines(db),
	},
	{
		id: 'sku-stock-matches-skus',
		rule: "each SKU's row of sku_stock equals its game, condition, quantity, price, unit cost and last fresh movement, and no other row is there",
		broken: 'The stock figures Home and the reports read (copies, prices, costs, aged stock) do not match a SKU.',
		subject: 'sku',
		key: 'sku',
		query: (db) => skuStockAgainstSkus(db),
	},
	{
		id: 'sku-tally-matches-skus',
		rule: "the tally of each game's SKUs adds up to the SKUs of that game",
		broken: 'The number of SKUs the inventory shows, in all or for a game, does not match the SKUs.',
		subject: 'game',
		key: 'game',
		query: (db) => skuTallyAgainstSkus(db),
	},
];

const SUMMARY_FIGURES = ['units', 'revenue', 'cost', 'uncosted_lines'] as const;

/**
 * The days and cards where `card_day_sales` and the sales' lines disagree, each side's figures
 * beside the other's: a row of either without the other, or other figures. The summary's rows
 * and the lines summed per day and card are put side by side (a union, which both databases run,
 * rather than a full outer join) and added up per day and card.
 */
function cardDaySalesAgainstLines(db: Knex): Knex.QueryBuilder {
	const side = (from: Knex.QueryBuilder, lines: boolean) =>
		from.select(
			'day',
			'card',
			...SUMMARY_FIGURES.flatMap((figure) => [
				db.raw(`${lines ? 0 : figure} as summary_${figure}`),
				db.raw(`${lines ? figure : 0} as lines_${figure}`),
			]),
			db.raw(`${lines ? 1 : 0} as line_rows`),
		);
	const sides = side(db('card_day_sales'), false).unionAll(
		side(db.from(cardDaySums(db, saleOrders(db)).as('l')), true),
	);
	return db
		.from(sides.as('sides'))
		.groupBy('sides.day', 'sides.card')
		.select(
			db.raw(`${dayText(db, 'sides.day')} as day`),
			'sides.card as card',
			...SUMMARY_FIGURES.flatMap((figure) => [
				db.raw(`sum(sides.summary_${figure}) as summary_${figure}`),
				db.raw(`sum(sides.lines_${figure}) as lines_${figure}`),
			]),
		)
		.havingRaw(
			[
				...SUMMARY_FIGURES.map((figure) => `sum(sides.summary_${figure}) <> sum(sides.lines_${figure})`),
				'sum(sides.line_rows) = 0',
			].join(' or '),
		)
		.orderBy(['sides.day', 'sides.card']);
}

const SKU_STOCK_COLUMNS = ['game', 'condition', 'quantity', 'price', 'unit_cost', 'fresh_at'] as const;

/**
 * The SKUs whose `sku_stock` row is missing or says otherwise than the tables it copies, each
 * side's values beside the other's, and the rows of no SKU. Two values differ when one is null and
 * the other not, or both are there and unequal (a comparison either database runs alike).
 */
function skuStockAgainstSkus(db: Knex): Knex.QueryBuilder {
	const differs = SKU_STOCK_COLUMNS.map(
		(column) => `(kept.${column} <> defined.${column} or (kept.${column} is null) <> (defined.${column} is null))`,
	);
	const values = (side: 'kept' | 'defined') =>
		SKU_STOCK_COLUMNS.map((column) => `${side}.${column} as ${side}_${column}`);
	const mismatched = db
		.from(skuStockAsDefined(db).as('defined'))
		.leftJoin('sku_stock as kept', 'kept.sku', 'defined.sku')
		.select('defined.sku as sku', db.raw([...values('kept'), ...values('defined')].join(', ')))
		.whereRaw(['kept.sku is null', ...differs].join(' or '));
	const strays = db('sku_stock as kept')
		.whereNotExists(db('skus').where('skus.id', db.ref('kept.sku')))
		.select(
			'kept.sku as sku',
			db.raw([...values('kept'), ...SKU_STOCK_COLUMNS.map((column) => `null as defined_${column}`)].join(', ')),
		);
	return db.from(mismatched.unionAll(strays).as('rows')).orderBy('sku');
}

/**
 * The games whose tally (`sku_tally`) adds up to another number than their SKUs (through their
 * cards and sets), with both numbers: the tally's rows and the SKUs put side by side and summed
 * per game.
 */
function skuTallyAgainstSkus(db: Knex): Knex.QueryBuilder {
	const sides = db('sku_tally')
		.select('game', db.raw('skus as tallied'), db.raw('0 as counted'))
		.unionAll(
			db('skus')
				.join('cards', 'cards.id', 'skus.card')
				.join('sets', 'sets.id', 'cards.set')
				.select('sets.game as game', db.raw('0 as tallied'), db.raw('1 as counted')),
		);
	return db
		.from(sides.as('sides'))
		.groupBy('sides.game')
		.select('sides.game as game', db.raw('sum(sides.tallied) as tallied'), db.raw('sum(sides.counted) as counted'))
		.havingRaw('sum(sides.tallied) <> sum(sides.counted)')
		.orderBy('sides.game');
}
