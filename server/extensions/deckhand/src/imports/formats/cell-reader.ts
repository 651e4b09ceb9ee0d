import { cleanText } from '@deckhand/contract/domain/clean-text.ts';
import { LIMITS } from '@deckhand/contract/domain/limits.ts';
import type { ImportRow, RowError } from '@deckhand/contract/imports/import-row.ts';
import { latestDay, readDay } from './day.ts';
import type { Cells, ReadOptions } from './format-spec.ts';
import { readMoney } from './money.ts';
import { readQuantity } from './quantity.ts';
import { lookUp, type Vocabulary } from './vocabulary.ts';

/**
 * Reads a row's cells one column at a time, each cleaned as every name the shop keeps is
 * (`domain/clean-text.ts`: no control or invisible character, NFC, trimmed; an empty cell is none), keeping every
 * refusal so the row reports all of them at once. A refused cell reads as none, and a format puts
 * a stand-in where the row needs a value (`?? 'NM'`): `result` then answers the refusals, never
 * the row holding it.
 */
export class CellReader {
	private readonly errors: RowError[] = [];

	private readonly cells: Cells;

	/** The shop's currency (ISO 4217): money cells are read with its decimals. */
	private readonly currency: string;

	constructor(cells: Cells, { currency }: ReadOptions) {
		this.cells = cells;
		this.currency = currency;
	}

	/** The cell's cleaned text, '' when empty or when the file has no such column. */
	raw(column: string): string {
		return cleanText(this.cells[column] ?? '');
	}

	refuse(column: string, message: string): void {
		this.errors.push({ column, message });
	}

	/** Text of at most `max` characters, or none. */
	text(column: string, max: number): string | null {
		const text = this.raw(column);
		if (text.length <= max) return text || null;
		this.refuse(column, `${column} is ${text.length} characters long; Deckhand keeps at most ${max}.`);
		return null;
	}

	/** The card's name: every row needs one. */
	cardName(column: string): string {
		const name = this.text(column, LIMITS.cardNameMax);
		if (name === null && this.raw(column) === '')
			this.refuse(column, `${column} is empty: every row needs the card's name.`);
		return name ?? '';
	}

	quantity(column: string): number | null {
		return this.checked(column, readQuantity(column, this.raw(column)));
	}

	/** An amount in the shop's currency, or in `currency` (a file's own, for a purchase price it says is in another). */
	money(column: string, currency = this.currency): number | null {
		return this.checked(column, readMoney(column, this.raw(column), currency));
	}

	/** A day written YYYY-MM-DD, up to today. */
	day(column: string): string | null {
		return this.checked(column, readDay(column, this.raw(column), latestDay()));
	}

	/** The value a word of the vocabulary stands for; an empty cell is `empty` when given, else refused as the vocabulary's words would be. */
	word<T>(column: string, words: Vocabulary<T>, empty?: T): T | null {
		const word = this.raw(column);
		if (word === '' && empty !== undefined) return empty;
		if (word === '') {
			this.refuse(column, `${column} is empty: it needs ${words.what} (${words.known.join(', ')}).`);
			return null;
		}
		const found = lookUp(words, column, word);
		if ('value' in found) return found.value;
		this.refuse(column, found.problem);
		return null;
	}

	/** The row, or every refusal of its cells. */
	result(row: ImportRow): ImportRow | RowError[] {
		return this.errors.length > 0 ? this.errors : row;
	}

	private checked<T extends number | string>(column: string, read: T | null | { problem: string }): T | null {
		if (typeof read === 'object' && read !== null) {
			this.refuse(column, read.problem);
			return null;
		}
		return read;
	}
}
