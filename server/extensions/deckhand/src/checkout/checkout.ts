import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { creditBalance, lockCustomer } from '../credit/customer-credit.ts';
import { insertedId, nowForDb } from '../db.ts';
import { InsufficientCreditError, invalid, OutOfStockError } from '../errors.ts';
import { describeSku } from '../stock/describe-sku.ts';
import type { CheckoutRequest } from './checkout-input.ts';
import { initialStatus, priceOrder, settlePayments } from './checkout-money.ts';
import { formatMoney } from './format-money.ts';

export interface Cashier {
	user: string;
	admin: boolean;
}

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
			throw invalid(`lines[${index}].sku`, `Line ${index + 1}: ${sku?.label ?? `SKU #${line.sku}`} has no price yet; an administrator must price it before it is sold.`);
		}
		lines.push({ sku: line.sku, quantity: line.quantity, unitPrice: Number(row.price), unitCost: row.unit_cost === null ? null : Number(row.unit_cost) });
	}
	return lines;
}

/** Takes each line's copies with the guarded update of `stock/adjust-stock.ts`: it can never oversell, however many tills race. */
async function takeStock(trx: Knex.Transaction, lines: SoldLine[], now: number | Date): Promise<void> {
	for (const [index, line] of lines.entries()) {
		const updated = await trx('skus')
			.where('id', line.sku)
			.andWhere('quantity', '>=', line.quantity)
			.update({ quantity: trx.raw('quantity - ?', [line.quantity]), date_updated: now });
		if (updated === 0) {
			const sku = await describeSku(trx, line.sku);
			const available = sku?.quantity ?? 0;
			throw new OutOfStockError(`Only ${available} of ${sku?.label ?? `SKU #${line.sku}`} left.`, {
				sku: line.sku,
				available,
				requested: line.quantity,
				field: `lines[${index}].quantity`,
			});
		}
	}
}

/**
 * `POST /deckhand/checkout`: one sale in one transaction. Every check runs before anything
 * stays written, and any refusal rolls the whole transaction back, so a refused sale leaves no
 * order, line, movement, payment or ledger row behind.
 */
export async function checkout(database: Knex, request: CheckoutRequest, cashier: Cashier) {
	return database.transaction(async (trx) => {
		const now = nowForDb(trx);
		const settings = (await trx('shop_settings').select('tax_rate_bp', 'staff_discount_cap_percent', 'currency').first()) ?? {};
		const currency = String(settings.currency ?? 'USD');
		const money = (amount: number) => formatMoney(amount, currency);

		let customerName = '';
		if (request.customer !== null) {
			const customer = await lockCustomer(trx, request.customer);
			if (!customer) throw invalid('customer', `There is no customer #${request.customer}.`);
			customerName = customer.name;
		}

		const lines = await loadLines(trx, request);
		const totals = priceOrder(lines, request.discount, {
			taxRateBp: Number(settings.tax_rate_bp ?? 0),
			staffDiscountCapPercent: Number(settings.staff_discount_cap_percent ?? 0),
			admin: cashier.admin,
			currency,
		});
		const settlement = settlePayments(totals.total, request.payments, currency);
		const status = initialStatus(settlement, totals.total, request.complete, currency);

		let balanceAfter = 0;
		if (settlement.credit > 0) {
			const customer = request.customer!;
			const balance = await creditBalance(trx, customer);
			if (balance < settlement.credit)
				throw new InsufficientCreditError(`${customerName} has ${money(balance)} of store credit, less than the ${money(settlement.credit)} asked.`, {
					field: 'payments',
					customer,
					balance,
					requested: settlement.credit,
				});
			balanceAfter = balance - settlement.credit;
		}

		await takeStock(trx, lines, now);

		// The number is only known once the id is: a unique placeholder holds the column until then.
		const orderRow = {
			customer: request.customer,
			channel: request.channel,
			status,
			...totals,
			credit_applied: settlement.credit,
			tracking_number: null,
			user_created: cashier.user,
		};
		const [inserted] = await trx('orders').insert({ number: `~${randomBytes(9).toString('hex')}`, ...orderRow, date_created: now }, ['id']);
		const order = insertedId(inserted);
		const number = orderNumber(order);
		await trx('orders').where('id', order).update({ number });

		const lineRows = [];
		for (const line of lines) {
			const row = { order, sku: line.sku, quantity: line.quantity, unit_price: line.unitPrice, line_total: line.unitPrice * line.quantity };
			const [lineId] = await trx('order_lines').insert(row, ['id']);
			const id = insertedId(lineId);
			if (line.unitCost !== null) await trx('order_line_costs').insert({ order_line: id, unit_cost: line.unitCost });
			await trx('stock_movements').insert({ sku: line.sku, delta: -line.quantity, reason: 'sale', order, user_created: cashier.user, date_created: now });
			lineRows.push({ id, ...row });
		}

		const payments = [];
		for (const payment of settlement.kept) {
			const row = { order, method: payment.method, amount: payment.amount, user_created: cashier.user, date_created: now };
			const [paymentId] = await trx('order_payments').insert(row, ['id']);
			payments.push({ id: insertedId(paymentId), ...row });
		}

		if (settlement.credit > 0)
			await trx('credit_ledger').insert({
				customer: request.customer,
				amount: -settlement.credit,
				reason: 'order_payment',
				order,
				balance_after: balanceAfter,
				note: `Payment for order ${number}`,
				user_created: cashier.user,
				date_created: now,
			});

		const event = { order, from_status: null, to_status: status, note: null, user_created: cashier.user, date_created: now };
		const [eventId] = await trx('order_events').insert(event, ['id']);

		const date = new Date(now).toISOString();
		return {
			id: order,
			number,
			...orderRow,
			date_created: date,
			paid: settlement.paid,
			change_due: settlement.changeDue,
			lines: lineRows,
			payments: payments.map((payment) => ({ ...payment, date_created: date })),
			events: [{ id: insertedId(eventId), ...event, date_created: date }],
		};
	});
}
