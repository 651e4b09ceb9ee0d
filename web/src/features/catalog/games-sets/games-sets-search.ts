import * as z from 'zod/mini';
import { id, oneOf } from '../../../lib/search-params.ts';

/** Games and sets: the chosen game, and which dialog is open on which row, all in the address. */
export const gamesSetsSearchSchema = z.object({
	game: id,
	dialog: oneOf(['new-game', 'edit-game', 'delete-game', 'new-set', 'edit-set', 'delete-set']),
	set: id,
});
export type GamesSetsSearch = z.infer<typeof gamesSetsSearchSchema>;
