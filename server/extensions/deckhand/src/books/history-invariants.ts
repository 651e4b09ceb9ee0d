// The invariants of the figures the shop keeps beside their histories: stock on hand against its stock movements
// (and never below zero), each price against its last price change, store credit against its ledger.
import type { Invariant } from './invariant.ts';

export const HISTORY_INVARIANTS: readonly Invariant[] = [
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
];
