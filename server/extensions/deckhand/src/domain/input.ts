/** Small checks shared by the commands' input parsers (`*-input.ts`). */
import { invalid } from '../errors.ts';
import { cleanText } from '@deckhand/contract/domain/clean-text.ts';
import { ID_MAX } from '@deckhand/contract/domain/ids.ts';

export const isWhole = (value: unknown, min: number, max: number): value is number =>
	typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** A JSON body's object, or an empty one for anything else (so each field is refused by name). */
export const asRecord = (value: unknown): Record<string, unknown> =>
	typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** A row id in a body: a whole number from 1 to `ID_MAX`. */
export const isId = (value: unknown): value is number => isWhole(value, 1, ID_MAX);

/** A row id given in a path (`/orders/:id/…`): digits only, from 1 to `ID_MAX`. */
export const pathId = (raw: unknown): number | null =>
	typeof raw === 'string' && /^\d{1,10}$/.test(raw) && isId(Number(raw)) ? Number(raw) : null;

/** A field's name as a refusal gives it back: cut short, since it is the client's text. */
const shortName = (field: string) => (field.length > 60 ? `${field.slice(0, 60)}…` : field);

/** The refusal of a field a command does not take, naming it and the fields it does take. */
export function unknownField(field: string, fields: readonly string[]) {
	const name = shortName(field);
	return invalid(name, `"${name}" is not a field of this command, which takes ${fields.join(', ')}.`);
}

/**
 * An object of a command's body (the body itself, or `within` it) holding only the fields the
 * command takes: any other is refused by name, as is a body that is no object, so a misspelt or stale field is never ignored in
 * silence while the command runs as if it had not been sent (docs/server-rules.md).
 */
export function knownFields(value: unknown, fields: readonly string[], within = ''): Record<string, unknown> {
	const record = asRecord(value);
	// A body that is a list or a bare value is no request: read as `{}`, a command whose fields are all optional would run. (No body at all names the fields missing.)
	if (!within && value != null && record !== value)
		throw invalid('body', `Send the command's fields as one JSON object: { ${fields.join(', ')} }.`);
	const unknown = Object.keys(record).find((key) => !fields.includes(key));
	if (unknown !== undefined) throw unknownField(within ? `${within}.${unknown}` : unknown, fields);
	return record;
}

/** Half of a character (a UTF-16 surrogate alone): no text can be written with it, and PostgreSQL refuses to store it. */
const LONE_SURROGATE = /\p{Cs}/u;
/** Control characters but tab and line ends, and the bidirectional embeddings, overrides and isolates that make text read otherwise than it is stored. */
const HIDDEN_CONTROL = /(?![\t\n\r])[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;
/** A character that shows: not white space, not a combining mark on nothing, not an invisible format character (zero-width space, joiners). */
const VISIBLE = /[^\s\p{M}\p{Cf}]/u;

/** Why a text is no plain text a person typed, or null: `checkTexts` for commands, `checkFields` for items (docs/decisions/trust-at-the-edges.md). */
export function textFault(text: string): string | null {
	if (LONE_SURROGATE.test(text)) return 'holds half of a character (a lone surrogate)';
	if (HIDDEN_CONTROL.test(text)) return 'holds a control character or a direction override';
	if (text.trim() !== '' && !VISIBLE.test(text))
		return 'holds nothing visible (only invisible or combining characters)';
	return null;
}

/** Where a value lies in a body: its key and the place of what holds it (the name is spelt out only for a refusal). */
interface Place {
	key: string | number;
	within: Place | null;
}

function nameOf(place: Place | null): string {
	let name = '';
	for (let at = place; at; at = at.within)
		name = typeof at.key === 'number' ? `[${at.key}]${name}` : at.within ? `.${at.key}${name}` : `${at.key}${name}`;
	return name;
}

/**
 * Refuses, naming its field, any text anywhere in a command's body that a clerk could not have
 * typed or would not see as stored: a NUL or other control character, a direction override, half
 * of a character, or only invisible characters. Walked without recursion: a body nested deep is
 * no reason to fail.
 */
export function checkTexts(body: unknown): void {
	const pending: Array<[Place | null, unknown]> = [[null, body]];
	while (pending.length > 0) {
		const [place, value] = pending.pop()!;
		if (typeof value === 'string') {
			const fault = textFault(value);
			if (fault) {
				const field = place ? shortName(nameOf(place)) : 'body';
				throw invalid(field, `${place ? field : 'The body'} ${fault}: write it as plain text.`);
			}
		} else if (Array.isArray(value))
			value.forEach((item, index) => pending.push([{ key: index, within: place }, item]));
		else if (typeof value === 'object' && value !== null)
			for (const [key, item] of Object.entries(value)) pending.push([{ key, within: place }, item]);
	}
}

/**
 * A command's optional note of at most `max` characters, as it is stored: cleaned as any text of
 * several lines (`cleanText`: trimmed, its line breaks kept, NFC, no zero-width space), and none
 * when nothing is left.
 */
export function optionalNote(value: unknown, max: number): string | null {
	if (value != null && (typeof value !== 'string' || value.length > max))
		throw invalid('note', `The note must be text of at most ${max} characters.`, { max });
	const note = typeof value === 'string' ? cleanText(value, { lines: true }) : '';
	return note === '' ? null : note;
}
