import { useQuery } from '@tanstack/react-query';
import { meQuery } from '../directus/session.ts';
import { browserStorage, saleWaitsForTradeIn } from '../tills/kept-sales.ts';

/**
 * How the till and the buylist intake screen hand a trade-in to each other, in one visit: the till
 * opens the intake at `/buylists/:id?from=checkout`; the intake screen, seeing `from=checkout`,
 * offers "Back to the sale", which opens `/checkout?trade_in=:id`; the till then attaches that
 * buylist to the sale in hand (kept in the browser all along, `checkout/till-storage.ts`).
 */
export const FROM_CHECKOUT = 'checkout';

/** The intake screen's address for a trade-in taken at the till (for `navigate({ href })`: the buylist screens route it). */
export const intakeFromTill = (buylist: number) => `/buylists/${buylist}?from=${FROM_CHECKOUT}`;

/** The till's address that brings a trade-in back to the sale in hand. */
export const saleWithTradeIn = (buylist: number) => ({ to: '/checkout', search: { trade_in: buylist } }) as const;

/**
 * Whether a buylist's page serves a sale that waits for it: opened from the till, or reached any
 * other way while a sale this person keeps in the browser has it as its trade-in. The page then
 * offers "Back to the sale" and leaves completing to the sale.
 */
export function useSaleWaitsFor(buylist: number, from: string | undefined): boolean {
	const me = useQuery(meQuery());
	if (from === FROM_CHECKOUT) return true;
	return me.data ? saleWaitsForTradeIn(buylist, me.data.id, browserStorage()) : false;
}
