import type { Accountability, Query, SchemaOverview } from '@directus/types';
import type { Knex } from 'knex';

/** Who asks, as Directus's services take it. */
export interface Caller {
	accountability?: Accountability | null | undefined;
	schema: SchemaOverview;
}

/** Directus's items service, as far as reading goes. */
export interface ItemsServices {
	ItemsService: new (
		collection: string,
		options: Caller & { knex?: Knex },
	) => { readByQuery(query: Query): Promise<unknown[]>; readSingleton(query: Query): Promise<unknown> };
}

/** Refuses (FORBIDDEN) a caller whose permissions do not include reading the collection: Directus's own check, through its items service. */
export async function requireRead(
	services: ItemsServices,
	database: Knex,
	caller: Caller,
	collection: string,
): Promise<void> {
	await new services.ItemsService(collection, { ...caller, knex: database }).readByQuery({
		fields: ['id'],
		limit: 1,
	});
}
