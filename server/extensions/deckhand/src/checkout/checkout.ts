import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { buylistView } from '../buylists/buylist-view.ts';
import { completeBuylist } from '../buylists/complete-buylist.ts';
import { invalid } from '../errors.ts';
import { recountSale } from '../ledger/card-day-sales.ts';
import { recordCash, sessionAtTill } from '../ledger/cash.ts';
import type { Books } from '../ledger/command.ts';
import { lockCustomer, postCredit } from '../ledger/credit.ts';
import { appendOrderEvent, recordPayments } from '../ledger/orders.ts';
import { moveStocks } from '../ledger/stock.ts';
import { readShopSettings } from '../settings/shop-settings.ts';
import { describeSku } from '../stock/describe-sku.ts';
import type { CheckoutRequest } from '@deckhand/contract/checkout/checkout-input.ts';
import { acceptPayments, initialStatus, orderTotals } from './checkout-money.ts';
import { checkCreditShare } from './credit-share.ts';
import { answerRepeat, orderWithKey, saleFingerprint } from './sale-key.ts';
import { tradeInFor } from './trade-in.ts';
import type { Sale } from '@deckhand/contract/checkout/sale.ts';
import { SERVER_NOTES } from '@deckhand/contract/domain/server-notes.ts';

interface SoldLine {
	sku: number;
	quantity: number;
	unitPrice: number;
	/** Average unit cost at the moment of sale; null when the SKU has no cost yet. */
	unitCost: number | null;
}

/** Order numbers follow the id (`D-000039`): ids are unique under any concurrency, so numbers are too. */
export const orderNumber = (id: number) => `D-${String(id).padStart(6, '0')}`;

async function loadLines(trx: Knex.Transaction, request: CheckoutRequest): Promise<SoldLine[]> {
	const rows: Array<{ id: number; price: number | null; unit_cost: number | null }> = await trx('skus')
		.leftJoin('sku_costs', 'sku_costs.sku', 'skus.id')
		.select('skus.id', 'skus.price', 'sku_costs.unit_cost')
		.whereIn(
			'skus.id',
			request.lines.map((line) => line.sku),
		);
	const byId = new Map(rows.map((row) => [Number(row.id), row]));
	const lines: SoldLine[] = [];
	for (const [index, line] of request.lines.entries()) {
		const row = byId.get(line.sku);
		if (!row) throw invalid(`lines[${index}].sku`, `Line ${index + 1}: there is no SKU #${line.sku}.`);
		// An unpriced SKU (new stock an administrator has not priced yet) cannot be sold: the till would have to invent a price.
		if (row.price === null) {
			const sku = await describeSku(trx, line.sku);
			throw invalid(
				`lines[${index}].sku`,
				`Line ${index + 1}: ${sku?.label ?? `SKU #${line.sku}`} has no price yet; an administrator must price it before it is sold.`,
			);
		}
		lines.push({
			sku: line.sku,
			quantity: line.quantity,
			unitPrice: Number(row.price),
			unitCost: row.unit_cost === null ? null : Number(row.unit_cost),
		});
	}
	return lines;
}

/**
 * `POST /deckhand/checkout`: one sale in one command (`ledger/command.ts`). Every check runs
 * before the transaction commits, and any refusal rolls the whole transaction back, so a
 * refused sale leaves no order, line, movement, payment or ledger row behind. Cash tendered
 * needs the named till open (`ledger/cash.ts`); the cash and change are its session's.
 *
 * A sale sent with a key (`sale_key`) is recorded once: a request whose key an order already
 * holds answers that order (`sale-key.ts`). Two requests with the same key at once both get past
 * that first look; the order's unique key then lets one insert and makes the other wait for it
 * and find its order. Nothing is written before the order, so the second writes nothing at all.
 *
 * A sale with a trade-in (`trade_in`, one visit) completes that buylist for store credit right
 * after the order is in, before the sale's credit is taken: the trade-in's credit pays for the
 * sale, the rest stays as credit, and a refusal of either leaves neither. The buylist is locked
 * (and its state checked) before the order is written, after the customer: a repeat of the sale
 * waits for the customer, then finds the order its first send recorded.
 */
export async function checkout(books: Books, request: CheckoutRequest): Promise<Sale> {
	const { trx, actor, now } = books;
	const { saleKey } = request;
	const recorded = saleKey === null ? undefined : await orderWithKey(trx, saleKey);
	if (recorded !== undefined) return answerRepeat(trx, actor, request, recorded);
	const settings = await readShopSettings(trx);

	if (request.customer !== null && !(await lockCustomer(trx, request.customer)))
		throw invalid('customer', `There is no customer #${request.customer}.`);
	if (request.tradeIn !== null) {
		// The same sale sent twice waits above for the customer its first send holds: by now that one may be recorded, trade-in and all.
		const meanwhile = saleKey === null ? undefined : await orderWithKey(trx, saleKey);
		if (meanwhile !== undefined) return answerRepeat(trx, actor, request, meanwhile);
	}
	const tradeIn = request.tradeIn === null ? null : await tradeInFor(books, request.tradeIn, request.customer!);

	const lines = await loadLines(trx, request);
	const totals = orderTotals(lines, request.discount, {
		taxRateBp: settings.tax_rate_bp,
		staffDiscountCapPercent: settings.staff_discount_cap_percent,
		admin: actor.admin,
		currency: settings.currency,
	});
	const settlement = acceptPayments(totals.total, request.payments, settings.currency);
	checkCreditShare(settlement.credit, totals.total, settings.credit_share_percent, settings.currency);
	const status = initialStatus(settlement, totals.total, request.complete, settings.currency);
	const cashTendered = request.payments
		.filter((payment) => payment.method === 'cash')
		.reduce((sum, payment) => sum + payment.amount, 0);
	const session = await sessionAtTill(trx, request.till, cashTendered > 0);

	// Numbers follow the id, which is only known once the row is in: a unique placeholder holds the column until then.
	const orderRow = {
		customer: request.customer,
		channel: request.channel,
		status,
		...totals,
		credit_applied: settlement.credit,
		// Payments are kept net of change; the change itself is kept so the receipt can be printed again as it was.
		change_given: settlement.changeDue,
		tracking_number: null,
		user_created: actor.user,
		sale_key: saleKey,
		trade_in: request.tradeIn,
	};
	const row = {
		number: `~${randomBytes(9).toString('hex')}`,
		...orderRow,
		sale_fingerprint: saleKey === null ? null : saleFingerprint(request),
		date_created: now,
	};
	const inserted =
		saleKey === null
			? { id: await books.insert('orders', row), created: true }
			: await books.insertOrFind('orders', row, 'sale_key');
	// The same key's other request recorded its order meanwhile (this one waited for it): that order is the answer.
	if (!inserted.created) return answerRepeat(trx, actor, request, inserted.id);
	const order = inserted.id;
	const number = orderNumber(order);
	await trx('orders').where('id', order).update({ number });
	books.updated('orders', [order], { number });

	// The trade-in's credit is in the ledger before the sale's credit is taken from it.
	if (tradeIn)
		await completeBuylist(books, tradeIn, {
			payout: 'credit',
			till: null,
			note: SERVER_NOTES.tradedInTowards(number),
		});
	if (settlement.credit > 0)
		await postCredit(
			books,
			{
				customer: request.customer!,
				amount: -settlement.credit,
				reason: 'order_payment',
				order,
				note: SERVER_NOTES.orderPayment(number),
			},
			{ field: 'payments' },
		);

	await moveStocks(
		books,
		lines.map((line, index) => ({
			sku: line.sku,
			delta: -line.quantity,
			reason: 'sale',
			order,
			field: `lines[${index}].quantity`,
		})),
	);
	const lineRows = [];
	for (const line of lines) {
		const row = {
			order,
			sku: line.sku,
			quantity: line.quantity,
			unit_price: line.unitPrice,
			line_total: line.unitPrice * line.quantity,
		};
		const id = await books.insert('order_lines', row);
		if (line.unitCost !== null)
			await books.insert('order_line_costs', { order_line: id, unit_cost: line.unitCost });
		lineRows.push({ id, ...row });
	}

	const payments = await recordPayments(books, order, settlement.kept, session?.id ?? null);
	// The drawer sees what was handed over and what went back, not only the net: the count at closing depends on both.
	const cash = session
		? await recordCash(books, session.id, [
				{ kind: 'cash_sale', amount: cashTendered, order },
				{ kind: 'change_given', amount: -settlement.changeDue, order },
			])
		: [];
	// A sale paid at the till counts in the rankings' summary from now (an open order once it is paid). Last of the rows it locks (`ledger/card-day-sales.ts`).
	await recountSale(books, order, null, status);
	const event = await appendOrderEvent(books, order, null, status, null);
	return {
		id: order,
		number,
		...orderRow,
		date_created: books.isoNow,
		paid: settlement.paid,
		change_due: settlement.changeDue,
		lines: lineRows,
		payments,
		cash,
		till_session: session?.id ?? null,
		events: [event],
		trade_in: tradeIn ? await buylistView(trx, tradeIn.id, actor) : null,
		repeated: false,
	};
}
