/**
 * How `generate-contract.ts` reads the Directus schema snapshot and names what it generates: the
 * snapshot's shapes, each column's TypeScript type, each collection's interface and each choice list.
 */

interface Choice {
	value: string | number;
}
export interface SnapshotCollection {
	collection: string;
	meta: { note?: string | null; singleton?: boolean | null } | null;
	/** Null for a folder of the Data Studio, which has no table. */
	schema: object | null;
}
export interface SnapshotField {
	collection: string;
	field: string;
	type: string;
	meta: { note?: string | null; special?: string[] | null; options?: { choices?: Choice[] | null } | null } | null;
	/** Absent for an alias (a field with no column). */
	schema?: { is_nullable: boolean; is_primary_key: boolean } | null;
}
interface SnapshotRelation {
	collection: string;
	field: string;
	related_collection: string | null;
	meta: { one_field: string | null } | null;
}
export interface Snapshot {
	collections: SnapshotCollection[];
	fields: SnapshotField[];
	relations: SnapshotRelation[];
}

/**
 * A column's value as Directus answers it. Without a type parser, PostgreSQL's driver answers a big
 * integer or a decimal as text where SQLite answers a number, so those may be either.
 */
export const SCALARS: Record<string, string> = {
	integer: 'number',
	float: 'number',
	bigInteger: 'number | string',
	decimal: 'number | string',
	string: 'string',
	text: 'string',
	uuid: 'string',
	hash: 'string',
	timestamp: 'string',
	dateTime: 'string',
	date: 'string',
	time: 'string',
	boolean: 'boolean',
	json: 'unknown',
	/** Directus splits a `cast-csv` column into its values. */
	csv: 'string[]',
};

/** Interface names that are not the collection's name in the singular (`Set` is JavaScript's). */
const TYPE_NAMES: Record<string, string> = { sets: 'CardSet', credit_ledger: 'CreditEntry' };

/**
 * Names of choice lists that read better than the default (any one field of a list names it). By
 * default a list is named after its field (`Condition`) when all its fields have that name and no
 * other list has a field of that name, else after its first collection and field (`TillSessionStatus`).
 */
const CHOICE_NAMES: Record<string, string> = {
	'orders.status': 'OrderStatus',
	'cards.kind': 'CardKind',
	'order_payments.method': 'PaymentMethod',
	'buylist_lines.rule': 'OfferRule',
	'stock_movements.reason': 'StockReason',
	'credit_ledger.reason': 'CreditReason',
	'buylists.held_by_limit': 'StaffLimitRule',
};

export const pascal = (name: string) =>
	name.replace(/(^|_)([a-z0-9])/g, (_, __, letter: string) => letter.toUpperCase());

/** `OrderStatus` → `ORDER_STATUSES`. */
export function constName(typeName: string): string {
	const words = typeName.split(/(?=[A-Z])/).map((word) => word.toUpperCase());
	const last = words.pop() ?? '';
	return [...words, /(S|SH|CH|X)$/.test(last) ? `${last}ES` : `${last}S`].join('_');
}

export function typeName(collection: SnapshotCollection): string {
	const name = collection.collection;
	return TYPE_NAMES[name] ?? pascal(collection.meta?.singleton ? name : name.replace(/s$/, ''));
}

export const literal = (value: string | number) => JSON.stringify(value);
export const property = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : literal(name));
export const doc = (text: string | null | undefined) => (text ? `/** ${text.replaceAll('*/', '*\\/')} */\n` : '');

export interface ChoiceList {
	values: Array<string | number>;
	fields: SnapshotField[];
	name: string;
}

/** The distinct choice lists of the snapshot's fields, in the order they first appear, named. */
export function choiceLists(fields: SnapshotField[], typeOf: (collection: string) => string): Map<string, ChoiceList> {
	const lists = new Map<string, ChoiceList>();
	for (const field of fields) {
		const choices = field.meta?.options?.choices;
		if (!choices?.length) continue;
		const values = choices.map((choice) => choice.value);
		const key = JSON.stringify(values);
		const list = lists.get(key) ?? { values, fields: [], name: '' };
		list.fields.push(field);
		lists.set(key, list);
	}
	const listsByFieldName = new Map<string, Set<string>>();
	for (const [key, list] of lists)
		for (const field of list.fields)
			listsByFieldName.set(field.field, (listsByFieldName.get(field.field) ?? new Set()).add(key));
	const names = new Set<string>();
	for (const list of lists.values()) {
		const named = list.fields.map((field) => CHOICE_NAMES[`${field.collection}.${field.field}`]).find(Boolean);
		const [first] = list.fields as [SnapshotField];
		const fieldNames = new Set(list.fields.map((field) => field.field));
		const ownName = fieldNames.size === 1 && listsByFieldName.get(first.field)?.size === 1;
		list.name = named ?? (ownName ? pascal(first.field) : `${typeOf(first.collection)}${pascal(first.field)}`);
		if (names.has(list.name))
			throw new Error(`Two choice lists would both be named ${list.name}: name one in CHOICE_NAMES.`);
		names.add(list.name);
	}
	return lists;
}
