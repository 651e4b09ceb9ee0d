import type { BuylistStatus } from '../../../server/schema/collections.ts';

/** A buylist's status as people say it (`offered` is stored, "Offered" is shown), and its badge colour. */
export const BUYLIST_STATUS_WORDS: Record<BuylistStatus, string> = { draft: 'Draft', offered: 'Offered', accepted: 'Accepted', completed: 'Completed', rejected: 'Rejected', cancelled: 'Cancelled' };
export const BUYLIST_STATUS_COLORS: Record<BuylistStatus, string> = { draft: 'gray', offered: 'yellow', accepted: 'blue', completed: 'teal', rejected: 'gray', cancelled: 'gray' };
