import { neutraliseCell } from '../csv/spreadsheet-safe.ts';
import { isoTime } from '../db.ts';
import { amountText } from '@deckhand/contract/domain/money-text.ts';

/*
 * A cell of an exported file, from a column as either database answers it (PostgreSQL answers
 * big integers and sums as text). An empty cell is "none".
 */

const none = (value: unknown): value is null | undefined => value === null || value === undefined;

/** Text as stored, made spreadsheet-safe: a cell a spreadsheet would run as a formula gets an apostrophe. */
export const textCell = (value: unknown): string => (none(value) ? '' : neutraliseCell(String(value)));

/** Minor units as the currency's major units with a dot and its decimals: 1250 → 12.50 dollars, 1250 yen. */
export const moneyCell = (value: unknown, currency: string): string =>
	none(value) ? '' : amountText(Number(value), currency);

export const wholeCell = (value: unknown): string => (none(value) ? '' : String(Number(value)));

/** A moment as ISO 8601 in UTC (2026-11-24T09:30:00.000Z): the same file whichever time zone the server is in. */
export const momentCell = (value: unknown): string => (none(value) ? '' : isoTime(value));

/** The day of a moment, in UTC (2026-11-24). */
export const dayCell = (value: unknown): string => (none(value) ? '' : isoTime(value).slice(0, 10));
