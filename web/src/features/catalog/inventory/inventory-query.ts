import { aggregate, customEndpoint, readItems } from '@directus/sdk';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
/** Pages are typed by the server module that answers them, so the two cannot drift apart. */
import type { InventoryPage } from '@deckhand/contract/inventory/inventory-page.ts';
import { catalogKeys } from '../../../lib/api/keys.ts';
import { directus } from '../../../lib/directus/client.ts';
import { LIST_FRESH_MS } from '../../../lib/list-freshness.ts';
import { inventoryParams } from './inventory-params.ts';
import type { InventorySearch } from './inventory-search.ts';

export const inventoryQuery = (search: InventorySearch) => {
	const params = inventoryParams(search);
	return queryOptions({
		queryKey: catalogKeys.list(params),
		queryFn: () =>
			directus.request(customEndpoint<InventoryPage>({ path: '/deckhand/inventory', method: 'GET', params })),
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
