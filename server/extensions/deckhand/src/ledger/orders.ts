import type { Books } from './command.ts';
import type { OrderEventRow, PaymentRow } from '@deckhand/contract/ledger/ledger-rows.ts';
import type { OrderStatus, PaymentMethod } from '@deckhand/contract/schema/choices.ts';

export interface Payment {
	method: PaymentMethod;
	/** Signed, in minor units: a payment taken (+) or paid back (−). */
	amount: number;
}

/**
 * The one writer of `order_payments`: the tenders an order's command took or paid back, with the
 * till session they were taken in (null when no open till took them). Answers the rows as written.
 */
export async function recordPayments(
	books: Books,
	order: number,
	payments: readonly Payment[],
	session: number | null,
): Promise<PaymentRow[]> {
	const rows: PaymentRow[] = [];
	for (const payment of payments) {
		const row = {
			order,
			method: payment.method,
			amount: payment.amount,
			till_session: session,
			user_created: books.actor.user,
			date_created: books.now,
		};
		const id = await books.insert('order_payments', row);
		rows.push({ id, ...row, date_created: books.isoNow });
	}
	return rows;
}

/** The one writer of `order_events`: an order's status history (from, to, who, when, note). Answers the row as written. */
export async function appendOrderEvent(
	books: Books,
	order: number,
	from: OrderStatus | null,
	to: OrderStatus,
	note: string | null,
): Promise<OrderEventRow> {
	const row = {
		order,
		from_status: from,
		to_status: to,
		note,
		user_created: books.actor.user,
		date_created: books.now,
	};
	const id = await books.insert('order_events', row);
	return { id, ...row, date_created: books.isoNow };
}
