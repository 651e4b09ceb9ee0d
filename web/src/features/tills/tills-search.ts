import * as z from 'zod/mini';

/** The Tills screen's address state: the history's page, and (administrators) whether it shows every till. */
export const tillsSearchSchema = z.object({
	page: z.catch(z.optional(z.coerce.number().check(z.int(), z.minimum(1))), undefined),
	scope: z.catch(z.optional(z.enum(['browser', 'all'])), undefined),
});
