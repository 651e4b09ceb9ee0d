import type { parse, valueFromASTUntyped } from 'graphql';
import { directusDependency } from '../server-modules.ts';

/** What of `graphql` the read checks use: Directus's own copy, loaded once when first needed. */
export interface GraphqlParser {
	parse: typeof parse;
	valueFromASTUntyped: typeof valueFromASTUntyped;
}

let loaded: GraphqlParser | undefined;

export function graphqlParser(): GraphqlParser {
	loaded ??= directusDependency<GraphqlParser>('graphql');
	return loaded;
}
