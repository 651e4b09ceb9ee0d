import { z } from 'zod';
import { oneOf, optionalNote, rowId, whole } from '../api/request/fields.ts';
import { CARD_LANGUAGES } from '../domain/card-languages.ts';
import { CONDITIONS, FINISHES } from '../domain/limits.ts';
import { BUYLIST_LIMITS, BUYLIST_STATUSES, PAYOUT_METHODS } from './buylist-states.ts';

/*
 * The bodies of the buylist endpoints (`api/buylists.ts`): the server parses them with these
 * schemas, the dashboard checks a request with them before sending it.
 */

const { quantityMax, offerMax, noteMax } = BUYLIST_LIMITS;

const quantity = whole(1, quantityMax, `The quantity must be a whole number of copies from 1 to ${quantityMax}.`);
const condition = oneOf(CONDITIONS, `The condition must be one of ${CONDITIONS.join(', ')}.`);
const finish = oneOf(FINISHES, `The finish must be one of ${FINISHES.join(', ')}.`);
const language = oneOf(CARD_LANGUAGES, `The language must be one of ${CARD_LANGUAGES.join(', ')}.`);
const customer = rowId('The customer must be a customer id, or null for none.').nullable();
const offerUnit = (payout: string) =>
	whole(0, offerMax, `The ${payout} offer per copy must be a whole number of minor units from 0 to ${offerMax}.`);

/** `POST /deckhand/buylists`: the buylist's customer, if known yet. */
export const CREATE_BUYLIST = z.object({ customer: customer.optional() });

/** `PATCH /deckhand/buylists/:id`: the buylist's customer (null: none). */
export const SET_CUSTOMER = z.object({ customer });
export type BuylistCustomer = z.output<typeof SET_CUSTOMER>;

/**
 * `POST /deckhand/buylists/:id/lines`: a known SKU (a scanned barcode), or a card as the customer
 * brought it; a body naming its `sku` is the first (a union's form is the one whose own fields a
 * body names, else its last: `formOf`).
 */
export const NEW_LINE = z.union([
	z.object({ sku: rowId('The SKU must be a SKU id.'), quantity }),
	z.object({
		card: rowId('Choose the card the customer brought (a card id).'),
		condition,
		finish,
		language,
		quantity,
	}),
]);
export type NewLine = z.output<typeof NEW_LINE>;

/** An administrator's offer per copy. */
const offer = z
	.object(
		{ cash_unit: offerUnit('cash'), credit_unit: offerUnit('credit') },
		{ error: 'The offer is { cash_unit, credit_unit } in minor units, or null to go back to the computed offer.' },
	)
	.refine((value) => value.credit_unit >= value.cash_unit, {
		error: 'The credit offer must be at least the cash offer, as the shop’s percentages are.',
		path: ['credit_unit'],
	});

/** `PATCH /deckhand/buylists/:id/lines/:line`: what changes (at least one); an offer of null takes it away (the computed offer again). */
export const LINE_CHANGE = z
	.object({
		condition: condition.optional(),
		finish: finish.optional(),
		language: language.optional(),
		quantity: quantity.optional(),
		offer: offer.nullable().optional(),
	})
	.refine((value) => Object.values(value).some((field) => field !== undefined), {
		error: 'Say what changes: condition, finish, language, quantity or offer.',
	});
export type LineChange = z.output<typeof LINE_CHANGE>;

/** `POST /deckhand/buylists/:id/transition`: the new status; a completion says its payout, and its till when paid in cash. */
export const BUYLIST_TRANSITION = z
	.object({
		to: oneOf(BUYLIST_STATUSES, `The new status must be one of ${BUYLIST_STATUSES.join(', ')}.`),
		payout: oneOf(PAYOUT_METHODS, `The payout must be ${PAYOUT_METHODS.join(' or ')}.`).nullish(),
		till: rowId('The till must be a till id, or none when no cash is paid.').nullish(),
		note: optionalNote(noteMax),
	})
	.refine((value) => value.to === 'completed' || value.payout == null, {
		error: 'A payout is chosen only when the buylist is completed.',
		path: ['payout'],
	})
	.refine((value) => value.to === 'completed' || value.till == null, {
		error: 'A till is named only when the buylist is completed in cash.',
		path: ['till'],
	});
export type BuylistTransitionBody = z.input<typeof BUYLIST_TRANSITION>;
