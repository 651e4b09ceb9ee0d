import type { Query, SchemaOverview } from '@directus/types';
import { invalid } from '../errors.ts';

/**
 * An aggregate counts, sums or averages the collection's own columns (`*` for a count): Directus
 * writes each name straight into the SQL, so a relation's field (`lines.credit_unit`), a list of
 * related rows or a name the collection does not hold would reach the database and answer 500.
 * Refused by name instead.
 */
export function checkAggregateFields(query: Query, collection: string, schema: SchemaOverview): void {
	const fields = schema.collections[collection]?.fields;
	if (!fields || !query.aggregate) return;
	for (const [operation, names] of Object.entries(query.aggregate))
		for (const name of names ?? []) {
			if (name === '*' && operation.startsWith('count')) continue;
			const field = fields[name];
			if (!field || field.type === 'alias')
				throw invalid(
					'aggregate',
					`aggregate[${operation}] names “${name}”, which is not a column of ${collection}: an aggregate reads the collection’s own fields (or * to count rows).`,
				);
		}
}
