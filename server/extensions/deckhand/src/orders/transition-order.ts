import { acceptPayments } from '../checkout/checkout-money.ts';
import { checkCreditShare } from '../checkout/credit-share.ts';
import { formatMoney } from '../checkout/format-money.ts';
import { lockingRead } from '../db.ts';
import { InvalidTransitionError, invalid } from '../errors.ts';
import { recordCash, sessionAtTill, type CashMovement } from '../ledger/cash.ts';
import { recountSale } from '../ledger/card-day-sales.ts';
import type { Books } from '../ledger/command.ts';
import { postCredit } from '../ledger/credit.ts';
import { appendOrderEvent, recordPayments, type Payment } from '../ledger/orders.ts';
import { moveStocks } from '../ledger/stock.ts';
import { readShopSettings } from '../settings/shop-settings.ts';
import {
	canTransition,
	isOrderStatus,
	ORDER_TRANSITIONS,
	refusalSentence,
	type OrderStatus,
} from '@deckhand/contract/orders/order-states.ts';
import { checkRefundLimit } from './refund-limit.ts';
import { readOrderHead } from './order-head.ts';
import { netPaid, paidBackBy, paidByMethod as paidByMethodOf, payBackByTenders } from './pay-back.ts';
import type { TransitionRequest } from './transition-input.ts';
import type { OrderTransition, RestockLine } from '@deckhand/contract/orders/order-transition.ts';
import { SERVER_NOTES } from '@deckhand/contract/domain/server-notes.ts';

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
	/** The copies not refunded yet (a refund of some lines took the others back already). */
	quantity: number;
}

/** The lines and quantities a change puts back in stock: all of them on cancel, the chosen ones on refund. */
function linesToRestock(
	lines: LineRow[],
	to: OrderStatus,
	restock: TransitionRequest['restock'],
): Array<{ sku: number; quantity: number }> {
	const all = lines.map((line) => ({ sku: line.sku, quantity: line.quantity }));
	if (to === 'cancelled') return all;
	if (to !== 'refunded' || restock === 'none') return [];
	if (restock === 'all') return all;
	const byId = new Map(lines.map((line) => [line.id, line]));
	return restock.map((chosen: RestockLine, index: number) => {
		const line = byId.get(chosen.line);
		if (!line)
			throw invalid(
				`restock[${index}].line`,
				`Restock ${index + 1}: line #${chosen.line} is not a line of this order.`,
			);
		if (chosen.quantity > line.quantity)
			throw invalid(
				`restock[${index}].quantity`,
				`Restock ${index + 1}: the line sold ${line.quantity}, so at most ${line.quantity} can go back in stock.`,
				{
					min: 1,
					max: line.quantity,
				},
			);
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
export async function transitionOrder(books: Books, id: number, request: TransitionRequest): Promise<OrderTransition> {
	const { to } = request;
	const { trx, actor } = books;
	const settings = await readShopSettings(trx);
	const { currency, credit_share_percent } = settings;
	const money = (amount: number) => formatMoney(amount, currency);

	const query = trx('orders').select('id', 'number', 'customer', 'status', 'total', 'credit_applied').where('id', id);
	const row = await lockingRead(trx, query).first();
	if (!row) throw invalid('id', `There is no order #${id}.`);
	const order: OrderRow = {
		...row,
		id: Number(row.id),
		customer: row.customer === null ? null : Number(row.customer),
		total: Number(row.total),
		credit_applied: Number(row.credit_applied),
	};
	const from = order.status;
	if (!isOrderStatus(from) || !canTransition(from, to))
		throw new InvalidTransitionError(
			`Order ${order.number}: ${isOrderStatus(from) ? refusalSentence(from, to) : `its status "${String(from)}" is unknown.`}`,
			{
				order: order.id,
				from: String(from),
				to,
				allowed: isOrderStatus(from) ? [...ORDER_TRANSITIONS[from]] : [],
			},
		);

	const lines: LineRow[] = (
		await trx('order_lines')
			.select('id', 'sku', 'quantity', 'refunded_quantity')
			.where('order', order.id)
			.orderBy('id')
	).map((line) => ({
		id: Number(line.id),
		sku: Number(line.sku),
		quantity: Number(line.quantity) - Number(line.refunded_quantity ?? 0),
	}));
	const restock = linesToRestock(lines, to, request.restock);

	const paidByMethod = await paidByMethodOf(trx, order.id);
	// What the order still holds goes back, as it was paid (a refund of some lines gave the rest back already).
	const paidBack = payBackByTenders(paidByMethod, netPaid(paidByMethod));
	if (to === 'refunded') checkRefundLimit(actor, order, -paidBack.reduce((sum, p) => sum + p.amount, 0), settings);

	// The status first: the guarded update is what makes a second, concurrent change of the same order fail.
	const changes: Record<string, unknown> = { status: to };
	if (to === 'shipped') changes['tracking_number'] = request.trackingNumber;
	const updated = await trx('orders').where({ id: order.id, status: from }).update(changes);
	if (updated === 0) {
		const current = await trx('orders').select('status').where('id', order.id).first();
		throw new InvalidTransitionError(
			`Order ${order.number} was changed by someone else a moment ago (it is now ${String(current?.status)}); nothing was done.`,
			{
				order: order.id,
				from: String(current?.status ?? from),
				to,
				allowed: [],
			},
		);
	}
	books.updated('orders', [order.id], changes);
	if (to === 'refunded') {
		// Every copy is refunded now: the lines say so, as when refunded one by one.
		await trx('order_lines')
			.where('order', order.id)
			.update({ refunded_quantity: trx.ref('quantity') });
		books.updated(
			'order_lines',
			lines.map((line) => line.id),
			{},
		);
	}

	const reason = to === 'cancelled' ? ('cancel' as const) : ('refund_restock' as const);
	const moved = await moveStocks(
		books,
		restock.map((line) => ({ sku: line.sku, delta: line.quantity, reason, order: order.id })),
	);
	const movements = restock.map((line, i) => ({
		id: moved[i]!.movement,
		sku: line.sku,
		delta: line.quantity,
		reason,
		order: order.id,
		user_created: actor.user,
		date_created: books.isoNow,
	}));

	const payments: Payment[] = [];
	const cash: CashMovement[] = [];
	let creditChange = 0;

	if (to === 'paid') {
		const paidSoFar = netPaid(paidByMethod);
		const due = Math.max(0, order.total - paidSoFar);
		const settlement = acceptPayments(due, request.payments, currency);
		if (!settlement.covered)
			throw invalid(
				'payments',
				`${money(due - settlement.paid)} of ${money(order.total)} is still to pay; an order is marked paid only when paid in full.`,
				{ min: due },
			);
		if (settlement.credit > 0 && order.customer === null)
			throw invalid('payments', 'This order has no customer, so it cannot be paid with store credit.');
		checkCreditShare(order.credit_applied + settlement.credit, order.total, credit_share_percent, currency);
		payments.push(...settlement.kept);
		const tendered = request.payments
			.filter((payment) => payment.method === 'cash')
			.reduce((sum, payment) => sum + payment.amount, 0);
		cash.push(
			{ kind: 'cash_sale', amount: tendered, order: order.id },
			{ kind: 'change_given', amount: -settlement.changeDue, order: order.id },
		);
		creditChange = -settlement.credit;
		if (settlement.credit > 0) {
			const creditApplied = order.credit_applied + settlement.credit;
			await trx('orders').where('id', order.id).update({ credit_applied: creditApplied });
			books.updated('orders', [order.id], { credit_applied: creditApplied });
		}
	} else if (to === 'cancelled' || to === 'refunded') {
		// Money back: each method paid is paid back by a negative payment of that method, so the order's payments then add up to 0.
		payments.push(...paidBack);
		creditChange = paidBackBy(paidBack, 'credit');
		cash.push({ kind: 'cash_refund', amount: -paidBackBy(paidBack, 'cash'), order: order.id });
	}

	// Cash taken or paid back needs the named till open; its session keeps the payments and the cash.
	const session = await sessionAtTill(
		trx,
		request.till,
		cash.some((movement) => movement.amount !== 0),
	);
	const paymentRows = await recordPayments(books, order.id, payments, session?.id ?? null);
	const cashRows = session ? await recordCash(books, session.id, cash) : [];
	const credit =
		creditChange !== 0 && order.customer !== null
			? await postCredit(
					books,
					creditChange > 0
						? {
								customer: order.customer,
								amount: creditChange,
								reason: 'refund',
								order: order.id,
								note: SERVER_NOTES.refund(order.number),
							}
						: {
								customer: order.customer,
								amount: creditChange,
								reason: 'order_payment',
								order: order.id,
								note: SERVER_NOTES.orderPayment(order.number),
							},
					{ field: 'payments' },
				)
			: null;
	// Paid, its lines join the rankings' summary; cancelled or refunded, they leave it. Last of the rows it locks (`ledger/card-day-sales.ts`).
	await recountSale(books, order.id, from, to);
	const event = await appendOrderEvent(books, order.id, from, to, request.note);

	const stored = await readOrderHead(trx, order.id);
	return { ...stored, event, payments: paymentRows, cash: cashRows, movements, credit };
}
