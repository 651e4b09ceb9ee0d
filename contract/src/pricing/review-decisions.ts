import { z } from 'zod';
import { idList } from '../api/request/fields.ts';

/** The most reviews one decision takes. */
export const DECIDE_MAX = 500;

/** `POST /deckhand/prices/reviews/decide`: the reviews (each once, in id order) and the decision on all of them. */
export const REVIEW_DECISION = z.object({
	ids: idList(DECIDE_MAX, `Choose from 1 to ${DECIDE_MAX} price reviews (by id).`).transform((ids) =>
		ids.sort((a, b) => a - b),
	),
	accept: z.boolean({ error: 'Say whether the reviews are accepted (true) or rejected (false).' }),
});

export interface ReviewDecisions {
	accepted: number[];
	rejected: number[];
	/** Reviews not accepted because their SKU was priced since the proposal: they stay pending, each with the reason. */
	refused: Array<{ review: number; sku: number; message: string }>;
}
