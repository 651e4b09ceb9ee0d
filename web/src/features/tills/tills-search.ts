import * as z from 'zod/mini';
import { id, oneOf } from '../../lib/search-params.ts';

/**
 * The Tills screen's address state: the history's page, (administrators) whether it shows every
 * till, and the open dialog of the shop's tills with the till it is about (`?dialog=rename&till=3`).
 */
export const tillsSearchSchema = z.object({
	page: z.catch(z.optional(z.coerce.number().check(z.int(), z.minimum(1))), undefined),
	scope: z.catch(z.optional(z.enum(['browser', 'all'])), undefined),
	dialog: oneOf(['add', 'rename', 'retire', 'restore']),
	till: id,
});
export type TillsSearch = z.infer<typeof tillsSearchSchema>;
export type TillDialog = NonNullable<TillsSearch['dialog']>;
