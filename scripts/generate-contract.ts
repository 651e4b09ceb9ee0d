/**
 * Writes `contract/src/schema/collections.ts` from the Directus schema snapshot (`server/schema/snapshot.yaml`):
 * one interface per collection, each choice list as a const and its union type, and `DeckhandSchema` for the SDK.
 * `npm run contract:generate` after changing the snapshot; `collections.test.ts` fails while the file differs.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { load } from 'js-yaml';
import { format, resolveConfig } from 'prettier';

export const SNAPSHOT = new URL('../server/schema/snapshot.yaml', import.meta.url);
export const COLLECTIONS = new URL('../contract/src/schema/collections.ts', import.meta.url);

interface Choice {
	value: string | number;
}
interface SnapshotCollection {
	collection: string;
	meta: { note?: string | null; singleton?: boolean | null } | null;
	/** Null for a folder of the Data Studio, which has no table. */
	schema: object | null;
}
interface SnapshotField {
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
interface Snapshot {
	collections: SnapshotCollection[];
	fields: SnapshotField[];
	relations: SnapshotRelation[];
}

/**
 * A column's value as Directus answers it. Without a type parser, PostgreSQL's driver answers a big
 * integer or a decimal as text where SQLite answers a number, so those may be either.
 */
const SCALARS: Record<string, string> = {
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

const pascal = (name: string) => name.replace(/(^|_)([a-z0-9])/g, (_, __, letter: string) => letter.toUpperCase());

/** `OrderStatus` → `ORDER_STATUSES`. */
function constName(typeName: string): string {
	const words = typeName.split(/(?=[A-Z])/).map((word) => word.toUpperCase());
	const last = words.pop() ?? '';
	return [...words, /(S|SH|CH|X)$/.test(last) ? `${last}ES` : `${last}S`].join('_');
}

function typeName(collection: SnapshotCollection): string {
	const name = collection.collection;
	return TYPE_NAMES[name] ?? pascal(collection.meta?.singleton ? name : name.replace(/s$/, ''));
}

const literal = (value: string | number) => JSON.stringify(value);
const property = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : literal(name));
const doc = (text: string | null | undefined) => (text ? `/** ${text.replaceAll('*/', '*\\/')} */\n` : '');

interface ChoiceList {
	values: Array<string | number>;
	fields: SnapshotField[];
	name: string;
}

/** The distinct choice lists of the snapshot's fields, in the order they first appear, named. */
function choiceLists(fields: SnapshotField[], typeOf: (collection: string) => string): Map<string, ChoiceList> {
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

/** The TypeScript text of `collections.ts` for a snapshot's YAML, formatted as the repository formats. */
export async function generateCollections(snapshotYaml: string): Promise<string> {
	const snapshot = load(snapshotYaml) as Snapshot;
	const tables = snapshot.collections.filter((collection) => collection.schema !== null);
	const names = new Map(tables.map((collection) => [collection.collection, typeName(collection)]));
	const typeOf = (collection: string) => names.get(collection) ?? '';
	const fields = snapshot.fields.filter((field) => names.has(field.collection));
	const lists = choiceLists(fields, typeOf);
	const listOf = (field: SnapshotField) =>
		[...lists.values()].find((list) => list.fields.includes(field))?.name ?? null;

	const scalar = (field: SnapshotField) => {
		const type = SCALARS[field.type];
		if (!type)
			throw new Error(`${field.collection}.${field.field}: no TypeScript type for Directus's ${field.type}.`);
		return type;
	};
	const keyType = (collection: string) => {
		const key = fields.find((field) => field.collection === collection && field.schema?.is_primary_key);
		if (!key) throw new Error(`${collection} has no primary key in the snapshot.`);
		return scalar(key);
	};
	/** A many-to-one's target, when it is one of the snapshot's collections (a system one is typed by its id alone). */
	const targetOf = (field: SnapshotField) => {
		const relation = snapshot.relations.find((r) => r.collection === field.collection && r.field === field.field);
		return relation?.related_collection && names.has(relation.related_collection)
			? relation.related_collection
			: null;
	};
	/** The collection whose many-to-one this one-to-many alias lists. */
	const manyOf = (field: SnapshotField) =>
		snapshot.relations.find((r) => r.related_collection === field.collection && r.meta?.one_field === field.field)
			?.collection ?? null;

	const member = (field: SnapshotField): string => {
		if (field.type === 'alias') {
			const many = manyOf(field);
			if (many)
				return `${doc(field.meta?.note)}${property(field.field)}?: ${keyType(many)}[] | ${typeOf(many)}[];`;
			if (field.meta?.special?.some((special) => ['m2m', 'm2a', 'files', 'translations'].includes(special)))
				throw new Error(
					`${field.collection}.${field.field}: ${field.meta.special.join(', ')} is not generated yet.`,
				);
			return '';
		}
		const target = targetOf(field);
		const base = listOf(field) ?? (target ? `${scalar(field)} | ${typeOf(target)}` : scalar(field));
		const type = field.schema?.is_nullable ? `${base} | null` : base;
		return `${doc(field.meta?.note)}${property(field.field)}: ${type};`;
	};

	const choiceText = [...lists.values()].map((list) => {
		const where = list.fields.map((field) => `\`${field.collection}.${field.field}\``).join(', ');
		const values = `[${list.values.map(literal).join(', ')}] as const`;
		return `/** The choices of ${where}. */\nexport const ${constName(list.name)} = ${values};\nexport type ${list.name} = (typeof ${constName(list.name)})[number];`;
	});
	const interfaces = tables.map((collection) => {
		const members = fields.filter((field) => field.collection === collection.collection).map(member);
		return `${doc(collection.meta?.note)}export interface ${typeOf(collection.collection)} {\n${members.filter(Boolean).join('\n')}\n}`;
	});
	const schema = tables.map(
		(collection) =>
			`${collection.collection}: ${typeOf(collection.collection)}${collection.meta?.singleton ? '' : '[]'};`,
	);

	const text = [
		`/**
 * Deckhand's collections and their fields as the API answers them (money in integer minor units, relations
 * as ids unless expanded), and \`DeckhandSchema\`, which types the SDK client.
 *
 * Generated from \`server/schema/snapshot.yaml\` by \`npm run contract:generate\` (scripts/generate-contract.ts):
 * do not edit; change the snapshot and run it again. A unit test fails while this file differs from it.
 */`,
		...choiceText,
		...interfaces,
		`/** The SDK's schema: each collection's items (a singleton's one item). */\nexport interface DeckhandSchema {\n${schema.join('\n')}\n}`,
	].join('\n\n');
	const options = await resolveConfig(fileURLToPath(COLLECTIONS));
	return format(text, { ...options, filepath: fileURLToPath(COLLECTIONS) });
}

/** The committed snapshot and `collections.ts`, for the test that compares the file with what the snapshot generates. */
export async function committedFiles(): Promise<{ snapshot: string; collections: string }> {
	const [snapshot, collections] = await Promise.all([readFile(SNAPSHOT, 'utf8'), readFile(COLLECTIONS, 'utf8')]);
	return { snapshot, collections };
}

if (import.meta.main) {
	await writeFile(COLLECTIONS, await generateCollections(await readFile(SNAPSHOT, 'utf8')));
	console.log(`Wrote ${fileURLToPath(COLLECTIONS)} from ${fileURLToPath(SNAPSHOT)}.`);
}
