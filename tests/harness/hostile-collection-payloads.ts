import type { FieldSpec, HostileCollection } from './hostile-collections.ts';

/*
 * The malformed creates and updates of a collection described in `hostile-collections.ts`, made
 * mechanically from its fields' kinds and bounds and a valid payload.
 */

export type Payload = Record<string, unknown>;

export interface HostilePayload {
	label: string;
	body: Payload;
}

/** What the payloads name besides the valid one: rows of other records, and the taken unique values. */
export interface HostileContext {
	/** The key of another row of the same collection (an update that moves a row onto it, a create that reuses it). */
	otherKey: string | number;
	/** A value another row already holds, per unique field. */
	taken: Record<string, string>;
}

const ONE_MB = 'x'.repeat(1024 * 1024);
/** A row id no table reaches. */
const NO_SUCH_ROW = 987_654_321;
const INJECTIONS = ['1 OR 1=1', "1'; DROP TABLE games; --", '{"_gt":0}'];
/** Names that are nothing once invisible and control characters are gone. */
const EMPTY_NAMES: Array<[string, string]> = [
	['zero-width spaces', '\u200B\u200B'],
	['a right-to-left override', '\u202E'],
	['NUL', '\u0000'],
	['spaces, a tab and line breaks', ' \t\r\n '],
	['a byte-order mark and isolates', '\uFEFF\u2066\u2069'],
];
const NOT_TEXT: unknown[] = [5, 1.5, true, { a: 1 }, ['x'], { _eq: 'x' }];

/** Malformed values of one field, by its kind and bounds, each with what it is. */
function badValues(spec: FieldSpec, taken: string | undefined): Array<[string, unknown]> {
	switch (spec.kind) {
		case 'text': {
			const values: Array<[string, unknown]> = [
				...NOT_TEXT.map((value): [string, unknown] => [`${JSON.stringify(value)} for text`, value]),
				[`${spec.max + 1} characters`, 'x'.repeat(spec.max + 1)],
				['1 MB of text', ONE_MB],
				['a lone surrogate', 'ok\uD800'],
			];
			if (spec.required)
				values.push(
					['null', null],
					['empty', ''],
					['spaces', '   '],
					...EMPTY_NAMES.map(([what, value]): [string, unknown] => [what, value]),
				);
			if (spec.unique && taken) {
				values.push(
					['a value another row has', taken],
					['that value with spaces around it', `  ${taken} `],
					['that value with a zero-width space', `${taken}\u200B`],
				);
				if (spec.unique === 'folded') values.push(['that value in other case', swapCase(taken)]);
			}
			return values;
		}
		case 'integer': {
			const values: Array<[string, unknown]> = [
				[`${spec.min - 1} (below ${spec.min})`, spec.min - 1],
				[`${spec.max + 1} (above ${spec.max})`, spec.max + 1],
				['a fraction', spec.min + 0.5],
				['huge', 1e308],
				['hugely negative', -1e308],
				['a number as text', String(spec.max)],
				['true', true],
				['a list', [spec.min]],
				['an operator object', { _gt: 0 }],
				...INJECTIONS.map((value): [string, unknown] => [`injection ${value}`, value]),
			];
			// Zero and a negative number, where the bound below has not already sent them.
			if (spec.min > 1) values.push(['zero', 0]);
			if (spec.min > 0) values.push(['negative', -1]);
			if (!spec.nullable) values.push(['null', null]);
			return values;
		}
		case 'choice': {
			const first = spec.values[0]!;
			const values: Array<[string, unknown]> = [
				['another case', first === first.toLowerCase() ? first.toUpperCase() : first.toLowerCase()],
				['empty', ''],
				['no such choice', 'XX'],
				['a number', 5],
				['a list', [first]],
				['with a space', ` ${first}`],
				['a prototype name', '__proto__'],
				...INJECTIONS.map((value): [string, unknown] => [`injection ${value}`, `${first}${value}`]),
			];
			if (!spec.nullable) values.push(['null', null]);
			return values;
		}
		case 'boolean':
			return [
				['"true"', 'true'],
				['1', 1],
				['0', 0],
				['"yes"', 'yes'],
				['null', null],
				['a list', [true]],
				['injection', 'true OR 1=1'],
			];
		case 'relation':
			return spec.uuid
				? [
						['a number', 7],
						['not a UUID', 'picture'],
						['an operator object', { _nnull: true }],
						['a UUID with NUL', '00000000-0000-0000-0000-00000000000\u0000'],
						...INJECTIONS.map((value): [string, unknown] => [`injection ${value}`, value]),
					]
				: [
						['zero', 0],
						['negative', -1],
						['a fraction', 1.5],
						['an id as text', '1'],
						['a word', 'abc'],
						['a nested change of the other row', { id: 1, name: 'Changed through a relation' }],
						['a nested new row', { name: 'Made through a relation' }],
						['a list', [1]],
						['a row that does not exist', NO_SUCH_ROW],
						['beyond an integer', 2 ** 31],
						...INJECTIONS.map((value): [string, unknown] => [`injection ${value}`, value]),
						...(spec.nullable ? [] : ([['null', null]] as Array<[string, unknown]>)),
					];
		case 'email': {
			const values: Array<[string, unknown]> = [
				['no @', 'not-an-address'],
				['no domain dot', 'ann@example'],
				['two @', 'ann@@example.com'],
				['NUL inside', 'ann\u0000@example.com'],
				['an override inside', 'ann\u202E@example.com'],
				['over 254 characters', `${'a'.repeat(250)}@example.com`],
				['a number', 5],
				['injection', "ann@example.com' OR '1'='1"],
			];
			if (taken)
				values.push(
					['an address another row has', taken],
					['in other case', swapCase(taken)],
					['with spaces around it', ` ${taken} `],
				);
			return values;
		}
		case 'date':
			return [
				['31 February', '2024-02-31'],
				['a word', 'yesterday'],
				['a number', 20240101],
				['a month 13', '2024-13-01'],
				['injection', "2024-01-01' OR '1'='1"],
			];
		case 'color':
			return [
				['five digits', '#12345'],
				['a word', 'red'],
				['not hex', '#GGGGGG'],
				['seven digits', '#1234567'],
				['a number', 5],
				['injection', "#123456'; --"],
			];
	}
}

function swapCase(value: string): string {
	return [...value]
		.map((letter) => (letter === letter.toUpperCase() ? letter.toLowerCase() : letter.toUpperCase()))
		.join('');
}

/** Fields no collection has, and names that reach for prototypes or inject. */
function unknownFields(spec: HostileCollection, context: HostileContext): Array<[string, Payload]> {
	const first = Object.keys(spec.fields)[0]!;
	const field = (key: string, value: unknown): Payload =>
		JSON.parse(`{${JSON.stringify(key)}:${JSON.stringify(value)}}`) as Payload;
	return [
		['an unknown field', { colour: 'red' }],
		['a field in capitals', field(first.toUpperCase(), 'x')],
		['a field with a space after it', field(`${first} `, 'x')],
		['an injection as a field', field(`${first}; DROP TABLE games; --`, 1)],
		['__proto__', field('__proto__', { admin: true })],
		['constructor', field('constructor', { prototype: { admin: true } })],
		["another row's id", { id: context.otherKey }],
		['a field with NUL', field(`${first}\u0000`, 'x')],
	];
}

/** At least 30 malformed creates of a collection (none for a singleton) from a valid one. */
export function hostileCreates(spec: HostileCollection, valid: Payload, context: HostileContext): HostilePayload[] {
	if (spec.singleton) return [];
	const without = (field: string): Payload =>
		Object.fromEntries(Object.entries(valid).filter(([key]) => key !== field));
	return [
		...spec.required.map((field) => ({ label: `without ${field}`, body: without(field) })),
		...(spec.uniqueRow ? [{ label: 'a copy of a row that exists', body: valid }] : []),
		...unknownFields(spec, context).map(([label, extra]) => ({ label, body: { ...valid, ...extra } })),
		...Object.entries(spec.fields).flatMap(([field, fieldSpec]) =>
			badValues(fieldSpec, context.taken[field]).map(([what, value]) => ({
				label: `${field}: ${what}`,
				body: { ...valid, [field]: value },
			})),
		),
	];
}

/** At least 30 malformed updates of a row: each one field (or unknown field) alone. */
export function hostileUpdates(spec: HostileCollection, context: HostileContext): HostilePayload[] {
	return [
		...unknownFields(spec, context).map(([label, body]) => ({ label, body })),
		...Object.entries(spec.fields).flatMap(([field, fieldSpec]) =>
			badValues(fieldSpec, context.taken[field]).map(([what, value]) => ({
				label: `${field}: ${what}`,
				body: { [field]: value },
			})),
		),
	];
}
