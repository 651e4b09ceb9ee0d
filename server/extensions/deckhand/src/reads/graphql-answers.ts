import type { SchemaOverview } from '@directus/types';
import type { DocumentNode, FieldNode, FragmentDefinitionNode, SelectionSetNode } from 'graphql';
import type { GraphqlParser } from './graphql-parser.ts';
import type { ReadBounds } from './read-bounds.ts';

export interface AnswerContext {
	graphql: GraphqlParser;
	schema: SchemaOverview;
	bounds: ReadBounds;
	variables: Record<string, unknown>;
	/** `/graphql/system`: its fields name Directus's collections without their prefix. */
	system: boolean;
	/** How many rows a collection holds, when known (`table-rows.ts`): no list holds more. */
	rowsIn: (collection: string) => number | undefined;
}

interface Answer extends AnswerContext {
	fragments: Map<string, FragmentDefinitionNode>;
}

/** The collection a field of `collection` leads to, and whether it lists rows (one-to-many) or names one. */
function related(schema: SchemaOverview, collection: string, field: string): { name: string; lists: boolean } | null {
	for (const relation of schema.relations) {
		if (relation.collection === collection && relation.field === field && relation.related_collection)
			return { name: relation.related_collection, lists: false };
		if (relation.related_collection === collection && relation.meta?.one_field === field)
			return { name: relation.collection, lists: true };
	}
	return null;
}

function fieldsOf(answer: Answer, selections: SelectionSetNode | undefined, seen: string[] = []): FieldNode[] {
	const fields: FieldNode[] = [];
	for (const selection of selections?.selections ?? []) {
		if (selection.kind === 'Field') fields.push(selection);
		else if (selection.kind === 'InlineFragment') fields.push(...fieldsOf(answer, selection.selectionSet, seen));
		else if (!seen.includes(selection.name.value))
			fields.push(
				...fieldsOf(answer, answer.fragments.get(selection.name.value)?.selectionSet, [
					...seen,
					selection.name.value,
				]),
			);
	}
	return fields;
}

const argument = (answer: Answer, field: FieldNode, name: string): unknown => {
	const node = field.arguments?.find((candidate) => candidate.name.value === name);
	return node ? answer.graphql.valueFromASTUntyped(node.value, answer.variables) : undefined;
};

/** The rows a list answers: its `limit` (-1 is Directus's row bound), at most what its collection holds. */
function listRows(answer: Answer, field: FieldNode, collection: string): number {
	const asked = Number(argument(answer, field, 'limit') ?? answer.bounds.rowsDefault);
	const limit =
		asked === -1 ? answer.bounds.rowsMax : Number.isSafeInteger(asked) ? asked : answer.bounds.rowsDefault;
	return Math.min(limit, answer.rowsIn(collection) ?? limit);
}

/**
 * The values a selection puts into an answer in `rows` rows, as `answer-size.ts` weighs a REST
 * read's plan: a list below rows no relation repeats holds no more rows than its collection.
 */
function selectionValues(
	answer: Answer,
	collection: string,
	selections: SelectionSetNode | undefined,
	rows: number,
	distinct: boolean,
): number {
	let total = 0;
	for (const field of fieldsOf(answer, selections)) {
		const relation = related(answer.schema, collection, field.name.value);
		if (relation?.lists) {
			const perRow = rows * listRows(answer, field, relation.name);
			const held = answer.rowsIn(relation.name);
			const listed = distinct && held !== undefined ? Math.min(perRow, held) : perRow;
			total += listed + selectionValues(answer, relation.name, field.selectionSet, listed, distinct);
		} else if (field.selectionSet)
			total += rows + selectionValues(answer, relation?.name ?? '', field.selectionSet, rows, false);
		else total += rows;
	}
	return total;
}

const inScope = (answer: Answer, name: string) => (answer.system ? `directus_${name}` : name);

/** A root field's collection and how many rows it answers: a query's list, one by id, an aggregate's groups, a write's rows. */
function rootRows(answer: Answer, field: FieldNode, mutation: boolean): { collection: string; rows: number } | null {
	const name = field.name.value;
	if (mutation) {
		const collection = inScope(
			answer,
			name.replace(/^(create|update|delete)_/, '').replace(/_(items|item|batch)$/, ''),
		);
		const ids = argument(answer, field, 'ids');
		const data = argument(answer, field, 'data');
		return { collection, rows: Array.isArray(ids) ? ids.length : Array.isArray(data) ? data.length : 1 };
	}
	const single = /^(.+)_by_(id|version)$/.exec(name);
	if (single?.[1]) return { collection: inScope(answer, single[1]), rows: 1 };
	const grouped = /^(.+)_aggregated$/.exec(name);
	if (grouped?.[1]) {
		const collection = inScope(answer, grouped[1]);
		return { collection, rows: argument(answer, field, 'groupBy') ? listRows(answer, field, collection) : 1 };
	}
	const collection = inScope(answer, name);
	return { collection, rows: listRows(answer, field, collection) };
}

/**
 * The values a GraphQL document's answer can hold, every root field counted, aliases of the same
 * read included (Directus resolves identical fields once and repeats the answer). A mutation's
 * answer is read after its write, so it is weighed here, before the write runs.
 */
export function documentValues(document: DocumentNode, context: AnswerContext): number {
	const fragments = new Map<string, FragmentDefinitionNode>();
	for (const definition of document.definitions)
		if (definition.kind === 'FragmentDefinition') fragments.set(definition.name.value, definition);
	const answer: Answer = { ...context, fragments };
	let total = 0;
	for (const definition of document.definitions) {
		if (definition.kind !== 'OperationDefinition') continue;
		for (const field of fieldsOf(answer, definition.selectionSet)) {
			const root = rootRows(answer, field, definition.operation === 'mutation');
			if (!root || !context.schema.collections[root.collection]) continue;
			total += root.rows + selectionValues(answer, root.collection, field.selectionSet, root.rows, true);
		}
	}
	return total;
}

/** The collections whose row counts the weighing of `document` reads: counted first, then weighed with them. */
export function countedCollections(document: DocumentNode, context: Omit<AnswerContext, 'rowsIn'>): string[] {
	const names = new Set<string>();
	documentValues(document, {
		...context,
		rowsIn: (name) => {
			names.add(name);
			return undefined;
		},
	});
	return [...names];
}
