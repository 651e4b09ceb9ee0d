import type { ParkSaleBody } from '@deckhand/contract/parked-sales/parked-sale.ts';

type ParkedContent = ParkSaleBody['sale'];

/** A sale as the till parks it: a line of each SKU given (one copy, 2.50 each unless said), for a customer or a walk-in. */
export function parkedSale(
	lines: Array<number | { sku: number; quantity: number; unitPrice?: number }>,
	customer: { id: number; name: string } | null = null,
	extra: Partial<ParkedContent> = {},
): ParkedContent {
	return {
		lines: lines.map((line) => {
			const { sku, quantity, unitPrice } = typeof line === 'number' ? { sku: line, quantity: 1 } : line;
			return {
				sku,
				name: 'Lightning Bolt',
				details: 'NM · English',
				unitPrice: unitPrice ?? 250,
				onHand: 5,
				quantity,
			};
		}),
		customer: customer === null ? null : { ...customer, email: null, phone: null },
		discountKind: 'amount',
		discount: '',
		tender: { cash: '', card: '', credit: '' },
		key: null,
		tradeIn: null,
		...extra,
	};
}
