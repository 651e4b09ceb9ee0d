import type { Knex } from 'knex';
import type { Payment } from '../ledger/orders.ts';
import type { PaymentMethod } from '@deckhand/contract/schema/choices.ts';

/** What an order's payments come to per method, net of what was paid back already (a method may be below 0 when a refund went to another). */
export async function paidByMethod(trx: Knex.Transaction, order: number): Promise<Map<PaymentMethod, number>> {
	const rows: Array<{ method: PaymentMethod; amount: number | string }> = await trx('order_payments')
		.select('method')
		.sum({ amount: 'amount' })
		.where('order', order)
		.groupBy('method');
	return new Map(rows.map((paid) => [paid.method, Number(paid.amount)]));
}

/** What the order still holds of the customer's money: its payments, net. */
export const netPaid = (paid: ReadonlyMap<PaymentMethod, number>): number =>
	[...paid.values()].reduce((sum, amount) => sum + amount, 0);

/**
 * Pays `amount` back as the order was paid: store credit first (the shop's own money goes back
 * where it came from), then card, then cash, each up to what is left of it. Answers the
 * negative payments, one per method used; never more than the order holds.
 */
export function payBackByTenders(paid: ReadonlyMap<PaymentMethod, number>, amount: number): Payment[] {
	const payments: Payment[] = [];
	let left = Math.min(amount, netPaid(paid));
	for (const method of ['credit', 'card', 'cash'] as const) {
		const back = Math.min(left, Math.max(0, paid.get(method) ?? 0));
		if (back > 0) payments.push({ method, amount: -back });
		left -= back;
	}
	return payments;
}

/** What the payments pay back by a method, as a positive amount. */
export const paidBackBy = (payments: readonly Payment[], method: PaymentMethod): number =>
	-payments.filter((payment) => payment.method === method).reduce((sum, payment) => sum + payment.amount, 0);
