import type { Knex } from 'knex';
import type { BooksSubject } from '@deckhand/contract/books/invariants.ts';
import { cardDaySums, dayText, saleOrders } from '../ledger/card-day-sales.ts';
import { skuStockAsDefined } from '../ledger/sku-stock.ts';

export interface Invariant {
	/** Stable name of the rule, in answers and logs. */
	id: string;
	/** The rule as the code states it (`npm run check:books`, test failures). */
	rule: string;
	/** What a broken rule means, in a shop owner's words. */
	broken: string;
	subject: BooksSubject;
	/** The column of each offending row that holds the subject's id. */
	key: string;
	/** The rows that break the rule: none when it holds. */
	query: (db: Knex) => Knex.QueryBuilder;
}

/**
 * The shop's books must always balance. Each query returns the rows that break a rule, so an
 * empty result everywhere means the data is consistent. Run by the server (at start, hourly and
 * on request), by `npm run check:books`, by tests and benchmarks, on SQLite and PostgreSQL alike.
 */
export const INVARIANTS: readonly Invariant[] = [
	{
		id: 'stock-matches-movements',
		rule: 'sku quantity equals the sum of its movements',
		broken: 'Stock on hand does not match the stock history (the sum of its stock movements).',
		subject: 'sku',
		key: 'id',
		query: (db) =>
			db('skus as s')
				.leftJoin(
					db('stock_movements').select('sku').sum({ total: 'delta' }).groupBy('sku').as('m'),
					'm.sku',
					's.id',
				)
				.select('s.id', 's.quantity', 'm.total')
				.whereRaw('s.quantity <> coalesce(m.total, 0)'),
	},
	{
		id: 'stock-not-negative',
		rule: 'no sku below zero',
		broken: 'Stock on hand is below zero.',
		subject: 'sku',
		key: 'id',
		query: (db) => db('skus').select('id', 'quantity').where('quantity', '<', 0),
	},
	{
		id: 'price-matches-ledger',
		rule: 'sku price equals the last entry of its price history',
		broken: 'A price does not match the price history (its last price change).',
		subject: 'sku',
		key: 'id',
		query: (db) =>
			db('skus as s')
				.leftJoin(db('price_changes').select('sku').max({ last: 'id' }).groupBy('sku').as('l'), 'l.sku', 's.id')
				.leftJoin('price_changes as p', 'p.id', 'l.last')
				.select('s.id', 's.price', 'p.new_price')
				// -1 stands for "no price" on both sides: no price is never a valid price.
				.whereRaw('coalesce(s.price, -1) <> coalesce(p.new_price, -1)'),
	},
	{
		id: 'credit-matches-ledger',
		rule: 'customer balance is the sum of the ledger and never negative',
		broken: 'Store credit does not match the credit history, or is below zero.',
		subject: 'customer',
		key: 'customer',
		query: (db) =>
			db('credit_ledger as l')
				.select('l.customer')
				.groupBy('l.customer')
				.havingRaw(
					'sum(l.amount) < 0 or sum(l.amount) <> (select l2.balance_after from credit_ledger l2 where l2.customer = l.customer order by l2.id desc limit 1)',
				),
	},
	{
		id: 'order-subtotal-matches-lines',
		rule: 'order subtotal equals its lines',
		broken: "An order's subtotal is not the sum of its lines.",
		subject: 'order',
		key: 'id',
		query: (db) =>
			db('orders as o')
				.leftJoin(
					db('order_lines').select('order').sum({ total: 'line_total' }).groupBy('order').as('l'),
					'l.order',
					'o.id',
				)
				.select('o.id')
				.whereRaw('o.subtotal <> coalesce(l.total, 0)'),
	},
	{
		id: 'order-total-adds-up',
		rule: 'order total equals subtotal - discount + tax',
		broken: "An order's total is not its subtotal less the discount plus tax.",
		subject: 'order',
		key: 'id',
		query: (db) => db('orders').select('id').whereRaw('total <> subtotal - discount + tax'),
	},
	{
		id: 'line-total-adds-up',
		rule: 'every line total equals unit price × quantity',
		broken: "An order line's total is not its unit price times the quantity.",
		subject: 'order_line',
		key: 'id',
		query: (db) => db('order_lines').select('id').whereRaw('line_total <> unit_price * quantity'),
	},
	{
		id: 'order-has-lines',
		rule: 'every order has a line',
		broken: 'An order has no lines.',
		subject: 'order',
		key: 'id',
		query: (db) =>
			db('orders as o')
				.select('o.id')
				.whereNotExists(db('order_lines as l').select(db.raw('1')).whereRaw('l."order" = o.id')),
	},
	{
		id: 'order-has-history',
		rule: 'every order has an event',
		broken: 'An order has no status history.',
		subject: 'order',
		key: 'id',
		query: (db) =>
			db('orders as o')
				.select('o.id')
				.whereNotExists(db('order_events as e').select(db.raw('1')).whereRaw('e."order" = o.id')),
	},
	{
		id: 'payments-match-order',
		rule: 'payments never exceed the total, and a cancelled or refunded order is paid back',
		broken: 'Payments of an order are more than its total or below zero, or a cancelled or refunded order was not paid back in full.',
		subject: 'order',
		key: 'id',
		query: (db) =>
			db('orders as o')
				.leftJoin(
					db('order_payments').select('order').sum({ paid: 'amount' }).groupBy('order').as('p'),
					'p.order',
					'o.id',
				)
				.select('o.id', 'o.status', 'o.total', 'p.paid')
				.whereRaw(
					"coalesce(p.paid, 0) > o.total or coalesce(p.paid, 0) < 0 or (o.status in ('cancelled', 'refunded') and coalesce(p.paid, 0) <> 0)",
				),
	},
	{
		id: 'credit-applied-within-total',
		rule: 'credit applied never exceeds the total',
		broken: 'Store credit applied to an order is more than its total, or below zero.',
		subject: 'order',
		key: 'id',
		query: (db) => db('orders').select('id').whereRaw('credit_applied > total or credit_applied < 0'),
	},
	{
		id: 'buylist-totals-match-lines',
		rule: 'buylist cash and credit totals equal the sum of their lines',
		broken: "A buylist's cash or credit total is not the sum of its lines.",
		subject: 'buylist',
		key: 'id',
		query: (db) =>
			db('buylists as b')
				.leftJoin(
					db('buylist_lines')
						.select('buylist')
						.sum({ cash: 'line_cash', credit: 'line_credit' })
						.groupBy('buylist')
						.as('l'),
					'l.buylist',
					'b.id',
				)
				.select('b.id', 'b.total_cash', 'b.total_credit', 'l.cash', 'l.credit')
				.whereRaw('(b.total_cash <> coalesce(l.cash, 0) or b.total_credit <> coalesce(l.credit, 0))'),
	},
	{
		id: 'buylist-payout-matches-ledger',
		rule: "a completed buylist's payout equals its lines and what it paid: its credit ledger rows (credit), its till's cash movement (cash paid at a till)",
		broken: 'A completed buylist paid out another amount than its lines, or than the store credit or cash its payout recorded.',
		subject: 'buylist',
		key: 'id',
		query: (db) =>
			db('buylists as b')
				.leftJoin(
					db('buylist_lines').select('buylist').sum({ total: 'line_total' }).groupBy('buylist').as('l'),
					'l.buylist',
					'b.id',
				)
				.leftJoin(
					db('credit_ledger')
						.select('buylist')
						.sum({ paid: 'amount' })
						.where('reason', 'buylist_payout')
						.whereNotNull('buylist')
						.groupBy('buylist')
						.as('c'),
					'c.buylist',
					'b.id',
				)
				.leftJoin(
					db('cash_movements')
						.select('buylist')
						.sum({ paid: 'amount' })
						.where('kind', 'buylist_payout')
						.whereNotNull('buylist')
						.groupBy('buylist')
						.as('m'),
					'm.buylist',
					'b.id',
				)
				.select(
					'b.id',
					'b.payout_method',
					'b.total_offer',
					'l.total',
					'c.paid as credit_paid',
					'm.paid as cash_paid',
				)
				.where('b.status', 'completed')
				.whereRaw(
					"(b.total_offer <> coalesce(l.total, 0) or (b.payout_method = 'credit' and b.total_offer <> coalesce(c.paid, 0)) or (b.payout_method = 'cash' and b.till_session is not null and b.total_offer <> -coalesce(m.paid, 0)))",
				),
	},
	{
		id: 'till-count-matches-cash',
		rule: "a closed till session's expected cash equals the sum of its cash movements, and over/short is counted minus expected",
		broken: "A closed till's expected cash does not match its cash movements (float, sales, change, refunds, paid in and out), or its over/short does not match its count.",
		subject: 'till_session',
		key: 'id',
		query: (db) =>
			db('till_sessions as s')
				.leftJoin(
					db('cash_movements').select('session').sum({ total: 'amount' }).groupBy('session').as('c'),
					'c.session',
					's.id',
				)
				.select('s.id', 's.expected_cash', 's.counted_cash', 's.over_short', 'c.total')
				.where('s.status', 'closed')
				.whereRaw(
					'(s.expected_cash <> coalesce(c.total, 0) or s.over_short <> s.counted_cash - s.expected_cash)',
				),
	},
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
		rule: "each SKU's row of sku_stock equals its game, quantity, price, unit cost and last fresh movement, and no other row is there",
		broken: 'The stock figures Home and the reports read (copies, prices, costs, aged stock) do not match a SKU.',
		subject: 'sku',
		key: 'sku',
		query: (db) => skuStockAgainstSkus(db),
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

const SKU_STOCK_COLUMNS = ['game', 'quantity', 'price', 'unit_cost', 'fresh_at'] as const;

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

/** Every broken rule (as the code states it) with up to five rows that break it; `{}` when the books balance. */
export async function findViolations(db: Knex): Promise<Record<string, unknown[]>> {
	const violations: Record<string, unknown[]> = {};
	for (const invariant of INVARIANTS) {
		const rows: unknown[] = await invariant.query(db).limit(5);
		if (rows.length > 0) violations[invariant.rule] = rows;
	}
	return violations;
}
