import { asRecord, pathId } from '../domain/input.ts';
import { parseBody } from '../domain/request-body.ts';
import { invalid } from '../errors.ts';
import type { BuylistStatus, PayoutMethod } from '@deckhand/contract/buylists/buylist-states.ts';
import {
	BUYLIST_TRANSITION,
	CREATE_BUYLIST,
	LINE_CHANGE,
	NEW_LINE,
	SET_CUSTOMER,
	type BuylistCustomer,
	type LineChange,
	type NewLine,
} from '@deckhand/contract/buylists/buylist-input.ts';

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
	const value = parseBody(CREATE_BUYLIST, body);
	return { customer: value.customer ?? null };
}

/** `PATCH /deckhand/buylists/:id`: `{ customer }` (null: no customer). */
export function parseSetCustomer(body: unknown): BuylistCustomer {
	if (!('customer' in asRecord(body)))
		throw invalid('customer', 'Say the customer (a customer id, or null for none).');
	return { customer: parseBody(SET_CUSTOMER, body).customer };
}

/** `POST /deckhand/buylists/:id/lines`: `{ sku, quantity }` or `{ card, condition, finish, language, quantity }`. */
export function parseNewLine(body: unknown): NewLine {
	return parseBody(NEW_LINE, body);
}

/** `PATCH /deckhand/buylists/:id/lines/:line`. */
export function parseLineChange(body: unknown): LineChange {
	const value = parseBody(LINE_CHANGE, body);
	return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as LineChange;
}

export interface BuylistTransition {
	to: BuylistStatus;
	payout: PayoutMethod | null;
	till: number | null;
	note: string | null;
}

/** `POST /deckhand/buylists/:id/transition`: `{ to, payout?, till?, note? }`. */
export function parseBuylistTransition(body: unknown): BuylistTransition {
	const value = parseBody(BUYLIST_TRANSITION, body);
	return { to: value.to, payout: value.payout ?? null, till: value.till ?? null, note: value.note };
}
