import * as z from 'zod/mini';
import { CHANNELS } from '@deckhand/contract/checkout/checkout-limits.ts';
import { id } from '../../lib/search-params.ts';

/**
 * The till's address state: the channel of the sale being rung up (counter unless the address says
 * otherwise), and a trade-in brought back from the intake screen (`lib/trade-in/till-return.ts`),
 * which the till attaches to the sale in hand and then drops from the address; and a customer sent by
 * an order's exchange (`customer`), whom the sale in hand is for, so the credit the exchange gave pays.
 */
export const checkoutSearchSchema = z.object({
	channel: z.catch(z.enum(CHANNELS), 'counter'),
	trade_in: id,
	customer: id,
});
