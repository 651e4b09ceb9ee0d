import { formatMoney } from '../checkout/format-money.ts';
import { lockingRead } from '../db.ts';
import { InvalidTransitionError, invalid } from '../errors.ts';
import { recordCash, sessionAtTill } from '../ledger/cash.ts';
import { recountSale } from '../ledger/card-day-sales.ts';
import type { Books } from '../ledger/command.ts';
import { postCredit } from '../ledger/credit.ts';
import { appendOrderEvent, recordPayments, type Payment } from '../ledger/orders.ts';
import { moveStocks } from '../ledger/stock.ts';
import { readShopSettings } from '../settings/shop-settings.ts';
import { SERVER_NOTES } from '@deckhand/contract/domain/server-notes.ts';
import { isOrderStatus } from '@deckhand/contract/orders/order-states.ts';
import { refundAmount, type OrderRefunded, type OrderRefundRequest } from '@deckhand/contract/orders/order-refund.ts';
import { checkRefundLimit } from './refund-limit.ts';
import { readOrderHead } from './order-head.ts';
import { chosenRefunds, readRefundableLines, refundedSubtotal } from './refundable-lines.ts';
import { netPaid, paidBackBy, paidByMethod, payBackByTenders } from './pay-back.ts';

/** The states whose lines can be refunded: the customer has paid, and the sale has not been undone. */
const REFUNDABLE = ['paid', 'completed'] as const;

/**
 * `POST /deckhand/orders/:id/refund`: some copies of some lines of a paid or completed order
 * refunded in one transaction. Each copy is worth its line's price after its share of the
 * order's discount and tax (`refundAmount`), paid back as the order was paid, in cash or as
 * store credit; the chosen copies go back in stock. The lines' `refunded_quantity` is raised by
 * a guarded update, so two refunds of the last copy cannot both pass. Refunding the last copy
 * refunds the order, as the whole-order refund does. Any refusal rolls everything back.
 */
export async function refundLines(books: Books, id: number, request: OrderRefundRequest): Promise<OrderRefunded> {
	const { trx, actor } = books;
	const settings = await readShopSettings(trx);
	const money = (amount: number) => formatMoney(amount, settings.currency);

	const query = trx('orders').select('id', 'number', 'customer', 'status', 'subtotal', 'total').where('id', id);
	const row = await lockingRead(trx, query).first();
	if (!row) throw invalid('id', `There is no order #${id}.`);
	const order = {
		id: Number(row.id),
		number: String(row.number),
		customer: row.customer === null ? null : Number(row.customer),
		subtotal: Number(row.subtotal),
		total: Number(row.total),
	};
	const from = String(row.status);
	if (!isOrderStatus(from) || !(REFUNDABLE as readonly string[]).includes(from))
		throw new InvalidTransitionError(
			`Order ${order.number} is ${from}: only a paid or completed order's lines can be refunded.`,
			{ order: order.id, from, to: 'refunded', allowed: [] },
		);

	const lines = await readRefundableLines(trx, order.id);
	const refunds = chosenRefunds(lines, request.lines);
	const before = refundedSubtotal(lines);
	const after = before + refunds.reduce((sum, refund) => sum + refund.unitPrice * refund.quantity, 0);
	const amount = refundAmount(order, before, after);

	const paid = await paidByMethod(trx, order.id);
	const held = netPaid(paid);
	if (amount > held)
		throw invalid(
			'lines',
			`These copies come to ${money(amount)}, more than the ${money(held)} the order still holds.`,
			{
				max: held,
			},
		);
	checkRefundLimit(actor, order, amount, settings);
	if (request.to === 'credit' && order.customer === null)
		throw invalid('to', `Order ${order.number} has no customer, so its refund cannot go to store credit.`);

	for (const refund of refunds) {
		// Guarded: a refund of the same copies committed a moment ago leaves too few to refund now.
		const raised = await trx('order_lines')
			.where('id', refund.line)
			.andWhere('refunded_quantity', '<=', refund.sold - refund.quantity)
			.update({ refunded_quantity: trx.raw('refunded_quantity + ?', [refund.quantity]) });
		if (raised === 0)
			throw invalid(refund.field, `Those copies were refunded a moment ago by someone else; nothing was done.`, {
				min: 1,
				max: refund.left,
			});
	}
	const refundedLines = refunds.map((refund) => ({
		id: refund.line,
		quantity: refund.sold,
		refunded_quantity: refund.sold - refund.left + refund.quantity,
	}));
	for (const line of refundedLines)
		books.updated('order_lines', [line.id], { refunded_quantity: line.refunded_quantity });

	const restocked = refunds.filter((refund) => refund.restock);
	const moved = await moveStocks(
		books,
		restocked.map((refund) => ({
			sku: refund.sku,
			delta: refund.quantity,
			reason: 'refund_restock',
			order: order.id,
		})),
	);
	const movements = restocked.map((refund, i) => ({
		id: moved[i]!.movement,
		sku: refund.sku,
		delta: refund.quantity,
		reason: 'refund_restock' as const,
		order: order.id,
		user_created: actor.user,
		date_created: books.isoNow,
	}));

	const payments: Payment[] =
		amount === 0
			? []
			: request.to === 'tenders'
				? payBackByTenders(paid, amount)
				: [{ method: request.to, amount: -amount }];
	const cashBack = paidBackBy(payments, 'cash');
	const session = await sessionAtTill(trx, request.till ?? null, cashBack > 0);
	const paymentRows = await recordPayments(books, order.id, payments, session?.id ?? null);
	const cash = session
		? await recordCash(books, session.id, [{ kind: 'cash_refund', amount: -cashBack, order: order.id }])
		: [];
	const creditBack = paidBackBy(payments, 'credit');
	const credit =
		creditBack > 0 && order.customer !== null
			? await postCredit(
					books,
					{
						customer: order.customer,
						amount: creditBack,
						reason: 'refund',
						order: order.id,
						note: SERVER_NOTES.refund(order.number),
					},
					{ field: 'to' },
				)
			: null;

	// The last copy refunded refunds the order: its lines leave the sales summary, as a whole refund's do.
	const allRefunded = lines.every(
		(line) =>
			line.quantity ===
			(refundedLines.find((refunded) => refunded.id === line.id)?.refunded_quantity ?? line.refunded),
	);
	const to = allRefunded ? 'refunded' : from;
	if (allRefunded) {
		await trx('orders').where({ id: order.id, status: from }).update({ status: to });
		books.updated('orders', [order.id], { status: to });
		await recountSale(books, order.id, from, to);
	}
	const copies = refunds.reduce((sum, refund) => sum + refund.quantity, 0);
	const said = SERVER_NOTES.copiesRefunded(copies, money(amount), request.to);
	const event = await appendOrderEvent(books, order.id, from, to, request.note ? `${said}\n${request.note}` : said);

	const stored = await readOrderHead(trx, order.id);
	return { ...stored, amount, lines: refundedLines, event, payments: paymentRows, cash, movements, credit };
}
