import { z } from 'zod';

/** The card page's dialogs have addresses, so a reload or a shared link opens the same one. */
export const cardSearchSchema = z.object({
	dialog: z.enum(['edit', 'add-sku', 'delete']).optional().catch(undefined),
});
export type CardSearch = z.infer<typeof cardSearchSchema>;
