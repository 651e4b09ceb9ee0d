import { byColumn } from '../activity-source.ts';
import { ledgerSource, ORDER_COLUMNS, orderOf } from './ledger-source.ts';

/** Every payment taken or given back on an order. */
export const orderPayments = ledgerSource({
	kind: 'payments',
	table: 'order_payments',
	alias: 'pay',
	join: (query) => query.join('orders', 'orders.id', 'pay.order'),
	columns: ['pay.method', 'pay.amount', ...ORDER_COLUMNS],
	records: { orders: byColumn('pay.order') },
	entry: (row) => {
		const order = orderOf(row);
		return {
			link: { page: 'order', id: order.id },
			detail: { kind: 'payments', order, method: String(row['method']), amount: Number(row['amount']) },
		};
	},
});
