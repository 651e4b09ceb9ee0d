import { cleanText } from '@deckhand/contract/domain/clean-text.ts';
import { commandInput, isId, isWhole, optionalNote, pathId } from '../domain/input.ts';
import { invalid } from '../errors.ts';
import { MANUAL_CASH_KINDS, TILL_LIMITS, type ManualCashKind } from '@deckhand/contract/tills/till-limits.ts';
import type { OpenTillRequest, PaidInOutRequest } from '@deckhand/contract/tills/till-input.ts';

export interface CloseTillRequest {
	counted: number;
	note: string | null;
}

export interface HistoryQuery {
	page: number;
	limit: number;
}

const { cashMax, reasonMax, noteMax, historyPageMax } = TILL_LIMITS;

/** A `:till` or `:session` of a path. */
export function parsePathId(raw: unknown, field: 'till' | 'session'): number {
	const id = pathId(raw);
	if (id === null)
		throw invalid(
			field,
			field === 'till' ? 'Choose the till (a till id).' : 'Choose the till session (a session id).',
		);
	return id;
}

/** The optional `till` of a sale or refund: the till whose drawer takes or pays the cash. */
export function parseTillField(raw: unknown): number | null {
	if (raw == null) return null;
	if (!isId(raw)) throw invalid('till', 'The till must be a till id, or none when no cash is taken or paid.');
	return raw;
}

const whole = (value: unknown, field: string, label: string, min: number) => {
	if (!isWhole(value, min, cashMax))
		throw invalid(field, `${label} must be a whole number of minor units from ${min} to ${cashMax}.`, {
			min,
			max: cashMax,
		});
	return value;
};

/** `POST /deckhand/tills/:till/open`: `{ float }`, the cash counted into the drawer. */
export function parseOpenTill(body: unknown): OpenTillRequest {
	return { float: whole(commandInput(body, ['float'])['float'], 'float', 'The opening float', 0) };
}

/** `POST /deckhand/tills/:till/sessions/:session/cash`: `{ kind: paid_in | paid_out, amount, reason }`. */
export function parsePaidInOut(body: unknown): PaidInOutRequest {
	const input = commandInput(body, ['kind', 'amount', 'reason']);
	const { kind, reason } = input;
	if (typeof kind !== 'string' || !(MANUAL_CASH_KINDS as readonly string[]).includes(kind))
		throw invalid('kind', `The kind must be one of ${MANUAL_CASH_KINDS.join(', ')}.`);
	const amount = whole(input['amount'], 'amount', 'The amount', 1);
	const trimmed = typeof reason === 'string' ? cleanText(reason) : '';
	if (trimmed === '' || trimmed.length > reasonMax)
		throw invalid(
			'reason',
			`Say why the cash goes ${kind === 'paid_in' ? 'in' : 'out'} (1 to ${reasonMax} characters).`,
			{ min: 1, max: reasonMax },
		);
	return { kind: kind as ManualCashKind, amount, reason: trimmed };
}

/** `POST /deckhand/tills/:till/sessions/:session/close`: `{ counted, note? }`. */
export function parseCloseTill(body: unknown): CloseTillRequest {
	const input = commandInput(body, ['counted', 'note']);
	const counted = whole(input['counted'], 'counted', 'The counted cash', 0);
	const { note } = input;
	return { counted, note: optionalNote(note, noteMax) };
}

/** `?page=&limit=` of a sessions history. */
export function parseHistoryQuery(query: Record<string, unknown>): HistoryQuery {
	const number = (raw: unknown, fallback: number) =>
		raw === undefined ? fallback : typeof raw === 'string' && /^\d{1,6}$/.test(raw) ? Number(raw) : NaN;
	const page = number(query['page'], 1);
	const limit = number(query['limit'], 25);
	if (!isWhole(page, 1, 1_000_000)) throw invalid('page', 'The page must be a whole number, 1 or more.', { min: 1 });
	if (!isWhole(limit, 1, historyPageMax))
		throw invalid('limit', `The limit must be a whole number from 1 to ${historyPageMax}.`, {
			min: 1,
			max: historyPageMax,
		});
	return { page, limit };
}
