import * as z from 'zod/mini';
import { CHANNELS } from '../../../../server/extensions/deckhand/src/checkout/checkout-limits.ts';

/** The till's address state: the channel of the sale being rung up (counter unless the address says otherwise). */
export const checkoutSearchSchema = z.object({ channel: z.catch(z.enum(CHANNELS), 'counter') });
