// The invariants of orders: totals that add up from their lines, every order with lines and a status history, and
// payments and store credit that stay within the total (and are paid back when it is cancelled or refunded), and
// refunds within what was sold and paid (a refund of some lines pays back at most what the order holds: payments ≥ 0).
import type { Invariant } from './invariant.ts';

export const ORDER_INVARIANTS: readonly Invariant[] = [
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
		id: 'refunded-within-sold',
		rule: 'refunded copies of a line are between 0 and the copies sold',
		broken: 'An order line has more copies refunded than it sold, or fewer than none.',
		subject: 'order_line',
		key: 'id',
		query: (db) => db('order_lines').select('id').whereRaw('refunded_quantity > quantity or refunded_quantity < 0'),
	},
	{
		id: 'credit-applied-within-total',
		rule: 'credit applied never exceeds the total',
		broken: 'Store credit applied to an order is more than its total, or below zero.',
		subject: 'order',
		key: 'id',
		query: (db) => db('orders').select('id').whereRaw('credit_applied > total or credit_applied < 0'),
	},
];
