import { aggregate, readItems } from '@directus/sdk';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ENDPOINTS } from '@deckhand/contract/api/endpoints.ts';
import { read } from '../../../lib/api/deckhand-client.ts';
import { catalogKeys } from '../../../lib/api/keys.ts';
import { directus } from '../../../lib/directus/client.ts';
import { LIST_FRESH_MS } from '../../../lib/list-freshness.ts';
import { inventoryParams, PAGE_SIZE } from './inventory-params.ts';
import type { InventorySearch } from './inventory-search.ts';

export const inventoryQuery = (search: InventorySearch) => {
	const params = inventoryParams(search);
	return queryOptions({
		queryKey: catalogKeys.list(params),
		queryFn: () => read(ENDPOINTS.inventory, { query: params }),
		placeholderData: keepPreviousData,
		staleTime: LIST_FRESH_MS,
	});
};

/** The whole catalogue's page of cards for this screen state: its search, game and set. */
export const catalogueCardsQuery = (search: InventorySearch) => {
	const params: Record<string, string> = {
		scope: 'catalogue',
		limit: String(PAGE_SIZE),
		page: String(search.page ?? 1),
	};
	for (const key of ['q', 'game', 'set'] as const) if (search[key] !== undefined) params[key] = String(search[key]);
	return queryOptions({
		queryKey: catalogKeys.catalogue(params),
		queryFn: () => read(ENDPOINTS.catalogueCards, { query: params }),
		placeholderData: keepPreviousData,
		staleTime: LIST_FRESH_MS,
	});
};

export const gamesQuery = () =>
	queryOptions({
		queryKey: catalogKeys.games(),
		queryFn: () => directus.request(readItems('games', { fields: ['id', 'name'], sort: ['name'], limit: -1 })),
		staleTime: 10 * 60_000,
	});

export const setsQuery = (game: number | undefined) =>
	queryOptions({
		queryKey: catalogKeys.sets(game),
		queryFn: () =>
			directus.request(
				readItems('sets', {
					fields: ['id', 'code', 'name'],
					sort: ['code'],
					limit: -1,
					...(game ? { filter: { game: { _eq: game } } } : {}),
				}),
			),
		staleTime: 10 * 60_000,
	});

/** The rarities of the catalog's cards and the languages of its SKUs, for the filters: a GROUP BY on the server. */
export const valuesInUseQuery = (field: 'rarity' | 'language') =>
	queryOptions({
		queryKey: catalogKeys.valuesInUse(field),
		queryFn: async () => {
			const groups = (await directus.request(
				aggregate(field === 'rarity' ? 'cards' : 'skus', {
					aggregate: { count: '*' },
					groupBy: [field],
				} as never),
			)) as unknown as Array<Record<string, string | null>>;
			return groups
				.map((group) => group[field])
				.filter((value): value is string => Boolean(value))
				.sort((a, b) => a.localeCompare(b));
		},
		staleTime: 10 * 60_000,
	});
