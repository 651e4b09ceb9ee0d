import type { Knex } from 'knex';
import { buylistView } from '../buylists/buylist-view.ts';
import type { BuylistViewer } from '../buylists/offer-visibility.ts';
import { isoTime } from '../db.ts';
import { ORDER_HEAD_COLUMNS } from '../orders/order-head.ts';
import type { Sale } from '@deckhand/contract/checkout/sale.ts';

/** The order's head and what only a sale's answer gives of it. */
const ORDER_COLUMNS = [...ORDER_HEAD_COLUMNS, 'change_given', 'user_created', 'date_created', 'sale_key', 'trade_in'];

const withIsoDate = <Row extends { date_created: unknown }>(row: Row) => ({
	...row,
	date_created: isoTime(row.date_created),
});

/**
 * An order as `POST /deckhand/checkout` answers it, read back from the books: the order as it
 * stands now (its status may have moved on), its lines, payments, cash and events. `paid` is what
 * its payments keep, and `change_due` the change handed back at checkout; `trade_in` the buylist
 * whose credit paid towards it, as the buylist routes answer it to the viewer.
 */
export async function recordedSale(trx: Knex, id: number, viewer: BuylistViewer): Promise<Omit<Sale, 'repeated'>> {
	const [order, lines, payments, cash, events] = await Promise.all([
		trx('orders').select(ORDER_COLUMNS).where('id', id).first(),
		trx('order_lines')
			.select('id', 'order', 'sku', 'quantity', 'unit_price', 'line_total')
			.where('order', id)
			.orderBy('id'),
		trx('order_payments')
			.select('id', 'order', 'method', 'amount', 'till_session', 'user_created', 'date_created')
			.where('order', id)
			.orderBy('id'),
		trx('cash_movements')
			.select('id', 'session', 'kind', 'amount', 'order', 'buylist', 'reason', 'user_created', 'date_created')
			.where('order', id)
			.orderBy('id'),
		trx('order_events')
			.select('id', 'order', 'from_status', 'to_status', 'note', 'user_created', 'date_created')
			.where('order', id)
			.orderBy('id'),
	]);
	return {
		...withIsoDate(order),
		paid: payments.reduce((sum: number, payment: { amount: number }) => sum + Number(payment.amount), 0),
		change_due: Number(order.change_given),
		lines,
		payments: payments.map(withIsoDate),
		cash: cash.map(withIsoDate),
		till_session:
			payments.find((payment: { till_session: number | null }) => payment.till_session !== null)?.till_session ??
			null,
		events: events.map(withIsoDate),
		trade_in: order.trade_in === null ? null : await buylistView(trx, Number(order.trade_in), viewer),
	};
}
