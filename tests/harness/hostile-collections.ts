import { LIMITS } from '../../server/extensions/deckhand/src/domain/limits.ts';
import { faultOf } from './hostile-send.ts';

/**
 * Every collection the shop writes through Directus's items API (and Directus's own `/users`
 * and `/settings`), as data: who writes it, which fields a create needs, and each field's kind
 * and bounds. `hostilePayloads` makes, from a valid payload, at least 30 malformed creates and
 * 30 malformed updates per collection, mechanically, in every category that applies to its
 * fields: each required field missing or null, wrong types, unknown fields, numbers below,
 * above, between and far beyond their bounds, over-long and 1 MB texts, names of invisible or
 * control characters alone, a lone surrogate, ids of rows that do not exist or of other rows,
 * injection strings where a number, choice or id belongs, and a taken unique value in other
 * case or with spaces and invisible characters around it. `hostile-collections.test.ts` sends them.
 */
export type Writer = 'administrator' | 'staff';

export type FieldSpec =
	| { kind: 'text'; max: number; required?: boolean; unique?: 'exact' | 'folded' }
	| { kind: 'integer'; min: number; max: number; nullable?: boolean }
	| { kind: 'choice'; values: readonly string[]; nullable?: boolean }
	| { kind: 'boolean' }
	| { kind: 'relation'; nullable?: boolean; uuid?: boolean }
	| { kind: 'email'; unique?: 'folded' }
	| { kind: 'date' }
	| { kind: 'color' };

export interface HostileCollection {
	/** The collection's name in the access table (`access-matrix.ts`) and in `access-subjects.ts`. */
	collection: string;
	/** Where its rows are written: `/items/<collection>`, `/users`, `/settings`. */
	path: string;
	/** A singleton (`/settings`, `/items/shop_settings`): updated, never created. */
	singleton?: boolean;
	writers: { create: Writer[]; update: Writer[] };
	/** The fields a create must give. */
	required: string[];
	fields: Record<string, FieldSpec>;
	/** Whether the valid create payload itself is unique (a second copy of it is refused). */
	uniqueRow?: boolean;
}

const OWNER: Writer[] = ['administrator'];
const BOTH: Writer[] = ['administrator', 'staff'];
const text = (max: number, extra: Partial<Extract<FieldSpec, { kind: 'text' }>> = {}): FieldSpec => ({ kind: 'text', max, ...extra });
const name = (max: number, unique?: 'exact' | 'folded'): FieldSpec => text(max, { required: true, ...(unique ? { unique } : {}) });
const integer = (min: number, max: number, nullable = false): FieldSpec => ({ kind: 'integer', min, max, nullable });
const percent: FieldSpec = integer(0, 100);
const id = (nullable = false): FieldSpec => ({ kind: 'relation', nullable });

export const HOSTILE_COLLECTIONS: HostileCollection[] = [
	{ collection: 'games', path: '/items/games', writers: { create: BOTH, update: BOTH }, required: ['name', 'code'], uniqueRow: true, fields: { name: name(LIMITS.gameNameMax), code: name(LIMITS.codeMax, 'exact') } },
	{
		collection: 'sets',
		path: '/items/sets',
		writers: { create: BOTH, update: BOTH },
		required: ['game', 'code', 'name'],
		fields: { game: id(), code: name(LIMITS.codeMax), name: name(LIMITS.setNameMax), release_date: { kind: 'date' } },
	},
	{
		collection: 'cards',
		path: '/items/cards',
		writers: { create: BOTH, update: BOTH },
		required: ['set', 'name'],
		fields: {
			set: id(),
			name: name(LIMITS.cardNameMax),
			collector_number: text(LIMITS.collectorNumberMax),
			rarity: text(LIMITS.rarityMax),
			kind: { kind: 'choice', values: ['single', 'sealed'] },
			image: { kind: 'relation', nullable: true, uuid: true },
			scryfall_id: text(LIMITS.scryfallIdMax),
		},
	},
	{
		collection: 'skus',
		path: '/items/skus',
		writers: { create: BOTH, update: BOTH },
		required: ['card'],
		uniqueRow: true,
		fields: {
			card: id(),
			condition: { kind: 'choice', values: ['NM', 'LP', 'MP', 'HP', 'DMG'] },
			finish: { kind: 'choice', values: ['normal', 'foil', 'reverse_holo', 'etched'] },
			language: name(LIMITS.languageMax),
			edition: { kind: 'choice', values: ['first_edition', 'unlimited', 'limited'], nullable: true },
			bin: text(LIMITS.binMax),
			barcode: text(LIMITS.barcodeMax, { unique: 'exact' }),
			price: integer(0, LIMITS.priceMax, true),
			quantity: integer(0, 0),
		},
	},
	{ collection: 'sku_costs', path: '/items/sku_costs', writers: { create: OWNER, update: OWNER }, required: ['sku', 'unit_cost'], uniqueRow: true, fields: { sku: id(), unit_cost: integer(0, LIMITS.priceMax) } },
	{
		collection: 'customers',
		path: '/items/customers',
		writers: { create: BOTH, update: BOTH },
		required: ['name'],
		fields: { name: name(LIMITS.customerNameMax), email: { kind: 'email', unique: 'folded' }, phone: text(LIMITS.phoneMax), notes: text(LIMITS.noteMax) },
	},
	{
		collection: 'buying_rules',
		path: '/items/buying_rules',
		writers: { create: OWNER, update: OWNER },
		required: [],
		uniqueRow: true,
		fields: {
			card: id(true),
			hot_percent: integer(1, LIMITS.hotPercentMax, true),
			not_buying: { kind: 'boolean' },
			buy_limit: integer(0, LIMITS.buyLimitMax, true),
			note: text(LIMITS.buyingRuleNoteMax),
		},
	},
	{ collection: 'tills', path: '/items/tills', writers: { create: OWNER, update: OWNER }, required: ['name'], uniqueRow: true, fields: { name: name(LIMITS.tillNameMax, 'folded'), active: { kind: 'boolean' } } },
	{
		collection: 'shop_settings',
		path: '/items/shop_settings',
		singleton: true,
		writers: { create: [], update: OWNER },
		required: [],
		fields: {
			address: text(LIMITS.addressMax),
			receipt_footer: text(LIMITS.receiptTextMax),
			currency: { kind: 'choice', values: ['USD', 'EUR'] },
			tax_rate_bp: integer(0, LIMITS.taxRateMaxBasisPoints),
			buylist_cash_percent: percent,
			condition_dmg_percent: percent,
			low_stock_threshold: integer(0, LIMITS.lowStockThresholdMax),
			staff_buylist_limit: integer(0, LIMITS.priceMax),
		},
	},
	{
		collection: 'directus_users',
		path: '/users',
		writers: { create: OWNER, update: BOTH },
		// Directus takes a user without an address (an API account); the matrix's owner is the row another address is taken by.
		required: [],
		fields: { email: { kind: 'email', unique: 'folded' }, first_name: text(LIMITS.personNameMax), last_name: text(LIMITS.personNameMax) },
	},
	{
		collection: 'directus_settings',
		path: '/settings',
		singleton: true,
		writers: { create: [], update: OWNER },
		required: [],
		fields: { project_name: name(LIMITS.shopNameMax), project_color: { kind: 'color' } },
	},
];

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
const INJECTIONS = ["1 OR 1=1", "1'; DROP TABLE games; --", '{"_gt":0}'];
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
			if (spec.required) values.push(['null', null], ['empty', ''], ['spaces', '   '], ...EMPTY_NAMES.map(([what, value]): [string, unknown] => [what, value]));
			if (spec.unique && taken) {
				values.push(['a value another row has', taken], ['that value with spaces around it', `  ${taken} `], ['that value with a zero-width space', `${taken}\u200B`]);
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
			return [['"true"', 'true'], ['1', 1], ['0', 0], ['"yes"', 'yes'], ['null', null], ['a list', [true]], ['injection', 'true OR 1=1']];
		case 'relation':
			return spec.uuid
				? [['a number', 7], ['not a UUID', 'picture'], ['an operator object', { _nnull: true }], ['a UUID with NUL', '00000000-0000-0000-0000-00000000000\u0000'], ...INJECTIONS.map((value): [string, unknown] => [`injection ${value}`, value])]
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
			if (taken) values.push(['an address another row has', taken], ['in other case', swapCase(taken)], ['with spaces around it', ` ${taken} `]);
			return values;
		}
		case 'date':
			return [['31 February', '2024-02-31'], ['a word', 'yesterday'], ['a number', 20240101], ['a month 13', '2024-13-01'], ['injection', "2024-01-01' OR '1'='1"]];
		case 'color':
			return [['five digits', '#12345'], ['a word', 'red'], ['not hex', '#GGGGGG'], ['seven digits', '#1234567'], ['a number', 5], ['injection', "#123456'; --"]];
	}
}

function swapCase(value: string): string {
	return [...value].map((letter) => (letter === letter.toUpperCase() ? letter.toLowerCase() : letter.toUpperCase())).join('');
}

/** Fields no collection has, and names that reach for prototypes or inject. */
function unknownFields(spec: HostileCollection, context: HostileContext): Array<[string, Payload]> {
	const first = Object.keys(spec.fields)[0]!;
	const field = (key: string, value: unknown): Payload => JSON.parse(`{${JSON.stringify(key)}:${JSON.stringify(value)}}`) as Payload;
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
	const without = (field: string): Payload => Object.fromEntries(Object.entries(valid).filter(([key]) => key !== field));
	return [
		...spec.required.map((field) => ({ label: `without ${field}`, body: without(field) })),
		...(spec.uniqueRow ? [{ label: 'a copy of a row that exists', body: valid }] : []),
		...unknownFields(spec, context).map(([label, extra]) => ({ label, body: { ...valid, ...extra } })),
		...Object.entries(spec.fields).flatMap(([field, fieldSpec]) =>
			badValues(fieldSpec, context.taken[field]).map(([what, value]) => ({ label: `${field}: ${what}`, body: { ...valid, [field]: value } })),
		),
	];
}

/** At least 30 malformed updates of a row: each one field (or unknown field) alone. */
export function hostileUpdates(spec: HostileCollection, context: HostileContext): HostilePayload[] {
	return [
		...unknownFields(spec, context).map(([label, body]) => ({ label, body })),
		...Object.entries(spec.fields).flatMap(([field, fieldSpec]) => badValues(fieldSpec, context.taken[field]).map(([what, value]) => ({ label: `${field}: ${what}`, body: { [field]: value } }))),
	];
}

/**
 * `faultOf` for a GraphQL mutation: GraphQL answers a mutation its resolver refused with 200, the
 * error (with its code) in `errors` and the mutation's field null; a query GraphQL itself refuses
 * (a wrong type, an unknown field) with 400. Anything written, a 5xx or an error without a code
 * is a fault.
 */
export function graphqlFaultOf(answer: { status: number; text: string }): string | null {
	let data: Record<string, unknown> | undefined;
	try {
		data = (JSON.parse(answer.text) as { data?: Record<string, unknown> }).data;
	} catch {
		return 'an answer that is not JSON';
	}
	if (Object.values(data ?? {}).some((value) => value !== null)) return 'the mutation answered a row';
	return faultOf({ status: answer.status === 200 ? 400 : answer.status, text: answer.text });
}
