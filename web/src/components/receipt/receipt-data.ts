import { taxOn } from '@deckhand/contract/domain/money.ts';
import type { PaymentMethod } from '@deckhand/contract/checkout/checkout-limits.ts';
import type { OrderStatus } from '@deckhand/contract/schema/choices.ts';
import { saleLineDetails } from '../../lib/sku-words.ts';
import type { BuylistView } from '@deckhand/contract/buylists/buylist-view.ts';

/**
 * Everything a receipt shows, whether the till prints it at the end of a sale or the order page
 * prints it again later: the till builds it from the checkout's answer, the order page from the
 * stored order, and both show it with the one `Receipt` component.
 */
export interface ReceiptData {
	address: string | null;
	/** The shop's own lines above the order and below the totals (opening hours, returns policy). */
	header: string | null;
	footer: string | null;
	currency: string;
	number: string;
	/** When the order was made (ISO). */
	date: string;
	status: OrderStatus;
	customer: string | null;
	/** Who rang the sale up, by name (never an account id); null for an order no person took (online). */
	clerk: string | null;
	/** The till the sale went through; null when none was open for it (an online order, a card-only sale elsewhere). */
	till: string | null;
	lines: Array<{ id: number; name: string; details: string; quantity: number; unitPrice: number; lineTotal: number }>;
	subtotal: number;
	discount: number;
	tax: number;
	total: number;
	/** The tax rate in basis points the tax was worked out at, or null when it cannot be known. */
	taxRateBp: number | null;
	/** Payments as the order keeps them: cash net of change, refunds negative. */
	payments: Array<{ id: number; method: PaymentMethod; amount: number }>;
	/** Cash handed back at checkout. */
	changeGiven: number;
	/** The customer's cards taken in for store credit in the same visit, which paid towards the sale. */
	tradeIn: ReceiptTradeIn | null;
	/** The store credit the customer kept once the sale and its trade-in were recorded; null when no credit moved. */
	creditLeft: number | null;
}

/** A trade-in as a receipt prints it: the cards the shop took, each with its credit per copy, and the credit they brought. */
export interface ReceiptTradeIn {
	number: string;
	lines: Array<{
		id: number;
		name: string;
		details: string;
		quantity: number;
		/** Null, both, when the buylist's offers are withheld from the reader (a clerk, a trade-in closed before today). */
		creditUnit: number | null;
		lineCredit: number | null;
	}>;
	credit: number;
}

/** What a receipt prints of the shop settings; the shop's name is the project's (`projectQuery`), printed by the receipt itself. */
export type ReceiptShop = {
	address: string | null;
	receipt_header: string | null;
	receipt_footer: string | null;
	currency: string;
	tax_rate_bp: number;
};

/** What every receipt reads of the shop and the order; only its lines' words come from elsewhere. */
export interface ReceiptSource {
	shop: ReceiptShop;
	order: {
		number: string;
		date_created: string;
		status: OrderStatus;
		subtotal: number;
		discount: number;
		tax: number;
		total: number;
	};
	customer: string | null;
	clerk: string | null;
	till: string | null;
	lines: ReceiptData['lines'];
	payments: ReceiptData['payments'];
	changeGiven: number;
	tradeIn: BuylistView | null;
	creditLeft: number | null;
}

/** The receipt of an order: the till's at the end of a sale and the order page's later are the same. */
export function receiptOf({
	shop,
	order,
	customer,
	clerk,
	till,
	lines,
	payments,
	changeGiven,
	tradeIn,
	creditLeft,
}: ReceiptSource): ReceiptData {
	return {
		address: shop.address,
		header: shop.receipt_header,
		footer: shop.receipt_footer,
		currency: shop.currency,
		number: order.number,
		date: order.date_created,
		status: order.status,
		customer,
		clerk,
		till,
		lines,
		subtotal: order.subtotal,
		discount: order.discount,
		tax: order.tax,
		total: order.total,
		taxRateBp: receiptTaxRate(order, shop.tax_rate_bp),
		payments,
		changeGiven,
		tradeIn: tradeIn ? tradeInOnReceipt(tradeIn) : null,
		creditLeft,
	};
}

/**
 * A trade-in on the receipt: the copies the shop took (a line it took none of is not printed) at
 * the credit per copy the completion paid, and the credit total the payout wrote to the ledger.
 * A receipt printed again by a clerk after the trade-in's day has the copies and the total only.
 */
export function tradeInOnReceipt(view: BuylistView): ReceiptTradeIn {
	const taken = view.lines.filter((line) => line.buy_quantity > 0);
	return {
		number: view.number,
		lines: taken.map((line) => ({
			id: line.id,
			name: line.card.name,
			details: saleLineDetails({
				setCode: line.card.set_code,
				collectorNumber: line.card.collector_number,
				condition: line.condition,
				finish: line.finish,
				language: line.language,
			}),
			quantity: line.buy_quantity,
			creditUnit: view.offers_withheld ? null : (line.offer_unit ?? line.credit_unit ?? 0),
			lineCredit: line.line_total ?? line.line_credit,
		})),
		credit: view.payout_method === 'credit' ? view.total_offer : view.total_credit,
	};
}

/**
 * The tax rate to print beside the tax: the shop's rate when it gives the order's tax, else none.
 * An order keeps its tax, not the rate; a rate changed since the sale would print a rate the
 * tax does not match.
 */
export function receiptTaxRate(
	order: { subtotal: number; discount: number; tax: number },
	shopRateBp: number,
): number | null {
	return taxOn(order.subtotal - order.discount, shopRateBp) === order.tax ? shopRateBp : null;
}
