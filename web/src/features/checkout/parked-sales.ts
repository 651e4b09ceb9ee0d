import { t } from '@lingui/core/macro';
import { formatTime } from '../../lib/i18n/formats.ts';
import type { ParkedSale, StoredSale } from './stored-sale.ts';

/** An id no other parked sale of the till has: the moment it was parked, moved on if taken. */
function freshId(parked: ParkedSale[], at: Date): string {
	let id = at.getTime();
	while (parked.some((entry) => entry.id === String(id))) id++;
	return String(id);
}

/** Puts a sale aside at the end of the till's parked sales. */
export function parkSale(parked: ParkedSale[], sale: StoredSale, at: Date): ParkedSale[] {
	return [...parked, { id: freshId(parked, at), parkedAt: at.toISOString(), sale }];
}

/**
 * Takes a parked sale back into the till. A sale in hand is parked first, never dropped or
 * merged: the clerk serving one customer who steps aside can serve the next and come back, as
 * with a shop's "hold" key. Null when the parked sale is gone (another tab resumed it).
 */
export function resumeSale(
	parked: ParkedSale[],
	id: string,
	inHand: StoredSale | null,
	at: Date,
): { sale: StoredSale; parked: ParkedSale[] } | null {
	const entry = parked.find((candidate) => candidate.id === id);
	if (!entry) return null;
	const rest = parked.filter((candidate) => candidate.id !== id);
	return { sale: entry.sale, parked: inHand ? parkSale(rest, inHand, at) : rest };
}

export const discardParked = (parked: ParkedSale[], id: string): ParkedSale[] =>
	parked.filter((entry) => entry.id !== id);

/** When a sale was parked, as the clock on the wall says it in the user's language: "2:05 PM", "14:05". */
export const parkedTime = (entry: ParkedSale): string => formatTime(entry.parkedAt);

/** How the list names a parked sale: the customer's name, or the time it was parked. */
export function parkedLabel(entry: ParkedSale): string {
	if (entry.sale.customer) return entry.sale.customer.name;
	const time = parkedTime(entry);
	return t`Walk-in, parked at ${time}`;
}

/** How many copies a parked sale holds and what they come to before discount and tax, in minor units. */
export function parkedSize(entry: ParkedSale): { copies: number; subtotal: number } {
	return entry.sale.lines.reduce(
		(size, line) => ({
			copies: size.copies + line.quantity,
			subtotal: size.subtotal + line.quantity * line.unitPrice,
		}),
		{ copies: 0, subtotal: 0 },
	);
}
