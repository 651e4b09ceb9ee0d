import { z } from 'zod';
import { name, oneOf, optionalNote, whole } from '../api/request/fields.ts';
import { MANUAL_CASH_KINDS, TILL_LIMITS } from './till-limits.ts';

const { cashMax, reasonMax, noteMax } = TILL_LIMITS;

/** Cash in minor units, from `min` to the most a till takes. */
const cash = (label: string, min: number) =>
	whole(min, cashMax, `${label} must be a whole number of minor units from ${min} to ${cashMax}.`);

/** `POST /deckhand/tills/:till/open`: the cash counted into the drawer. */
export const OPEN_TILL = z.object({ float: cash('The opening float', 0) });
export type OpenTillRequest = z.output<typeof OPEN_TILL>;

/** `POST /deckhand/tills/:till/sessions/:session/cash`: cash put in or taken out by hand, and why. */
export const PAID_IN_OUT = z.object({
	kind: oneOf(MANUAL_CASH_KINDS, `The kind must be one of ${MANUAL_CASH_KINDS.join(', ')}.`),
	amount: cash('The amount', 1),
	reason: name(1, reasonMax, `Say why the cash goes in or out (1 to ${reasonMax} characters).`),
});
export type PaidInOutRequest = z.output<typeof PAID_IN_OUT>;

/**
 * `POST /deckhand/tills/:till/sessions/:session/close`: the cash counted, and a note. `recounted`:
 * this is a second count, kept however far it is from what the drawer should hold (a first count
 * that far is refused with `RECOUNT_NEEDED`).
 */
export const CLOSE_TILL = z.object({
	counted: cash('The counted cash', 0),
	note: optionalNote(noteMax),
	recounted: z
		.boolean({ error: 'recounted must be true (a second count) or false.' })
		.nullish()
		.transform((recounted) => recounted ?? false),
});
export type CloseTillRequest = z.output<typeof CLOSE_TILL>;
export type CloseTillBody = z.input<typeof CLOSE_TILL>;

/** `?page=&limit=` of a sessions history (the first page of 25 when left out). */
export interface HistoryParams {
	page?: string;
	limit?: string;
}
