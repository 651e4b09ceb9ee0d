import { byColumn } from '../activity-source.ts';
import { ledgerSource, numberOrNull } from './ledger-source.ts';

/**
 * Every movement of a till's drawer: opening floats, cash tendered and change given, cash refunds
 * and payouts, paid in and out with their reason. A line about a sale or refund leads to its
 * order; the others to their session's end-of-day report.
 */
export const cashMovements = ledgerSource({
	kind: 'cash',
	table: 'cash_movements',
	alias: 'cash',
	join: (query) =>
		query
			.join('till_sessions as sessions', 'sessions.id', 'cash.session')
			.join('tills', 'tills.id', 'sessions.till')
			.leftJoin('orders', 'orders.id', 'cash.order'),
	columns: [
		'cash.kind as cash_kind',
		'cash.amount',
		'cash.reason',
		'cash.session',
		'tills.id as till_id',
		'tills.name as till_name',
		'orders.id as order_id',
		'orders.number as order_number',
	],
	records: {
		orders: byColumn('cash.order'),
		till_sessions: byColumn('cash.session'),
		tills: byColumn('sessions.till'),
	},
	entry: (row) => {
		const till = { id: Number(row['till_id']), name: String(row['till_name']) };
		const session = Number(row['session']);
		const orderId = numberOrNull(row['order_id']);
		const order = orderId === null ? null : { id: orderId, number: String(row['order_number']) };
		return {
			link: order ? { page: 'order', id: order.id } : { page: 'till_session', till: till.id, session },
			detail: {
				kind: 'cash',
				cash_kind: String(row['cash_kind']),
				till,
				session,
				amount: Number(row['amount']),
				reason: (row['reason'] as string | null) ?? null,
				order,
			},
		};
	},
});
