// The invariant of the tills: a closed session's expected cash is its cash movements, and its over/short is its count.
import type { Invariant } from './invariant.ts';

export const TILL_INVARIANTS: readonly Invariant[] = [
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
];
