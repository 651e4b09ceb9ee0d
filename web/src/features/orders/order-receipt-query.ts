import { readItems } from '@directus/sdk';
import { queryOptions } from '@tanstack/react-query';
import type { PaymentMethod } from '@deckhand/contract/checkout/checkout-limits.ts';
import { receiptOf, type ReceiptData, type ReceiptSource } from '../../components/receipt/receipt-data.ts';
import { orderKeys } from '../../lib/api/keys.ts';
import { directus } from '../../lib/directus/client.ts';
import { personName, type Person } from '../../lib/people.ts';
import { saleLineDetails } from '../../lib/sku-words.ts';
import type { BuylistView } from '@deckhand/contract/buylists/buylist-view.ts';
import { buylistViewQuery, readCreditLeft } from '../../lib/trade-in/trade-in-queries.ts';

/** What a receipt printed again needs of a stored order, as Directus answers it. */
export interface StoredReceipt {
	order: ReceiptSource['order'] & {
		change_given: number;
		customer: { name: string } | null;
		trade_in: number | null;
		/** Who rang it up; null for an online order. */
		user_created: Person | null;
	};
	lines: Array<{
		id: number;
		quantity: number;
		unit_price: number;
		line_total: number;
		sku: {
			condition: string;
			finish: string;
			language: string;
			card: { name: string; kind?: string; collector_number: string | null; set: { code: string } };
		};
	}>;
	payments: Array<{
		id: number;
		method: PaymentMethod;
		amount: number;
		/** The till that took the payment, when one was open. */
		till_session: { till: { name: string } } | null;
	}>;
	shop: ReceiptSource['shop'];
	/** The trade-in that paid towards the order, as the buylist commands show it. */
	tradeIn: BuylistView | null;
	/** The store credit the customer kept once the order and its trade-in were recorded. */
	creditLeft: number | null;
}

/** The receipt of a stored order, the same the till printed at the sale: lines in the till's words, payments as kept, the change handed back. */
export function receiptOfOrder({ order, lines, payments, shop, tradeIn, creditLeft }: StoredReceipt): ReceiptData {
	return receiptOf({
		shop,
		order,
		customer: order.customer?.name ?? null,
		clerk: personName(order.user_created) || null,
		till: payments.find((payment) => payment.till_session !== null)?.till_session?.till.name ?? null,
		lines: lines.map((line) => ({
			id: line.id,
			name: line.sku.card.name,
			details: saleLineDetails({
				setCode: line.sku.card.set.code,
				collectorNumber: line.sku.card.collector_number,
				condition: line.sku.condition,
				finish: line.sku.finish,
				language: line.sku.language,
				kind: line.sku.card.kind,
			}),
			quantity: line.quantity,
			unitPrice: line.unit_price,
			lineTotal: line.line_total,
		})),
		payments: payments.map(({ id, method, amount }) => ({ id, method, amount })),
		changeGiven: order.change_given,
		tradeIn,
		creditLeft,
	});
}

/**
 * What the receipt of a stored order prints of it, read when the receipt is asked for (under the
 * order's key, so a change to the order refreshes it); the shop's part comes from the shop
 * settings as they are now (`receiptOfOrder`), so a receipt printed after the settings changed
 * shows the new address.
 */
export const orderReceiptQuery = (id: number) =>
	queryOptions({
		queryKey: orderKeys.receipt(id),
		queryFn: async ({ client }): Promise<Omit<StoredReceipt, 'shop'> | null> => {
			const byOrder = { order: { _eq: id } } as never;
			const [orders, lines, payments] = await Promise.all([
				directus.request(
					readItems('orders', {
						fields: [
							'number',
							'date_created',
							'status',
							'subtotal',
							'discount',
							'tax',
							'total',
							'change_given',
							'customer.name',
							'trade_in',
							'user_created.first_name',
							'user_created.last_name',
							'user_created.email',
						] as never,
						filter: { id: { _eq: id } },
						limit: 1,
					}),
				),
				directus.request(
					readItems('order_lines', {
						fields: [
							'id',
							'quantity',
							'unit_price',
							'line_total',
							'sku.condition',
							'sku.finish',
							'sku.language',
							'sku.card.name',
							'sku.card.kind',
							'sku.card.collector_number',
							'sku.card.set.code',
						] as never,
						filter: byOrder,
						sort: ['id'],
						limit: -1,
					}),
				),
				directus.request(
					readItems('order_payments', {
						fields: ['id', 'method', 'amount', 'till_session.till.name'] as never,
						filter: byOrder,
						sort: ['id'],
						limit: -1,
					}),
				),
			]);
			const order = orders[0] as unknown as StoredReceipt['order'] | undefined;
			if (!order) return null;
			const paid = payments as unknown as StoredReceipt['payments'];
			// One visit, one receipt: the trade-in that paid towards the sale, and the credit kept after both.
			const tradeInId = order.trade_in === null ? null : Number(order.trade_in);
			const paidInCredit = paid.some((payment) => payment.method === 'credit');
			const [tradeIn, creditLeft] = await Promise.all([
				tradeInId === null ? null : client.fetchQuery(buylistViewQuery(tradeInId)),
				tradeInId !== null || paidInCredit ? readCreditLeft(id, tradeInId) : null,
			]);
			return {
				order,
				lines: lines as unknown as StoredReceipt['lines'],
				payments: paid,
				tradeIn,
				creditLeft,
			};
		},
	});
