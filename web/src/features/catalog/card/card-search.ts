import * as z from 'zod/mini';
import { oneOf } from '../../../lib/search-params.ts';

/** The card page's dialogs have addresses, so a reload or a shared link opens the same one. */
export const cardSearchSchema = z.object({
	dialog: oneOf(['edit', 'add-sku', 'delete']),
});
export type CardSearch = z.infer<typeof cardSearchSchema>;
