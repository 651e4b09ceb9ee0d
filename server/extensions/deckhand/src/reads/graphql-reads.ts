import type { ArgumentNode, DocumentNode, FragmentDefinitionNode, SelectionSetNode } from 'graphql';
import { checkFilter, newTally, tooDeep } from './filter-size.ts';
import type { GraphqlParser } from './graphql-parser.ts';
import { checkLimit, checkText } from './query-bounds.ts';
import type { ReadBounds } from './read-bounds.ts';

type Variables = Record<string, unknown>;

interface Walk {
	graphql: GraphqlParser;
	bounds: ReadBounds;
	variables: Variables;
	fragments: Map<string, FragmentDefinitionNode>;
	/** Set when a collection's query asks for every row (`limit: -1`). */
	everyRow: boolean;
	/** The root lists of a query that ask for every row, to be counted before the document runs. */
	everyRowLists: EveryRowList[];
}

/** A root list asking for every row: its field (a collection, or `_aggregated`) and what narrows it. */
export interface EveryRowList {
	field: string;
	filter: unknown;
	search: unknown;
}

const valueOf = (walk: Walk, args: readonly ArgumentNode[], name: string): unknown => {
	const node = args.find((argument) => argument.name.value === name);
	return node ? walk.graphql.valueFromASTUntyped(node.value, walk.variables) : undefined;
};

/** A field's arguments as a query's parameters: `limit`, `filter`, `search` (literal or from the variables). */
function checkArguments(walk: Walk, args: readonly ArgumentNode[], collection: boolean): boolean {
	const tally = newTally();
	let everyRow = false;
	for (const argument of args) {
		const value = walk.graphql.valueFromASTUntyped(argument.value, walk.variables);
		const name = argument.name.value;
		if (name === 'limit') {
			checkLimit('limit', value, walk.bounds.rowsMax);
			everyRow = collection && value === -1;
		} else if (name === 'filter') checkFilter('filter', value, walk.bounds, tally);
		else if (name === 'search') checkText('search', value, walk.bounds.textMax);
	}
	walk.everyRow ||= everyRow;
	return everyRow;
}

/**
 * Each field below a collection's query is one relation deeper (`skus { card { set { code } } }`
 * names `card.set.code`, 3 deep); fragments count where they are spread. Introspection (`__schema`)
 * names no data and is left alone.
 */
function walkSelections(walk: Walk, operation: Operation, depth: number, seen: string[]): void {
	for (const selection of operation.selections?.selections ?? []) {
		const below = (selections: SelectionSetNode | undefined, level: number, fragments = seen) =>
			walkSelections(walk, { ...operation, selections }, level, fragments);
		if (selection.kind === 'Field') {
			const field = selection.name.value;
			if (field.startsWith('__')) continue;
			if (depth > walk.bounds.depthMax) throw tooDeep('fields', walk.bounds.depthMax);
			const args = selection.arguments ?? [];
			if (checkArguments(walk, args, depth === 0) && operation.reads)
				walk.everyRowLists.push({
					field,
					filter: valueOf(walk, args, 'filter'),
					search: valueOf(walk, args, 'search'),
				});
			below(selection.selectionSet, depth + 1);
		} else if (selection.kind === 'InlineFragment') below(selection.selectionSet, depth);
		else {
			const name = selection.name.value;
			const fragment = walk.fragments.get(name);
			// A fragment that spreads itself is GraphQL's own error to report.
			if (fragment && !seen.includes(name)) below(fragment.selectionSet, depth, [...seen, name]);
		}
	}
}

/** Where a walk is in an operation: the selections to walk, and whether the operation only reads. */
interface Operation {
	selections: SelectionSetNode | undefined;
	reads: boolean;
}

export interface GraphqlRequest {
	text: string;
	variables: Variables;
	maxTokens: number;
}

export interface GraphqlReads {
	document: DocumentNode;
	/** A collection's query asks for every row (`limit: -1`): each read then counts the rows it matches. */
	everyRow: boolean;
	/** A query's root lists asking for every row: counted before the document runs, to refuse it with a 400. */
	everyRowLists: EveryRowList[];
	/** The document holds a mutation. */
	writes: boolean;
}

/**
 * Holds a GraphQL document (`/graphql`, `/graphql/system`) to the read bounds before Directus runs
 * it, so a refusal is a named 400 rather than an error inside a 200: every `limit` from -1 to
 * `rowsMax`, every `filter` and `search` as in REST, fields at most `depthMax` deep. The size of
 * its answer is weighed apart (`graphql-answers.ts`), once the rows of its collections are
 * counted. A document that does not parse is left to Directus, which refuses it (and bounds its
 * tokens: GRAPHQL_QUERY_TOKEN_LIMIT): null.
 */
export function checkGraphqlDocument(
	graphql: GraphqlParser,
	request: GraphqlRequest,
	bounds: ReadBounds,
): GraphqlReads | null {
	let document: DocumentNode;
	try {
		document = graphql.parse(request.text, { maxTokens: request.maxTokens });
	} catch {
		return null;
	}
	const fragments = new Map<string, FragmentDefinitionNode>();
	for (const definition of document.definitions)
		if (definition.kind === 'FragmentDefinition') fragments.set(definition.name.value, definition);
	const walk: Walk = { graphql, bounds, variables: request.variables, fragments, everyRow: false, everyRowLists: [] };
	let writes = false;
	for (const definition of document.definitions) {
		if (definition.kind !== 'OperationDefinition') continue;
		const reads = definition.operation === 'query';
		walkSelections(walk, { selections: definition.selectionSet, reads }, 0, []);
		writes ||= definition.operation === 'mutation';
	}
	return { document, everyRow: walk.everyRow, everyRowLists: walk.everyRowLists, writes };
}
