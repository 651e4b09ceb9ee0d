import { byColumn } from '../activity-source.ts';
import { ledgerSource, ORDER_COLUMNS, orderOf } from './ledger-source.ts';

/** Every order status change (the order's history). */
export const orderEvents = ledgerSource({
	kind: 'order_events',
	table: 'order_events',
	alias: 'e',
	join: (query) => query.join('orders', 'orders.id', 'e.order'),
	columns: ['e.from_status', 'e.to_status', 'e.note', ...ORDER_COLUMNS],
	records: { orders: byColumn('e.order') },
	entry: (row) => {
		const order = orderOf(row);
		return {
			link: { page: 'order', id: order.id },
			detail: {
				kind: 'order_events',
				order,
				from_status: (row['from_status'] as string | null) ?? null,
				to_status: String(row['to_status']),
				note: (row['note'] as string | null) ?? null,
			},
		};
	},
});
