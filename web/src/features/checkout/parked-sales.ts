import { t } from '@lingui/core/macro';
import type { ParkedSaleContent, ParkedSaleEntry } from '@deckhand/contract/parked-sales/parked-sale.ts';
import { formatTime } from '../../lib/i18n/formats.ts';
import type { CartLine } from './cart.ts';
import type { StoredSale } from './stored-sale.ts';

/** When a sale was parked, as the clock on the wall says it in the user's language: "2:05 PM", "14:05". */
export const parkedTime = (entry: ParkedSaleEntry): string => formatTime(entry.parked_at);

/** How a parked sale is named: the customer's name, or the time it was parked. */
export function parkedName(customer: string | null, parkedAt: string): string {
	if (customer) return customer;
	const time = formatTime(parkedAt);
	return t`Walk-in, parked at ${time}`;
}

export const parkedLabel = (entry: ParkedSaleEntry): string => parkedName(entry.customer, entry.parked_at);

/**
 * What the server keeps of a sale put aside: what was typed, and its key. What was sent with no
 * answer is not kept: the key finds the order it may have become when the sale is resumed.
 */
export const parkedContentOf = (sale: StoredSale): ParkedSaleContent => ({
	lines: sale.lines,
	customer: sale.customer,
	discountKind: sale.discountKind,
	discount: sale.discount,
	tender: sale.tender,
	key: sale.key ?? null,
	tradeIn: sale.tradeIn ?? null,
});

/** A parked sale back in the browser's shape, as a sale that was never sent. */
export const storedOfParked = (content: ParkedSaleContent): StoredSale => ({
	v: 1,
	...content,
	sentAt: null,
	sent: null,
	attempt: null,
});

/**
 * Whether a line takes copies parked sales hold: its quantity reaches what is on hand less the
 * copies in parked sales. Parking reserves nothing, so the till only says it where it happens.
 */
export const takesParkedCopies = (line: Pick<CartLine, 'onHand' | 'quantity'>, held: number): boolean =>
	held > 0 && line.quantity > line.onHand - held;
