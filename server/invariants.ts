import type { Knex } from 'knex';

/**
 * The shop's books must always balance. Each query returns the rows that break a rule, so an
 * empty result everywhere means the data is consistent. Used by tests and benchmarks.
 */
const INVARIANTS: Record<string, (db: Knex) => Knex.QueryBuilder> = {
	'sku quantity equals the sum of its movements': (db) =>
		db('skus as s')
			.leftJoin(db('stock_movements').select('sku').sum({ total: 'delta' }).groupBy('sku').as('m'), 'm.sku', 's.id')
			.select('s.id', 's.quantity', 'm.total')
			.whereRaw('s.quantity <> coalesce(m.total, 0)'),
	'no sku below zero': (db) => db('skus').select('id', 'quantity').where('quantity', '<', 0),
	'customer balance is the sum of the ledger and never negative': (db) =>
		db('credit_ledger as l')
			.select('l.customer')
			.groupBy('l.customer')
			.havingRaw('sum(l.amount) < 0 or sum(l.amount) <> (select l2.balance_after from credit_ledger l2 where l2.customer = l.customer order by l2.id desc limit 1)'),
	'order subtotal equals its lines': (db) =>
		db('orders as o')
			.leftJoin(db('order_lines').select('order').sum({ total: 'line_total' }).groupBy('order').as('l'), 'l.order', 'o.id')
			.select('o.id')
			.whereRaw('o.subtotal <> coalesce(l.total, 0)'),
	'order total equals subtotal - discount + tax': (db) => db('orders').select('id').whereRaw('total <> subtotal - discount + tax'),
	'every line total equals unit price × quantity': (db) => db('order_lines').select('id').whereRaw('line_total <> unit_price * quantity'),
	'every order has a line': (db) => db('orders as o').select('o.id').whereNotExists(db('order_lines as l').select(db.raw('1')).whereRaw('l."order" = o.id')),
	'every order has an event': (db) => db('orders as o').select('o.id').whereNotExists(db('order_events as e').select(db.raw('1')).whereRaw('e."order" = o.id')),
	'payments never exceed the total, and a cancelled or refunded order is paid back': (db) =>
		db('orders as o')
			.leftJoin(db('order_payments').select('order').sum({ paid: 'amount' }).groupBy('order').as('p'), 'p.order', 'o.id')
			.select('o.id', 'o.status', 'o.total', 'p.paid')
			.whereRaw("coalesce(p.paid, 0) > o.total or coalesce(p.paid, 0) < 0 or (o.status in ('cancelled', 'refunded') and coalesce(p.paid, 0) <> 0)"),
	'credit applied never exceeds the total': (db) => db('orders').select('id').whereRaw('credit_applied > total or credit_applied < 0'),
};

export async function findViolations(db: Knex): Promise<Record<string, unknown[]>> {
	const violations: Record<string, unknown[]> = {};
	for (const [rule, query] of Object.entries(INVARIANTS)) {
		const rows: unknown[] = await query(db).limit(5);
		if (rows.length > 0) violations[rule] = rows;
	}
	return violations;
}
