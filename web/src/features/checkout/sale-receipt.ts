import { t } from '@lingui/core/macro';
import { receiptOf, type ReceiptData } from '../../components/receipt/receipt-data.ts';
import type { CartLine } from './cart.ts';
import type { Sale as RecordedSale } from '@deckhand/contract/checkout/sale.ts';
import type { CustomerChoice, TillSettings } from './checkout-query.ts';

/** A finished sale: the order as the server recorded it, and the cart's words for its lines. */
export interface Sale {
	order: RecordedSale;
	lines: CartLine[];
	customer: CustomerChoice | null;
}

/** Who made the sale and at which till, as the receipt prints them: names, never ids. */
export interface ServedAt {
	clerk: string | null;
	till: string | null;
}

/**
 * The receipt of a sale just made: the server's figures, the cart's names for the cards, who
 * served at which till, the trade-in the server completed with it, and the store credit the customer kept (`creditLeft`, read
 * from the ledger once the sale is recorded; null when no credit moved).
 */
export function receiptOfSale(
	{ order, lines, customer }: Sale,
	{ clerk, till }: ServedAt,
	settings: TillSettings,
	creditLeft: number | null,
): ReceiptData {
	const words = new Map(lines.map((line) => [line.sku, line]));
	return receiptOf({
		shop: settings,
		order,
		customer: customer?.name ?? null,
		clerk,
		// As the order prints it again: the till its payments went through, none when no till took them.
		till: order.till_session !== null ? till : null,
		lines: order.lines.map(({ sku, ...line }) => ({
			id: line.id,
			name: words.get(sku)?.name ?? t`SKU #${sku}`,
			details: words.get(sku)?.details ?? '',
			quantity: line.quantity,
			unitPrice: line.unit_price,
			lineTotal: line.line_total,
		})),
		payments: order.payments,
		changeGiven: order.change_due,
		tradeIn: order.trade_in ?? null,
		creditLeft,
	});
}
