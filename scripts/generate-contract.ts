/**
 * Writes the contract's schema files (`contract/src/schema/`) from the Directus schema snapshot
 * (`server/schema/snapshot.yaml`): `choices.ts` with each choice list as a const and its union type,
 * one file per group of collections (`SCHEMA_FILES`) with an interface per collection, and
 * `collections.ts`, the index: `DeckhandSchema` for the SDK and where each collection is.
 * `npm run contract:generate` after changing the snapshot; `collections.test.ts` fails while a file differs.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { load } from 'js-yaml';
import { format, resolveConfig } from 'prettier';
import {
	choiceLists,
	constName,
	doc,
	literal,
	property,
	SCALARS,
	typeName,
	type Snapshot,
	type SnapshotField,
} from './contract-names.ts';

export const SNAPSHOT = new URL('../server/schema/snapshot.yaml', import.meta.url);
const SCHEMA_DIR = new URL('../contract/src/schema/', import.meta.url);

/**
 * The generated files of collections, each a group the screens use together, in the index's order.
 * A collection of the snapshot in none of them stops the generator: say where it belongs.
 */
export const SCHEMA_FILES: Record<string, readonly string[]> = {
	'catalog.ts': ['games', 'sets', 'cards', 'skus', 'sku_costs', 'stock_movements'],
	'buying.ts': ['buying_rules', 'buylists', 'buylist_lines'],
	'customers.ts': ['customers', 'credit_ledger'],
	'orders.ts': ['orders', 'order_lines', 'order_line_costs', 'order_payments', 'order_events'],
	'shop.ts': ['shop_settings', 'tills', 'till_sessions'],
};
const CHOICES_FILE = 'choices.ts';
const INDEX_FILE = 'collections.ts';

const GENERATED = `Generated from \`server/schema/snapshot.yaml\` by \`npm run contract:generate\` (scripts/generate-contract.ts):
 * do not edit; change the snapshot and run it again. A unit test fails while this file differs from it.`;

/** A file's text: what it is (wrapped as the comments are), its type imports (name → file), its declarations. */
function fileText(about: string, uses: Map<string, string>, declarations: string[]): string {
	const byFile = new Map<string, string[]>();
	for (const [name, file] of [...uses].sort(([a], [b]) => a.localeCompare(b)))
		byFile.set(file, [...(byFile.get(file) ?? []), name]);
	const order = [CHOICES_FILE, ...Object.keys(SCHEMA_FILES)];
	const imports = [...byFile]
		.sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
		.map(([file, names]) => `import type { ${names.join(', ')} } from './${file}';`);
	const lines = about.split(' ').reduce<string[]>((wrapped, word) => {
		const last = wrapped.at(-1);
		if (last !== undefined && last.length + word.length < 110) wrapped[wrapped.length - 1] = `${last} ${word}`;
		else wrapped.push(word);
		return wrapped;
	}, []);
	const header = `/**\n${lines.map((line) => ` * ${line}`).join('\n')}\n *\n * ${GENERATED}\n */`;
	return [header, imports.join('\n'), ...declarations].filter(Boolean).join('\n\n');
}

/** The text of each schema file (by name) for a snapshot's YAML, formatted as the repository formats. */
export async function generateSchemaFiles(snapshotYaml: string): Promise<Map<string, string>> {
	const snapshot = load(snapshotYaml) as Snapshot;
	const tables = snapshot.collections.filter((collection) => collection.schema !== null);
	const names = new Map(tables.map((collection) => [collection.collection, typeName(collection)]));
	const typeOf = (collection: string) => names.get(collection) ?? '';
	const fileOf = (collection: string) => {
		const file = Object.keys(SCHEMA_FILES).find((name) => SCHEMA_FILES[name]!.includes(collection));
		if (!file) throw new Error(`${collection} is in no file of SCHEMA_FILES (scripts/generate-contract.ts).`);
		return file;
	};
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

	/** A field's member of its interface; the types it names from elsewhere join `uses` (name → file). */
	const member = (field: SnapshotField, uses: Map<string, string>): string => {
		const use = (collection: string) => {
			uses.set(typeOf(collection), fileOf(collection));
			return typeOf(collection);
		};
		if (field.type === 'alias') {
			const many = manyOf(field);
			if (many) return `${doc(field.meta?.note)}${property(field.field)}?: ${keyType(many)}[] | ${use(many)}[];`;
			if (field.meta?.special?.some((special) => ['m2m', 'm2a', 'files', 'translations'].includes(special)))
				throw new Error(
					`${field.collection}.${field.field}: ${field.meta.special.join(', ')} is not generated yet.`,
				);
			return '';
		}
		const target = targetOf(field);
		const list = listOf(field);
		if (list) uses.set(list, CHOICES_FILE);
		const base = list ?? (target ? `${scalar(field)} | ${use(target)}` : scalar(field));
		const type = field.schema?.is_nullable ? `${base} | null` : base;
		return `${doc(field.meta?.note)}${property(field.field)}: ${type};`;
	};

	const texts = new Map<string, string>();
	texts.set(
		CHOICES_FILE,
		fileText(
			"The choices of Deckhand's fields that take one of a list: each list's values as a const, and their union type.",
			new Map(),
			[...lists.values()].map((list) => {
				const where = list.fields.map((field) => `\`${field.collection}.${field.field}\``).join(', ');
				const values = `[${list.values.map(literal).join(', ')}] as const`;
				return `/** The choices of ${where}. */\nexport const ${constName(list.name)} = ${values};\nexport type ${list.name} = (typeof ${constName(list.name)})[number];`;
			}),
		),
	);
	for (const [file, collections] of Object.entries(SCHEMA_FILES)) {
		const uses = new Map<string, string>();
		const interfaces = tables
			.filter((collection) => collections.includes(collection.collection))
			.map((collection) => {
				const members = fields.filter((field) => field.collection === collection.collection);
				const text = members.map((field) => member(field, uses)).filter(Boolean);
				return `${doc(collection.meta?.note)}export interface ${typeOf(collection.collection)} {\n${text.join('\n')}\n}`;
			});
		for (const [name, from] of uses) if (from === file) uses.delete(name);
		const about = `Deckhand's ${collections.map((name) => `\`${name}\``).join(', ')} and their fields as the API answers them (money in integer minor units, relations as ids unless expanded).`;
		texts.set(file, fileText(about, uses, interfaces));
	}
	const indexUses = new Map(
		tables.map((collection) => [typeOf(collection.collection), fileOf(collection.collection)]),
	);
	const schema = tables.map(
		(collection) =>
			`${collection.collection}: ${typeOf(collection.collection)}${collection.meta?.singleton ? '' : '[]'};`,
	);
	texts.set(
		INDEX_FILE,
		fileText(
			"`DeckhandSchema`, which types the SDK client. Each collection's interface is in the file of its group (`catalog.ts`, `buying.ts`, `customers.ts`, `orders.ts`, `shop.ts`), the choice lists in `choices.ts`.",
			indexUses,
			[
				`/** The SDK's schema: each collection's items (a singleton's one item). */\nexport interface DeckhandSchema {\n${schema.join('\n')}\n}`,
			],
		),
	);
	for (const [file, text] of texts) {
		const filepath = fileURLToPath(new URL(file, SCHEMA_DIR));
		texts.set(file, await format(text, { ...(await resolveConfig(filepath)), filepath }));
	}
	return texts;
}

/** The committed snapshot and schema files, for the test that compares them with what the snapshot generates. */
export async function committedFiles(): Promise<{ snapshot: string; files: Map<string, string> }> {
	const fileNames = [CHOICES_FILE, ...Object.keys(SCHEMA_FILES), INDEX_FILE];
	const [snapshot, ...texts] = await Promise.all([
		readFile(SNAPSHOT, 'utf8'),
		...fileNames.map((file) => readFile(new URL(file, SCHEMA_DIR), 'utf8').catch(() => '')),
	]);
	return { snapshot: snapshot!, files: new Map(fileNames.map((file, index) => [file, texts[index]!])) };
}

if (import.meta.main) {
	for (const [file, text] of await generateSchemaFiles(await readFile(SNAPSHOT, 'utf8')))
		await writeFile(new URL(file, SCHEMA_DIR), text);
	console.log(`Wrote ${fileURLToPath(SCHEMA_DIR)} from ${fileURLToPath(SNAPSHOT)}.`);
}
