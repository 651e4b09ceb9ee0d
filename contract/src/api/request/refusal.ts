import { z } from 'zod';
import type { FieldBounds } from '../../errors/refusals.ts';

/** Why a request is refused, as the server's VALIDATION_FAILED says it: the field, a sentence, and the field's bounds. */
export interface RequestRefusal extends FieldBounds {
	field: string;
	message: string;
}

export type Checked<T> = { ok: true; value: T } | ({ ok: false } & RequestRefusal);

/** `lines.2.quantity` as refusals name fields: `lines[2].quantity`. */
export function fieldName(path: readonly PropertyKey[]): string {
	return path.reduce<string>(
		(name, part) =>
			typeof part === 'number' ? `${name}[${part}]` : name ? `${name}.${String(part)}` : String(part),
		'',
	);
}

/** The schema inside an optional, nullable, defaulted or transformed one: the field as it is checked. */
export function checkedSchema(schema: z.ZodType): z.ZodType {
	let at: z.ZodType = schema;
	for (;;) {
		if (at instanceof z.ZodOptional || at instanceof z.ZodNullable || at instanceof z.ZodDefault)
			at = at.unwrap() as z.ZodType;
		else if (at instanceof z.ZodPipe) at = at.in as z.ZodType;
		else return at;
	}
}

/** How many items a list takes, as its checks say (zod gives a list no getter for them, as it does a text). */
function lengthsOf(list: z.ZodArray): [number | undefined, number | undefined] {
	const checks = (list._zod.def.checks ?? []).map(
		(check) => check._zod.def as { check: string; minimum?: number; maximum?: number },
	);
	return [
		checks.find((check) => check.check === 'min_length')?.minimum,
		checks.find((check) => check.check === 'max_length')?.maximum,
	];
}

/** The bounds of a number (its value), a text (its length) or a list (its items), as the schema says them, before or after a transform. */
export function boundsOf(schema: z.ZodType): FieldBounds {
	if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault)
		return boundsOf(schema.unwrap() as z.ZodType);
	if (schema instanceof z.ZodPipe)
		return { ...boundsOf(schema.out as z.ZodType), ...boundsOf(schema.in as z.ZodType) };
	// A field of several forms (true, or a list of at most 200 lines) is bounded as its forms are.
	if (schema instanceof z.ZodUnion)
		return Object.assign({}, ...schema.options.map((option) => boundsOf(option as z.ZodType))) as FieldBounds;
	const [min, max] =
		schema instanceof z.ZodNumber
			? [schema.minValue, schema.maxValue]
			: schema instanceof z.ZodString
				? [schema.minLength, schema.maxLength]
				: schema instanceof z.ZodArray
					? lengthsOf(schema)
					: [null, null];
	return { ...bound('min', min), ...bound('max', max) };
}

/** A bound the schema sets: a number's own limits (the safe integers of `.int()`) are none. */
const bound = (name: 'min' | 'max', value: number | null | undefined) =>
	typeof value === 'number' && Math.abs(value) < Number.MAX_SAFE_INTEGER ? { [name]: value } : {};

/** Whether a schema's problems with a value are within it, not that it is another type of value. */
const ofItsType = (problems: readonly z.core.$ZodIssue[]) =>
	!problems.some((problem) => problem.code === 'invalid_type' && problem.path.length === 0);

/** The keys of an object a value is, none for any other value. */
const keysOf = (value: unknown): string[] =>
	typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.keys(value) : [];

/**
 * Which form of a union a value is, by its index, or -1 for none: the object its discriminator
 * names (a rule's `kind`); else the one form of the value's type (a list, of `true or a list`);
 * of several objects, the first whose own fields (no other form has them) the value names, or
 * the last, the general one (a buylist line by `sku`, else by `card`).
 */
export function formOf(schema: z.ZodUnion, value: unknown): number {
	const options = schema.options as z.ZodType[];
	if (schema instanceof z.ZodDiscriminatedUnion) {
		const { discriminator } = schema.def;
		const tag = (value as Record<string, unknown> | null)?.[discriminator];
		return options.findIndex(
			(option) =>
				option instanceof z.ZodObject && (option.shape[discriminator] as z.ZodType).safeParse(tag).success,
		);
	}
	const ofType = options.flatMap((option, index) =>
		ofItsType(option.safeParse(value).error?.issues ?? []) ? [index] : [],
	);
	if (ofType.length <= 1) return ofType[0] ?? -1;
	const fieldsOf = (index: number) => {
		const option = options[index];
		return option instanceof z.ZodObject ? Object.keys(option.shape) : [];
	};
	const named = keysOf(value);
	const own = ofType.find((index) =>
		fieldsOf(index).some(
			(field) =>
				named.includes(field) && ofType.every((other) => other === index || !fieldsOf(other).includes(field)),
		),
	);
	return own ?? ofType.at(-1)!;
}

/** The schema a value is checked by: a union's form the value is (`formOf`), any other schema as it is. */
export function formFor(schema: z.ZodType, value: unknown): z.ZodType {
	if (!(schema instanceof z.ZodUnion)) return schema;
	return (schema.options as z.ZodType[])[formOf(schema, value)] ?? schema;
}

/** The value at `path` of a request, undefined where the path leaves its objects and lists. */
const valueAt = (request: unknown, path: readonly PropertyKey[]): unknown =>
	path.reduce<unknown>(
		(value, part) =>
			typeof value === 'object' && value !== null ? (value as Record<PropertyKey, unknown>)[part] : undefined,
		request,
	);

/** The schema of a field at `path` of a request's schema, or null where the path leaves the objects and lists. */
function fieldAt(schema: z.ZodType, path: readonly PropertyKey[], request: unknown): z.ZodType | null {
	let at: z.ZodType = schema;
	for (const [depth, part] of path.entries()) {
		const inner = formFor(checkedSchema(at), valueAt(request, path.slice(0, depth)));
		if (inner instanceof z.ZodObject && typeof part === 'string' && part in inner.shape)
			at = inner.shape[part] as z.ZodType;
		else if (inner instanceof z.ZodArray && typeof part === 'number') at = inner.element as z.ZodType;
		else return null;
	}
	return at;
}

/**
 * The problem of a union's value, refused as a whole by zod, within the one form the value is of
 * (a line of a list, given for `true or a list`), so it names the field at fault; the union's own
 * refusal when the value is of none of its forms.
 */
function withinForm(issue: z.core.$ZodIssue, schema: z.ZodType, request: unknown): z.core.$ZodIssue {
	if (issue.code !== 'invalid_union') return issue;
	const union = fieldAt(schema, issue.path, request);
	const form = union && checkedSchema(union);
	const inner =
		form instanceof z.ZodUnion ? issue.errors[formOf(form, valueAt(request, issue.path))]?.[0] : undefined;
	return inner ? withinForm({ ...inner, path: [...issue.path, ...inner.path] }, schema, request) : issue;
}

/**
 * A request checked by its endpoint's schema: its value as the server takes it, or the first
 * problem as the server refuses it. The server answers the refusal (VALIDATION_FAILED); the
 * dashboard says it beside the field before anything is sent.
 */
export function checkRequest<S extends z.ZodType>(schema: S, request: unknown): Checked<z.output<S>> {
	const result = schema.safeParse(request);
	if (result.success) return { ok: true, value: result.data };
	const issue = withinForm(result.error.issues[0]!, schema, request);
	const field = fieldAt(schema, issue.path, request);
	return {
		ok: false,
		field: fieldName(issue.path) || 'body',
		message: issue.message,
		...(field === null || issue.path.length === 0 ? {} : boundsOf(field)),
	};
}
