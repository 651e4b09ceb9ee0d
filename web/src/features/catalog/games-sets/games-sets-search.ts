import { z } from 'zod';

const optionalId = z.coerce.number().int().positive().optional().catch(undefined);

/** Games and sets: the chosen game, and which dialog is open on which row, all in the address. */
export const gamesSetsSearchSchema = z.object({
	game: optionalId,
	dialog: z.enum(['new-game', 'edit-game', 'delete-game', 'new-set', 'edit-set', 'delete-set']).optional().catch(undefined),
	set: optionalId,
});
export type GamesSetsSearch = z.infer<typeof gamesSetsSearchSchema>;
