import { z } from 'zod';
import { checkedSchema, checkRequest, formFor } from '@deckhand/contract/api/request/refusal.ts';
import { invalid } from '../errors.ts';
import { asRecord, checkTexts, knownFields } from './input.ts';

/*
 * A command's body read with its endpoint's schema in the contract (`@deckhand/contract/api/`):
 * first held to the schema's fields (`heldToFields`), every text in it plain (`checkTexts`), then
 * the schema's first problem refused as VALIDATION_FAILED naming the field, in the schema's words,
 * with its bounds.
 */

/** The body of a command read with its schema (see above). */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
	const input = heldToFields(schema, body);
	checkTexts(input);
	return parsedOrRefused(schema, input);
}

/** An input read with its schema, or its first problem refused as VALIDATION_FAILED naming the field, in the schema's words, with its bounds. */
export function parsedOrRefused<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
	const checked = checkRequest(schema, input);
	if (checked.ok) return checked.value;
	const { field, message, min, max } = checked;
	throw invalid(field, message, { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) });
}

/**
 * A command's body held to its schema's fields at every depth, before the schema reads it: an
 * object with a field its schema does not take is refused by name (`lines[2].skew`), where zod
 * would drop it in silence and the command run as if it had not been sent; and an item of a list
 * of objects that is no object is read as `{}`, so the schema refuses the item's first field by
 * name (`lines[0].sku`) rather than the whole list. Of a union, the form the value is is walked
 * (`formFor`). The walk follows the schema, so a body nested deeper than it is read no further.
 */
function heldToFields(schema: z.ZodType, value: unknown, within = ''): unknown {
	const at = formFor(checkedSchema(schema), value);
	if (at instanceof z.ZodObject) {
		const record = knownFields(value, Object.keys(at.shape), within);
		// Something else than an object is the schema's to refuse; no body at all names its fields missing.
		if (record !== value) return within ? value : record;
		return Object.fromEntries(
			Object.entries(record).map(([key, field]) => [
				key,
				heldToFields(at.shape[key] as z.ZodType, field, within ? `${within}.${key}` : key),
			]),
		);
	}
	if (at instanceof z.ZodArray && Array.isArray(value)) {
		const item = at.element as z.ZodType;
		const ofObjects = checkedSchema(item) instanceof z.ZodObject;
		return value.map((raw, index) => heldToFields(item, ofObjects ? asRecord(raw) : raw, `${within}[${index}]`));
	}
	return value;
}
