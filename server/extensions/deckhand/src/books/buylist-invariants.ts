// The invariants of trade-ins: a buylist's totals are its lines, and a completed one paid out its lines in the store
// credit or till cash its payout recorded.
import type { Invariant } from './invariant.ts';

export const BUYLIST_INVARIANTS: readonly Invariant[] = [
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
];
