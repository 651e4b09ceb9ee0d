import type { HostileRequest } from './hostile.ts';
import type { Field, FieldKind, PayloadRoute, PayloadShop, Variant } from './hostile-payload-types.ts';

/**
 * Semantic hostile payloads: each extension command's *valid* request (`hostile-payload-routes.ts`),
 * broken one field at a time in every way that applies to the field's kind, so that a check
 * missing in the server lets a command run (and the database digest shows it).
 */
export const CATEGORIES = [
	'missing',
	'wrong type',
	'extra field',
	'numbers',
	'1 MB string',
	'unicode',
	'other ids',
	'injection',
	'duplicated lines',
] as const;
export type Category = (typeof CATEGORIES)[number];

export interface Payload {
	category: Category;
	label: string;
	path: string;
	/** The body as sent: JSON text, some of it (big numbers, `__proto__`) written by hand. */
	text: string;
}

/** A number written into JSON as it is: 2⁵³+1 or 1e999 lose themselves through `JSON.stringify`. */
const RAW = '\u0001raw:';
const raw = (text: string) => `${RAW}${text}`;
const writeRaw = (json: string) => json.replace(/"\\u0001raw:([^"]*)"/g, '$1');

/** The bound of a field said to have none. */
const UNBOUNDED = Number.MAX_SAFE_INTEGER;
const MISSING = Symbol('missing');
const MEGABYTE_TEXT = 'x'.repeat(1_000_000);

/** `lines[0].sku` → `['lines', 0, 'sku']`. */
const steps = (field: string): Array<string | number> =>
	field
		.split(/\.|\[(\d+)\]/)
		.filter((step): step is string => step !== undefined && step !== '')
		.map((step) => (/^\d+$/.test(step) ? Number(step) : step));

/** The value at a field of a body. */
function valueAt(body: unknown, field: string): unknown {
	return steps(field).reduce<unknown>(
		(value, step) => (value as Record<string | number, unknown> | undefined)?.[step],
		body,
	);
}

/** A copy of `body` with one field set (or left out). */
function withField(body: unknown, field: string, value: unknown): unknown {
	const copy = structuredClone(body) as Record<string | number, unknown>;
	const path = steps(field);
	let target = copy;
	for (const step of path.slice(0, -1)) target = target[step] as Record<string | number, unknown>;
	const last = path.at(-1)!;
	if (value !== MISSING) target[last] = value;
	else if (Array.isArray(target)) target.splice(Number(last), 1);
	else delete target[last];
	return copy;
}

const isNumber = (field: Field) => field.kind === 'id' || field.kind === 'integer' || field.kind === 'money';
const isText = (field: Field) =>
	field.kind === 'text' || field.kind === 'name' || field.kind === 'secret' || field.kind === 'enum';

/** Values of another type than the field's. */
function wrongTypes(field: Field): unknown[] {
	const values: Record<FieldKind, unknown[]> = {
		id: ['1', [1], { id: 1 }, true],
		integer: ['1', [1], { value: 1 }, false],
		money: ['100', [100], { amount: 100 }, true],
		enum: [1, ['counter'], { value: 'x' }, true],
		text: [1, ['x'], { text: 'x' }, false],
		name: [1, ['x'], { text: 'x' }, true],
		secret: [12345678, ['x'], { text: 'x' }, true],
		boolean: ['true', 1, [true], { value: true }],
		// Not true or false: a refund's restock takes those (every line, none).
		list: ['x', { 0: {} }, 1, [[]]],
		object: ['x', [], true, 1],
	};
	return field.optional || field.nullable ? values[field.kind] : [...values[field.kind], null];
}

/** Numbers out of the field's bounds or not whole, and numbers written as text. */
function badNumbers(field: Field): Array<[string, unknown]> {
	const min = field.min ?? 0;
	const max = field.max ?? UNBOUNDED;
	const out: Array<[string, unknown]> = [
		['fractional', min + 0.5],
		['a tenth', 0.1],
		['a ten-millionth', 1e-7],
		['1e308', 1e308],
		['-1e308', -1e308],
		['2^53+1', raw('9007199254740993')],
		['1e999', raw('1e999')],
		['-1e999', raw('-1e999')],
		['NaN as text', 'NaN'],
		['Infinity as text', 'Infinity'],
		['a number in text with a space', ` ${min}`],
		['hexadecimal as text', '0x10'],
	];
	if (min >= 0) out.push(['negative', -1]);
	else out.push(['below the bound', min - 1]);
	if (min > 0 || field.nonZero) out.push(['zero', 0]);
	if (max < UNBOUNDED) out.push(['beyond the bound', max + 1]);
	if (max < UNBOUNDED && max > min + 1) out.push(['fractional, at the bound', max - 0.5]);
	return out;
}

/** Text no clerk types and no screen shows as stored. */
const UNICODE: Array<[string, string]> = [
	['only a zero-width space', '\u200b'],
	['a direction override', 'Paid \u202Etuo'],
	['a NUL', 'Count\u0000ed'],
	['a lone surrogate', 'Half \ud800 a character'],
	['combining marks only', '\u0301\u0308'],
];

const SQL = "' OR 1=1 --";

interface Mutation {
	category: Category;
	label: string;
	params?: Record<string, number | string>;
	body?: unknown;
	/** The JSON as text, when it cannot be an object (`__proto__` as a key). */
	text?: string;
}

/** One field of the valid body broken in each way its kind allows. */
function fieldMutations(body: unknown, name: string, field: Field): Mutation[] {
	const set = (category: Category, label: string, value: unknown): Mutation => ({
		category,
		label: `${name}: ${label}`,
		body: withField(body, name, value),
	});
	const out: Mutation[] = [];
	if (!field.optional) out.push(set('missing', 'left out', MISSING));
	for (const value of wrongTypes(field)) out.push(set('wrong type', JSON.stringify(value), value));
	if (isNumber(field)) for (const [label, value] of badNumbers(field)) out.push(set('numbers', label, value));
	if (isText(field)) out.push(set('1 MB string', '1 MB of text', MEGABYTE_TEXT));
	if (field.kind === 'text' || field.kind === 'name')
		for (const [label, value] of UNICODE) out.push(set('unicode', label, value));
	out.push(set('injection', 'an operator object', { $ne: null }));
	if (field.kind !== 'text' && field.kind !== 'name' && field.kind !== 'secret')
		out.push(set('injection', 'SQL', SQL), set('injection', 'SQL that drops a table', '1; DROP TABLE skus; --'));
	if (field.kind === 'id') out.push(set('injection', 'a filter object', { _gt: 0 }));
	if (field.kind === 'enum') {
		out.push(...['__proto__', 'constructor', 'toString'].map((name) => set('injection', name, name)));
		const value = String(valueAt(body, name) ?? 'counter');
		out.push(
			set('wrong type', 'a space after', `${value} `),
			set('wrong type', 'a space before', ` ${value}`),
			set('wrong type', 'a line end after', `${value}\n`),
			set('wrong type', 'twice over', `${value}${value}`),
		);
	}
	return out;
}

/** Where a field named in `set` puts its value: as in `withField`. */
function applyVariant(body: unknown, variant: Variant): unknown {
	return Object.entries(variant.set ?? {}).reduce(
		(changed, [field, value]) => withField(changed, field, value),
		body,
	);
}

/** The objects inside a body: its object fields, and the first item of a list of objects (`lines[0]`). */
function objectsIn(route: PayloadRoute): string[] {
	const names = Object.keys(route.fields);
	return names.flatMap((name) => {
		if (route.fields[name]!.kind === 'object') return [name];
		return route.fields[name]!.kind === 'list' && names.some((other) => other.startsWith(`${name}[0].`))
			? [`${name}[0]`]
			: [];
	});
}

/** Lists whose lines name records (`lines[0].sku`, `restock[0].line`): where the same line twice matters. */
const listsOfRecords = (route: PayloadRoute) =>
	Object.keys(route.fields).filter((name) => route.fields[name]!.kind === 'id' && /\[0\]\.\w+$/.test(name));

function bodyMutations(route: PayloadRoute, shop: PayloadShop): Mutation[] {
	const { body } = route.valid(shop);
	const json = JSON.stringify(body);
	return [
		...Object.entries(route.fields).flatMap(([name, field]) => fieldMutations(body, name, field)),
		{ category: 'extra field', label: 'an unknown field', body: { ...body, unexpected: 1 } },
		{ category: 'extra field', label: 'a field of another command', body: { ...body, price: 1, admin: true } },
		...objectsIn(route).map((name): Mutation => ({
			category: 'extra field',
			label: `an unknown field in ${name}`,
			body: withField(body, `${name}.unexpected`, 1),
		})),
		{
			category: 'injection',
			label: '__proto__ as a field',
			text: json.replace(/^\{/, '{"__proto__":{"admin":true},'),
		},
		{
			category: 'injection',
			label: 'constructor as a field',
			text: json.replace(/^\{/, '{"constructor":{"prototype":{"admin":true}},'),
		},
		{ category: 'wrong type', label: 'the body in a list', body: [body] },
		{ category: 'wrong type', label: 'the body as text', body: json },
		{ category: 'wrong type', label: 'null for a body', body: null },
		{ category: 'wrong type', label: 'a number for a body', body: 5 },
		{ category: 'wrong type', label: 'true for a body', body: true },
		{ category: 'wrong type', label: 'an empty list for a body', body: [] },
		{ category: 'wrong type', label: 'the body twice in a list', body: [body, body] },
		...(route.others?.(shop) ?? []).map((variant): Mutation => ({
			category: 'other ids',
			label: variant.label,
			params: variant.params,
			body: applyVariant(body, variant),
		})),
		...(route.duplicates?.(shop) ?? []).map((variant): Mutation => ({
			category: 'duplicated lines',
			label: variant.label,
			body: applyVariant(body, variant),
		})),
	];
}

/** The route's path with its parameters. */
export function pathOf(route: Pick<PayloadRoute, 'path'>, params: Record<string, number | string>): string {
	return route.path.replace(/:(\w+)/g, (_, name: string) => String(params[name]));
}

/** Every malformed payload of a route, for a shop: at least 30 for each route (the harness's unit test says so). */
export function hostilePayloads(route: PayloadRoute, shop: PayloadShop): Payload[] {
	const { params } = route.valid(shop);
	return bodyMutations(route, shop).map((mutation) => ({
		category: mutation.category,
		label: mutation.label,
		path: pathOf(route, { ...params, ...mutation.params }),
		text: mutation.text ?? writeRaw(JSON.stringify(mutation.body)),
	}));
}

/** A payload as `sendRaw` sends it. */
export const payloadRequest = (
	route: PayloadRoute,
	payload: Payload,
): Pick<HostileRequest, 'method' | 'path' | 'body'> => ({
	method: route.method,
	path: payload.path,
	body: { label: payload.label, data: Buffer.from(payload.text) },
});

/** The categories a route's fields call for: what its payloads must cover. */
export function categoriesOf(route: PayloadRoute): Category[] {
	const fields = Object.values(route.fields);
	return CATEGORIES.filter((category) => {
		switch (category) {
			case 'missing':
				return fields.some((field) => !field.optional);
			case 'numbers':
				return fields.some(isNumber);
			case '1 MB string':
				return fields.some(isText);
			case 'unicode':
				return fields.some((field) => field.kind === 'text' || field.kind === 'name');
			case 'other ids':
				return (
					fields.some((field) => field.kind === 'id') ||
					route.path.includes('/:') ||
					route.others !== undefined
				);
			case 'duplicated lines':
				return listsOfRecords(route).length > 0;
			default:
				return true;
		}
	});
}
