import type { Knex } from 'knex';
import { isSqlite } from '../db.ts';
import { product, SALE_STATUSES } from '../reports/sales-within.ts';
import type { Books } from './command.ts';

/*
 * `card_day_sales`: the lines of the sales summed per UTC day and card, for the rankings by
 * revenue and margin (`reports/top-sellers.ts`), which read a year from it instead of the year's
 * 166 000 lines (docs/reports.md, "Speed"). What it sums is what the reports count: the lines of
 * orders whose status is a sale, dated by the order's `date_created`; a card's cost is Σ quantity
 * × the unit cost recorded with the line, over the lines that have one. Cut at UTC midnights:
 * the shop's time zone is a setting that may change, a UTC day never does.
 */

/** The figures each row keeps, added up when a sale joins its row and taken off when it leaves. */
const FIGURES = ['units', 'revenue', 'cost', 'uncosted_lines'] as const;
const COLUMNS = ['day', 'card', ...FIGURES].join(', ');

/** The UTC day of an order in SQL, as the summary keys it (days since 1970-01-01): SQLite keeps milliseconds, PostgreSQL a timestamp. */
function orderDay(database: Knex): string {
	return isSqlite(database)
		? 'cast(orders.date_created / 86400000 as integer)'
		: 'cast(floor(extract(epoch from orders.date_created) / 86400) as integer)';
}

/** A summary day written `YYYY-MM-DD`, in SQL, for whoever reads a row of it. */
export function dayText(database: Knex, column: string): string {
	return isSqlite(database)
		? `date(${column} * 86400, 'unixepoch')`
		: `to_char(date '1970-01-01' + ${column}, 'YYYY-MM-DD')`;
}

/**
 * The lines of `orders` (a query of `orders`) summed per UTC day and card, as the summary's
 * columns; `sign` −1 answers them negated, to be taken off.
 */
export function cardDaySums(database: Knex, orders: Knex.QueryBuilder, sign: 1 | -1 = 1): Knex.QueryBuilder {
	const day = orderDay(database);
	return orders
		.join('order_lines', 'order_lines.order', 'orders.id')
		.join('skus', 'skus.id', 'order_lines.sku')
		.leftJoin('order_line_costs', 'order_line_costs.order_line', 'order_lines.id')
		.groupByRaw(day)
		.groupBy('skus.card')
		.select(
			database.raw(`${day} as day`),
			'skus.card as card',
			database.raw(`${sign} * sum(order_lines.quantity) as units`),
			database.raw(`${sign} * sum(order_lines.line_total) as revenue`),
			database.raw(
				`${sign} * coalesce(sum(${product('order_lines.quantity', 'order_line_costs.unit_cost')}), 0) as cost`,
			),
			database.raw(`${sign} * (count(*) - count(order_line_costs.id)) as uncosted_lines`),
		);
}

/** The orders that are sales now, to sum the lines of. */
export const saleOrders = (database: Knex): Knex.QueryBuilder =>
	database('orders').whereIn('orders.status', SALE_STATUSES);

const isSale = (status: string | null): boolean =>
	status !== null && (SALE_STATUSES as readonly string[]).includes(status);

/**
 * The one writer of `card_day_sales` in a command: an order whose status changes from `from`
 * (null: just taken at checkout) to `to`. Its lines join its day's rows when it becomes a sale and
 * leave them when it stops being one (a cancel, a refund); a change between sales (shipped,
 * completed) changes nothing. One upsert adds or subtracts each card's figures in place, so two
 * sales of one card on one day, on two instances at once, are both counted: the second waits for
 * the first's row and adds to it. A command writes here last of the rows it locks (after the
 * order, customer, stock and till), and its rows in card order, so two commands never wait for
 * each other in a circle over them. A row its last sale left is deleted: the summary holds what
 * sold.
 */
export async function recountSale(books: Books, order: number, from: string | null, to: string): Promise<void> {
	if (isSale(from) === isSale(to)) return;
	const { trx } = books;
	const sign = isSale(to) ? 1 : -1;
	const { sql, bindings } = cardDaySums(trx, trx('orders').where('orders.id', order), sign).orderBy('card').toSQL();
	const added = FIGURES.map((figure) => `${figure} = card_day_sales.${figure} + excluded.${figure}`).join(', ');
	await trx.raw(
		`insert into card_day_sales (${COLUMNS}) ${sql} on conflict (day, card) do update set ${added}`,
		bindings,
	);
	if (sign < 0) {
		const { day } = await trx('orders')
			.where('id', order)
			.first(trx.raw(`${orderDay(trx)} as day`));
		const cards = trx('order_lines')
			.join('skus', 'skus.id', 'order_lines.sku')
			.where('order_lines.order', order)
			.select('skus.card');
		await trx('card_day_sales').where({ day, units: 0 }).whereIn('card', cards).delete();
	}
}

/**
 * The whole summary worked out again from the lines, in one set-based statement: the seeders
 * after writing a shop, the migration that made the table, and the tests after moving rows in
 * time (`tests/harness/backdate.ts`). Not for a running shop's commands, whose upserts it would
 * race.
 */
export async function rebuildCardDaySales(database: Knex): Promise<void> {
	await database.transaction(async (trx) => {
		await trx('card_day_sales').delete();
		const { sql, bindings } = cardDaySums(trx, saleOrders(trx)).toSQL();
		await trx.raw(`insert into card_day_sales (${COLUMNS}) ${sql}`, bindings);
	});
}
