import { OPEN_STATUSES } from '@deckhand/contract/buylists/buylist-states.ts';
import type { BuylistLineView, BuylistView } from '@deckhand/contract/buylists/buylist-view.ts';
import { dayStart, shopToday } from '../reports/period.ts';

/** Who reads a buylist: administrators see every offer. */
export interface BuylistViewer {
	admin: boolean;
}

/**
 * Whether the viewer may see a buylist's offers line by line. A clerk needs them at the counter
 * while the buylist is open, and for the receipt and the customer's questions on the day it
 * closed; after that an offer paid is what the stock cost, which is the owner's
 * (docs/decisions/buying.md, "Past offers").
 */
export function offersShown(
	buylist: Pick<BuylistView, 'status' | 'date_created' | 'events'>,
	viewer: BuylistViewer,
	now: number,
	timeZone: string,
): boolean {
	if (viewer.admin || OPEN_STATUSES.includes(buylist.status)) return true;
	const closing = buylist.events.findLast((event) => event.to_status === buylist.status);
	const closedAt = Date.parse(closing?.date_created ?? buylist.date_created);
	return closedAt >= dayStart(shopToday(now, timeZone), timeZone);
}

/** A line without its offer and the figures that shaped it: the card, its copies and why fewer stay. */
export const withoutOffer = (line: BuylistLineView): BuylistLineView => ({
	...line,
	price_basis: null,
	price_from: null,
	market: null,
	hot_percent: null,
	cash_unit: null,
	credit_unit: null,
	line_cash: null,
	line_credit: null,
	offer_unit: null,
	line_total: null,
});
