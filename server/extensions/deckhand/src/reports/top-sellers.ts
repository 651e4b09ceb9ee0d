import type { Knex } from 'knex';
import type { TopEarner, TopSeller } from '@deckhand/contract/reports/top-sellers.ts';
import { isSqlite } from '../db.ts';
import type { Span } from './period.ts';
import { product, salesWithin, whole } from './sales-within.ts';
import { splitAtUtcDays, type UtcSplit } from './utc-days.ts';

/*
 * The cards and sets that sold best in a period, by revenue (everyone) or by margin
 * (administrators). A card's revenue is what its lines were sold for (Σ line_total): before the
 * order's discount, which belongs to the order as a whole, not to one card (docs/reports.md).
 */

export const TOP_COUNT = 10;

type Kind = 'cards' | 'sets' | 'games';

/** The figures summed per card, in the order every part of the union answers them (a union matches its columns by place). */
const figuresOf = (costs: boolean): string[] =>
	costs ? ['units', 'revenue', 'cost', 'uncosted_lines'] : ['units', 'revenue'];

/**
 * The sales' lines of some moments summed per card (units, revenue and, with `costs`, each line's
 * recorded cost and how many lines had none): only the cards that sold are then looked up with
 * their set and game, not each line. SQLite, which groups by sorting, sums the lines per SKU
 * first: their SKUs are then looked up once each, in order (a year: 340 → 110 ms); PostgreSQL
 * hashes every line's SKU at once, and sums per card straight away (per SKU, 100 000 groups, it
 * spills to disk).
 */
function linesPerCard(database: Knex, moments: Pick<Span, 'start' | 'end'>, costs: boolean): Knex.QueryBuilder {
	const lines = salesWithin(database, moments).join('order_lines', 'order_lines.order', 'orders.id');
	const lineSums = [
		database.raw('sum(order_lines.quantity) as units'),
		database.raw('sum(order_lines.line_total) as revenue'),
	];
	if (costs) {
		lines.leftJoin('order_line_costs', 'order_line_costs.order_line', 'order_lines.id');
		lineSums.push(
			database.raw(`sum(${product('order_lines.quantity', 'order_line_costs.unit_cost')}) as cost`),
			database.raw('count(*) - count(order_line_costs.id) as uncosted_lines'),
		);
	}
	const perCard = isSqlite(database)
		? database
				.from(
					lines
						.groupBy('order_lines.sku')
						.select('order_lines.sku as sku', ...lineSums)
						.as('per_sku'),
				)
				.join('skus', 'skus.id', 'per_sku.sku')
				.select(
					'skus.card as card',
					...figuresOf(costs).map((sum) => database.raw(`sum(per_sku.${sum}) as ${sum}`)),
				)
		: lines.join('skus', 'skus.id', 'order_lines.sku').select('skus.card as card', ...lineSums);
	return perCard.groupBy('skus.card');
}

/**
 * The span's sales summed per card, a card in up to three rows (its whole UTC days, and each end)
 * that the ranking adds up. The whole UTC days inside the span are read from the summary the
 * commands keep per day and card (`ledger/card-day-sales.ts`): no order read for its date and
 * status, no SKU looked up for its card, no cost found for its line (docs/reports.md, "Speed").
 * What is left at each end, under a day since the shop's days are not UTC's, is summed from the
 * lines; a span without a whole UTC day (one day of a shop outside UTC) is its lines alone. Each
 * part is summed per card before the union: PostgreSQL knows how many cards the summary holds, not
 * how many a union of parts does (it guesses 200, and then joined each card to every set).
 */
function perCard(database: Knex, span: Span, costs: boolean, order: SummaryOrder): Knex.QueryBuilder {
	const { days, edges } = splitAtUtcDays(span);
	if (days === null) return linesPerCard(database, span, costs);
	const summary = summaryDays(database, days, order)
		.groupBy('card')
		.select('card', ...figuresOf(costs).map((sum) => database.raw(`sum(${sum}) as ${sum}`)));
	return edges.length === 0
		? summary
		: database.unionAll([summary, ...edges.map((edge) => linesPerCard(database, edge, costs))]);
}

/** The summary's index in card order, with every figure (`015-card-day-sales-by-card`, `017-…-on-postgresql`). */
export const CARD_ORDER_INDEX = 'card_day_sales_by_card';

type SummaryOrder = 'by day' | 'by card';

/**
 * The summary's rows of whole UTC days `days`, read in `order`. In card order each card's rows
 * are summed as they come from the index `card_day_sales (card, day, …)`, the index alone: SQLite
 * is told the index by name; PostgreSQL is asked for the rows sorted by card in a subquery (one
 * with an ORDER BY is never merged into its outer query, so the sums see its rows in that order),
 * which it reads from the index: its own choice had been to hash a year's 165 000 rows into 21 000
 * cards (55–75 → 34 ms).
 */
function summaryDays(database: Knex, days: NonNullable<UtcSplit['days']>, order: SummaryOrder): Knex.QueryBuilder {
	const within = (rows: Knex.QueryBuilder) => rows.where('day', '>=', days.first).where('day', '<', days.end);
	if (order === 'by day') return within(database.from('card_day_sales'));
	if (isSqlite(database))
		return within(database.from(database.raw('?? indexed by ??', ['card_day_sales', CARD_ORDER_INDEX])));
	return database.from(within(database('card_day_sales').select('*').orderBy('card')).as('card_day_sales'));
}

/**
 * How the summary's days of a span are read: by day (its key), or in card order when the span
 * holds most of the days the summary has up to the span's end (a custom year): then each card's
 * rows are summed as they come instead of all of them sorted (SQLite: a year's 165 000 rows,
 * 74 → 36 ms) or hashed (PostgreSQL: 55–75 → 34 ms) by card, the days outside the span being
 * few. A shorter span is far fewer rows by its days. SQLite, which keeps no statistics, cannot
 * weigh the two itself; PostgreSQL's statistics would have it hash a year's cards.
 */
async function summaryOrder(database: Knex, span: Span): Promise<SummaryOrder> {
	const { days } = splitAtUtcDays(span);
	if (days === null) return 'by day';
	const first = await database('card_day_sales').where('day', '<', days.end).min({ day: 'day' }).first();
	const held = days.end - Number(first?.day ?? days.end);
	return 2 * (days.end - days.first) > held ? 'by card' : 'by day';
}

/** What a ranking orders by: revenue for everyone, margin (revenue less recorded cost) for administrators. */
type Figure = 'revenue' | 'margin';

/** The figures of the rows `from`, each through `total` (a sum of several rows, or the one row's value), as a ranking answers them. */
function figureColumns(
	database: Knex,
	by: Figure,
	from: string,
	total: (column: string) => string = (column) => `sum(${column})`,
): Knex.Raw[] {
	const sums = [
		database.raw(`${total(`${from}.units`)} as units`),
		database.raw(`${total(`${from}.revenue`)} as revenue`),
	];
	if (by === 'revenue') return sums;
	const cost = `coalesce(${total(`${from}.cost`)}, 0)`;
	return [
		...sums,
		database.raw(`${cost} as cost`),
		database.raw(`${total(`${from}.revenue`)} - ${cost} as margin`),
		database.raw(`${total(`${from}.uncosted_lines`)} as uncosted_lines`),
	];
}

/**
 * The span's sales one row per card: its parts (`perCard`: the summary's days, each end's lines)
 * added up, or the one part as it is when the span has no ends (a shop in UTC) or no whole UTC
 * day: then it is summed per card already, and summing it again took PostgreSQL a fifth of a
 * year's ranking.
 */
function salesPerCard(database: Knex, span: Span, costs: boolean, order: SummaryOrder): Knex.QueryBuilder {
	const parts = perCard(database, span, costs, order);
	const { days, edges } = splitAtUtcDays(span);
	if (days === null || edges.length === 0) return parts;
	return database
		.from(parts.as('parts'))
		.groupBy('parts.card')
		.select('parts.card as card', ...figuresOf(costs).map((sum) => database.raw(`sum(parts.${sum}) as ${sum}`)));
}

/**
 * The best cards: each card's sales ranked by card alone, so only the `limit` best are looked
 * up with their set (a year: 21 000 cards sold; ranking them joined to
 * their sets, then grouped again by card, set and name, took PostgreSQL half the statement).
 */
function cardRanking(database: Knex, span: Span, by: Figure, order: SummaryOrder, limit: number): Knex.QueryBuilder {
	const best = database
		.from('per_card')
		.select('per_card.card', ...figureColumns(database, by, 'per_card', (column) => column))
		.orderBy([
			{ column: by, order: 'desc' },
			{ column: 'per_card.card', order: 'asc' },
		])
		.limit(limit);
	return database
		.with('per_card', salesPerCard(database, span, by === 'margin', order))
		.with('best', best)
		.from('best')
		.join('cards', 'cards.id', 'best.card')
		.join('sets', 'sets.id', 'cards.set')
		.select('cards.id as id', 'cards.name as name', 'sets.code as detail', 'best.*')
		.orderBy([
			{ column: `best.${by}`, order: 'desc' },
			{ column: 'cards.id', order: 'asc' },
		]);
}

/**
 * The sets or games: the cards that sold summed per set (each looked up for its set alone), then
 * the sets named with their game, or summed per game. Grouping the cards by the names of their set
 * and game took PostgreSQL twice as long as by the set's id.
 */
function groupRanking(
	database: Knex,
	span: Span,
	by: Figure,
	order: SummaryOrder,
	kind: 'sets' | 'games',
	limit?: number,
): Knex.QueryBuilder {
	const costs = by === 'margin';
	const perSet = database
		.from('per_card')
		.join('cards', 'cards.id', 'per_card.card')
		.groupBy('cards.set')
		.select('cards.set as set', ...figuresOf(costs).map((sum) => database.raw(`sum(per_card.${sum}) as ${sum}`)));
	const rows = database
		.with('per_card', perCard(database, span, costs, order))
		.with('per_set', perSet)
		.from('per_set')
		.join('sets', 'sets.id', 'per_set.set')
		.join('games', 'games.id', 'sets.game')
		.orderBy([
			{ column: by, order: 'desc' },
			{ column: `${kind}.id`, order: 'asc' },
		]);
	if (kind === 'sets')
		rows.select(
			'sets.id as id',
			'sets.name as name',
			'games.name as detail',
			...figureColumns(database, by, 'per_set', (column) => column),
		);
	else
		rows.groupBy('games.id', 'games.name', 'games.code').select(
			'games.id as id',
			'games.name as name',
			'games.code as detail',
			...figureColumns(database, by, 'per_set'),
		);
	return limit === undefined ? rows : rows.limit(limit);
}

/** Ranks the span's cards, sets or games by revenue or margin, the best first (ties by id), the first `limit` of them (all games without one). */
type Rank = (by: Figure, kind: Kind, limit?: number) => Promise<Array<Record<string, unknown>>>;

/**
 * The span's rankings, each one statement, reading the summary in the one order chosen for them
 * all. A statement for each ranking: one for three, the sums kept between them, took a year 140 ms
 * on SQLite against 105 ms each.
 */
async function rankingsOf(database: Knex, span: Span): Promise<Rank> {
	const order = await summaryOrder(database, span);
	return async (by, kind, limit) =>
		kind === 'cards'
			? await cardRanking(database, span, by, order, limit ?? TOP_COUNT)
			: await groupRanking(database, span, by, order, kind, limit);
}

const seller = (row: Record<string, unknown>): TopSeller => ({
	id: Number(row['id']),
	name: String(row['name']),
	detail: String(row['detail']),
	units: whole(row['units']),
	revenue: whole(row['revenue']),
});

const earner = (row: Record<string, unknown>): TopEarner => ({
	...seller(row),
	cost: whole(row['cost']),
	margin: whole(row['margin']),
	uncosted_lines: whole(row['uncosted_lines']),
});

/** The period's revenue per game (every game that sold), and its ten best cards and sets, most first. */
export async function topSellers(
	database: Knex,
	span: Span,
): Promise<{ sales_by_game: TopSeller[]; top_cards: TopSeller[]; top_sets: TopSeller[] }> {
	const rank = await rankingsOf(database, span);
	return {
		sales_by_game: (await rank('revenue', 'games')).map(seller),
		top_cards: (await rank('revenue', 'cards', TOP_COUNT)).map(seller),
		top_sets: (await rank('revenue', 'sets', TOP_COUNT)).map(seller),
	};
}

/** Every game that sold in the period, with its revenue, most first. */
export async function salesByGame(database: Knex, span: Span): Promise<TopSeller[]> {
	const rank = await rankingsOf(database, span);
	return (await rank('revenue', 'games')).map(seller);
}

/** Administrators only: the ten cards and sets that earned the most over their recorded cost in the period. */
export async function topEarners(
	database: Knex,
	span: Span,
): Promise<{ top_cards: TopEarner[]; top_sets: TopEarner[] }> {
	const rank = await rankingsOf(database, span);
	return {
		top_cards: (await rank('margin', 'cards', TOP_COUNT)).map(earner),
		top_sets: (await rank('margin', 'sets', TOP_COUNT)).map(earner),
	};
}
