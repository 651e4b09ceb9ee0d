import { z } from 'zod';
import { cleanText } from '../domain/clean-text.ts';
import { asRecord, commandInput, ID_MAX, knownFields, pathId } from '../domain/input.ts';
import { CONDITIONS, FINISHES, LIMITS } from '@deckhand/contract/domain/limits.ts';
import type { FieldBounds } from '@deckhand/contract/errors/refusals.ts';
import { invalid } from '../errors.ts';
import {
	BUYLIST_LIMITS,
	BUYLIST_STATUSES,
	PAYOUT_METHODS,
	type BuylistStatus,
	type PayoutMethod,
} from '@deckhand/contract/buylists/buylist-states.ts';
import type { BuylistCustomer, LineChange, NewLine } from '@deckhand/contract/buylists/buylist-input.ts';

const { quantityMax, offerMax, noteMax } = BUYLIST_LIMITS;

/** The bound each field's refusal names, by the field's own name. */
const BOUNDS: Record<string, FieldBounds> = {
	quantity: { min: 1, max: quantityMax },
	cash_unit: { min: 0, max: offerMax },
	credit_unit: { min: 0, max: offerMax },
	language: { min: 1, max: LIMITS.languageMax },
	note: { max: noteMax },
};

const whole = (min: number, max: number, message: string) =>
	z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });
const id = (message: string) => whole(1, ID_MAX, message);
const quantity = whole(1, quantityMax, `The quantity must be a whole number of copies from 1 to ${quantityMax}.`);
const condition = z.enum(CONDITIONS, { error: `The condition must be one of ${CONDITIONS.join(', ')}.` });
const finish = z.enum(FINISHES, { error: `The finish must be one of ${FINISHES.join(', ')}.` });
const languageMessage = `The language must be 1 to ${LIMITS.languageMax} characters (EN, JP…).`;
const language = z
	.string({ error: languageMessage })
	.trim()
	.min(1, { error: languageMessage })
	.max(LIMITS.languageMax, { error: languageMessage });
const customer = id('The customer must be a customer id, or null for none.').nullable();
const offerUnit = (payout: string) =>
	whole(0, offerMax, `The ${payout} offer per copy must be a whole number of minor units from 0 to ${offerMax}.`);
const offer = z
	.object(
		{ cash_unit: offerUnit('cash'), credit_unit: offerUnit('credit') },
		{ error: 'The offer is { cash_unit, credit_unit } in minor units, or null to go back to the computed offer.' },
	)
	.refine((value) => value.credit_unit >= value.cash_unit, {
		error: 'The credit offer must be at least the cash offer, as the shop’s percentages are.',
		path: ['credit_unit'],
	});
const noteMessage = `The note must be text of at most ${noteMax} characters.`;
const note = z
	.string({ error: noteMessage })
	.max(noteMax, { error: noteMessage })
	.nullish()
	.transform((value) => (value ? cleanText(value, { lines: true }) || null : null));

/** `lines.2.quantity` as the project names fields: `lines[2].quantity`. */
function fieldOf(path: readonly PropertyKey[]): string {
	return path.reduce<string>(
		(name, part) =>
			typeof part === 'number' ? `${name}[${part}]` : name ? `${name}.${String(part)}` : String(part),
		'',
	);
}

/** Reads a body with a schema of its fields (none other taken); the first problem is refused as VALIDATION_FAILED naming the field and its bound. */
function parsed<S extends z.ZodObject>(schema: S, body: unknown): z.output<S> {
	const result = schema.safeParse(commandInput(body, Object.keys(schema.shape)));
	if (result.success) return result.data;
	const issue = result.error.issues[0]!;
	const last = issue.path.at(-1);
	throw invalid(fieldOf(issue.path) || 'body', issue.message, typeof last === 'string' ? (BOUNDS[last] ?? {}) : {});
}

/** A `:id` (buylist) or `:line` of a path. */
export function parseBuylistPathId(raw: unknown, field: 'id' | 'line'): number {
	const value = pathId(raw);
	if (value === null)
		throw invalid(
			field,
			field === 'id' ? 'Choose the buylist (a buylist id).' : 'Choose the buylist line (a line id).',
		);
	return value;
}

/** `POST /deckhand/buylists`: `{ customer? }`. */
export function parseCreateBuylist(body: unknown): BuylistCustomer {
	const value = parsed(z.object({ customer: customer.optional() }), body);
	return { customer: value.customer ?? null };
}

/** `PATCH /deckhand/buylists/:id`: `{ customer }` (null: no customer). */
export function parseSetCustomer(body: unknown): BuylistCustomer {
	if (!('customer' in asRecord(body)))
		throw invalid('customer', 'Say the customer (a customer id, or null for none).');
	return { customer: parsed(z.object({ customer }), body).customer };
}

const bySku = z.object({ sku: id('The SKU must be a SKU id.'), quantity });
const byCard = z.object({
	card: id('Choose the card the customer brought (a card id).'),
	condition,
	finish,
	language,
	quantity,
});

/** `POST /deckhand/buylists/:id/lines`: `{ sku, quantity }` or `{ card, condition, finish, language, quantity }`. */
export function parseNewLine(body: unknown): NewLine {
	return asRecord(body)['sku'] !== undefined ? parsed(bySku, body) : parsed(byCard, body);
}

const lineChange = z
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

/** `PATCH /deckhand/buylists/:id/lines/:line`. */
export function parseLineChange(body: unknown): LineChange {
	const value = parsed(lineChange, body);
	if (value.offer) knownFields(asRecord(body)['offer'], ['cash_unit', 'credit_unit'], 'offer');
	return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as LineChange;
}

export interface BuylistTransition {
	to: BuylistStatus;
	payout: PayoutMethod | null;
	till: number | null;
	note: string | null;
}

const transition = z.object({
	to: z.enum(BUYLIST_STATUSES, { error: `The new status must be one of ${BUYLIST_STATUSES.join(', ')}.` }),
	payout: z.enum(PAYOUT_METHODS, { error: `The payout must be ${PAYOUT_METHODS.join(' or ')}.` }).nullish(),
	till: id('The till must be a till id, or none when no cash is paid.').nullish(),
	note,
});

/** `POST /deckhand/buylists/:id/transition`: `{ to, payout?, till?, note? }`. */
export function parseBuylistTransition(body: unknown): BuylistTransition {
	const value = parsed(transition, body);
	if (value.to !== 'completed' && value.payout != null)
		throw invalid('payout', 'A payout is chosen only when the buylist is completed.');
	if (value.to !== 'completed' && value.till != null)
		throw invalid('till', 'A till is named only when the buylist is completed in cash.');
	return { to: value.to, payout: value.payout ?? null, till: value.till ?? null, note: value.note };
}
