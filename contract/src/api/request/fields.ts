import { z } from 'zod';
import { cleanText } from '../../domain/clean-text.ts';
import { ID_MAX } from '../../domain/ids.ts';

/*
 * The pieces the endpoints' request schemas are made of. Each refusal is one sentence written for
 * the shop, given for every way a field can be wrong (missing, another type, out of bounds), so
 * the server answers it as it is and the dashboard shows it beside the field. The bounds a refusal
 * names are read from the schema itself (`refusal.ts: boundsOf`).
 */

/** A refusal's sentence, or the sentence for an issue where it names the item it is about (`Line 2: …`, from its path). */
export type Sentence = string | ((issue: { path?: readonly PropertyKey[] }) => string);

/** A whole number from `min` to `max`. */
export const whole = (min: number, max: number, message: Sentence) =>
	z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });

/** A whole number from `-max` to `max` other than 0: a change (of stock, of credit) that changes something. */
export const change = (max: number, message: string) =>
	whole(-max, max, message).refine((value) => value !== 0, { error: message });

/** A row's id: a whole number from 1 to `ID_MAX`. */
export const rowId = (message: string) => whole(1, ID_MAX, message);

const isRowId = (value: unknown) => Number.isInteger(value) && (value as number) >= 1 && (value as number) <= ID_MAX;

/**
 * A list of 1 to `max` row ids, each once: a wrong id is the list's fault, refused on the list's
 * name with its bounds, since the ids are chosen together (rows ticked, SKUs selected).
 */
export const idList = (max: number, message: string) =>
	z
		.array(z.unknown(), { error: message })
		.min(1, { error: message })
		.max(max, { error: message })
		.refine((ids) => ids.every(isRowId), { error: message })
		.transform((ids) => [...new Set(ids as number[])]);

/** One of a list of words. */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T, message: Sentence) =>
	z.enum(values, { error: message });

/** Text of `min` to `max` characters once trimmed. */
export const text = (min: number, max: number, message: string) =>
	z.string({ error: message }).trim().min(min, { error: message }).max(max, { error: message });

/** A name or short text as it is stored (`cleanText`: one line, trimmed), of `min` to `max` characters so. */
export const name = (min: number, max: number, message: string) =>
	z
		.string({ error: message })
		.transform((value) => cleanText(value))
		.pipe(z.string().min(min, { error: message }).max(max, { error: message }));

/** A text of several lines as it is stored (`cleanText`: trimmed, its line breaks kept), of `min` to `max` characters so. */
export const lines = (min: number, max: number, message: string) =>
	z
		.string({ error: message })
		.transform((value) => cleanText(value, { lines: true }))
		.pipe(z.string().min(min, { error: message }).max(max, { error: message }));

/** An optional note of at most `max` characters, cleaned as `lines`; none when nothing is left. */
export const optionalNote = (max: number) => {
	const message = `The note must be text of at most ${max} characters.`;
	return z
		.string({ error: message })
		.max(max, { error: message })
		.nullish()
		.transform((value) => (value ? cleanText(value, { lines: true }) || null : null));
};

/**
 * A refinement of a list of `{ line }` that names each line once: its quantity is given whole, so a
 * repeated line is a client's mistake, refused on the repeat (`Restock 2: that line is already listed…`).
 */
export const eachLineOnce =
	(word: string) =>
	(lines: ReadonlyArray<{ line: number }>, context: z.RefinementCtx<ReadonlyArray<{ line: number }>>) => {
		const seen = new Set<number>();
		for (const [index, { line }] of lines.entries()) {
			if (seen.has(line))
				return context.addIssue({
					code: 'custom',
					message: `${word} ${index + 1}: that line is already listed; give its whole quantity once.`,
					path: [index, 'line'],
				});
			seen.add(line);
		}
	};
