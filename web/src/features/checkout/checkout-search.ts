import * as z from 'zod/mini';
import { CHANNELS } from '@deckhand/contract/checkout/checkout-limits.ts';
import { id } from '../../lib/search-params.ts';

/**
 * The till's address state: the channel of the sale being rung up (counter unless the address says
 * otherwise), and a trade-in brought back from the intake screen (`lib/trade-in/till-return.ts`),
 * which the till attaches to the sale in hand and then drops from the address.
 */
export const checkoutSearchSchema = z.object({ channel: z.catch(z.enum(CHANNELS), 'counter'), trade_in: id });
