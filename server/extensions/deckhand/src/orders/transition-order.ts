import type { Knex } from 'knex';
import { settlePayments } from '../checkout/checkout-money.ts';
import { formatMoney } from '../checkout/format-money.ts';
import { creditBalance, lockCustomer } from '../credit/customer-credit.ts';
import { insertedId, isSqlite, nowForDb } from '../db.ts';
import { AdminOnlyError, InsufficientCreditError, InvalidTransitionError, invalid } from '../errors.ts';
import { ADMIN_ONLY_STATUSES, canTransition, isOrderStatus, ORDER_TRANSITIONS, refusalSentence, type OrderStatus } from './order-states.ts';
import type { RestockLine, TransitionRequest } from './transition-input.ts';

export interface Clerk {
	user: string;
	admin: boolean;
}

interface OrderRow {
	id: number;
	number: string;
	customer: number | null;
	status: OrderStatus;
	total: number;
	credit_applied: number;
}

interface LineRow {
	id: number;
	sku: number;
	quantity: number;
}


/** The lines and quantities a change puts back in stock: all of them on cancel, the chosen ones on refund. */
function linesToRestock(lines: LineRow[], to: OrderStatus, restock: TransitionRequest['restock']): Array<{ sku: number; quantity: number }> {
	const all = lines.map((line) => ({ sku: line.sku, quantity: line.quantity }));
	if (to === 'cancelled') return all;
	if (to !== 'refunded' || restock === 'none') return [];
	if (restock === 'all') return all;
	const byId = new Map(lines.map((line) => [line.id, line]));
	return restock.map((chosen: RestockLine, index: number) => {
		const line = byId.get(chosen.line);
		if (!line) throw invalid(`restock[${index}].line`, `Restock ${index + 1}: line #${chosen.line} is not a line of this order.`);
		if (chosen.quantity > line.quantity)
			throw invalid(`restock[${index}].quantity`, `Restock ${index + 1}: the line sold ${line.quantity}, so at most ${line.quantity} can go back in stock.`, {
				min: 1,
				max: line.quantity,
			});
		return { sku: line.sku, quantity: chosen.quantity };
	});
}

/**
 * `POST /deckhand/orders/:id/transition`: one status change in one transaction, with what it
 * moves (stock back on cancel and refund, money back, payments taken when marked paid) and its
 * `order_events` row. Any refusal rolls everything back. The status is changed by a guarded
 * `UPDATE … WHERE status = from`, so of two clerks changing the same order at once only one
 * wins; the other is refused as the order now stands.
 */
export async function transitionOrder(database: Knex, id: number, request: TransitionRequest, clerk: Clerk) {
	const { to } = request;
	if (!clerk.admin && ADMIN_ONLY_STATUSES.includes(to)) throw new AdminOnlyError('Only an administrator can refund an order.', { field: 'to' });

	return database.transaction(async (trx) => {
		const now = nowForDb(trx);
		const settings = (await trx('shop_settings').select('currency').first()) ?? {};
		const currency = String(settings.currency ?? 'USD');
		const money = (amount: number) => formatMoney(amount, currency);

		const query = trx('orders').select('id', 'number', 'customer', 'status', 'total', 'credit_applied').where('id', id);
		const row = await (isSqlite(trx) ? query : query.forUpdate()).first();
		if (!row) throw invalid('id', `There is no order #${id}.`);
		const order: OrderRow = { ...row, id: Number(row.id), customer: row.customer === null ? null : Number(row.customer), total: Number(row.total), credit_applied: Number(row.credit_applied) };
		const from = order.status;
		if (!isOrderStatus(from) || !canTransition(from, to))
			throw new InvalidTransitionError(`Order ${order.number}: ${isOrderStatus(from) ? refusalSentence(from, to) : `its status "${String(from)}" is unknown.`}`, {
				order: order.id,
				from: String(from),
				to,
				allowed: isOrderStatus(from) ? [...ORDER_TRANSITIONS[from]] : [],
			});

		const lines: LineRow[] = (await trx('order_lines').select('id', 'sku', 'quantity').where('order', order.id).orderBy('id')).map((line) => ({
			id: Number(line.id),
			sku: Number(line.sku),
			quantity: Number(line.quantity),
		}));
		const restock = linesToRestock(lines, to, request.restock);

		// The status first: the guarded update is what makes a second, concurrent change of the same order fail.
		const changes: Record<string, unknown> = { status: to };
		if (to === 'shipped') changes['tracking_number'] = request.trackingNumber;
		const updated = await trx('orders').where({ id: order.id, status: from }).update(changes);
		if (updated === 0) {
			const current = await trx('orders').select('status').where('id', order.id).first();
			throw new InvalidTransitionError(`Order ${order.number} was changed by someone else a moment ago (it is now ${String(current?.status)}); nothing was done.`, {
				order: order.id,
				from: String(current?.status ?? from),
				to,
				allowed: [],
			});
		}

		const movements = [];
		for (const line of restock) {
			await trx('skus').where('id', line.sku).update({ quantity: trx.raw('quantity + ?', [line.quantity]), date_updated: now });
			const movement = { sku: line.sku, delta: line.quantity, reason: to === 'cancelled' ? 'cancel' : 'refund_restock', order: order.id, user_created: clerk.user, date_created: now };
			const [movementId] = await trx('stock_movements').insert(movement, ['id']);
			movements.push({ id: insertedId(movementId), ...movement });
		}

		const paidRows: Array<{ method: string; amount: number | string }> = await trx('order_payments').select('method').sum({ amount: 'amount' }).where('order', order.id).groupBy('method');
		const paidByMethod = new Map(paidRows.map((paid) => [paid.method, Number(paid.amount)]));
		const payments: Array<{ method: string; amount: number }> = [];
		let creditChange = 0;
		let creditReason: 'order_payment' | 'refund' | null = null;

		if (to === 'paid') {
			const paidSoFar = [...paidByMethod.values()].reduce((sum, amount) => sum + amount, 0);
			const due = Math.max(0, order.total - paidSoFar);
			const settlement = settlePayments(due, request.payments, currency);
			if (!settlement.covered)
				throw invalid('payments', `${money(due - settlement.paid)} of ${money(order.total)} is still to pay; an order is marked paid only when paid in full.`, { min: due });
			if (settlement.credit > 0 && order.customer === null) throw invalid('payments', 'This order has no customer, so it cannot be paid with store credit.');
			payments.push(...settlement.kept);
			creditChange = -settlement.credit;
			creditReason = 'order_payment';
			if (settlement.credit > 0) await trx('orders').where('id', order.id).update({ credit_applied: order.credit_applied + settlement.credit });
		} else if (to === 'cancelled' || to === 'refunded') {
			// Money back: each method paid is paid back by a negative payment of that method, so the order's payments then add up to 0.
			for (const [method, amount] of paidByMethod) if (amount > 0) payments.push({ method, amount: -amount });
			creditChange = paidByMethod.get('credit') ?? 0;
			creditReason = 'refund';
		}

		const paymentRows = [];
		for (const payment of payments) {
			const paymentRow = { order: order.id, method: payment.method, amount: payment.amount, user_created: clerk.user, date_created: now };
			const [paymentId] = await trx('order_payments').insert(paymentRow, ['id']);
			paymentRows.push({ id: insertedId(paymentId), ...paymentRow });
		}

		let credit = null;
		if (creditChange !== 0 && creditReason !== null && order.customer !== null) {
			const name = (await lockCustomer(trx, order.customer))?.name ?? `Customer #${order.customer}`;
			const balance = await creditBalance(trx, order.customer);
			if (balance + creditChange < 0)
				throw new InsufficientCreditError(`${name} has ${money(balance)} of store credit, less than the ${money(-creditChange)} asked.`, {
					field: 'payments',
					customer: order.customer,
					balance,
					requested: -creditChange,
				});
			const entry = {
				customer: order.customer,
				amount: creditChange,
				reason: creditReason,
				order: order.id,
				balance_after: balance + creditChange,
				note: creditReason === 'refund' ? `Refund of order ${order.number}` : `Payment for order ${order.number}`,
				user_created: clerk.user,
				date_created: now,
			};
			const [entryId] = await trx('credit_ledger').insert(entry, ['id']);
			credit = { id: insertedId(entryId), ...entry };
		}

		const event = { order: order.id, from_status: from, to_status: to, note: request.note, user_created: clerk.user, date_created: now };
		const [eventId] = await trx('order_events').insert(event, ['id']);

		const date = new Date(now).toISOString();
		const stored = await trx('orders').select('id', 'number', 'customer', 'channel', 'status', 'subtotal', 'discount', 'tax', 'total', 'credit_applied', 'tracking_number').where('id', order.id).first();
		return {
			...stored,
			event: { id: insertedId(eventId), ...event, date_created: date },
			payments: paymentRows.map((payment) => ({ ...payment, date_created: date })),
			movements: movements.map((movement) => ({ ...movement, date_created: date })),
			credit: credit === null ? null : { ...credit, date_created: date },
		};
	});
}
