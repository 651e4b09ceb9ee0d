import { createItem, deleteItem, readItems, updateItem } from '@directus/sdk';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { directus } from '../../../lib/directus/client.ts';
import { catalogKeys } from '../inventory/inventory-query.ts';

export interface GameRow {
	id: number;
	name: string;
	code: string;
	sets: SetRow[];
}

export interface SetRow {
	id: number;
	game: number;
	code: string;
	name: string;
	release_date: string | null;
}

export type GameValues = Pick<GameRow, 'name' | 'code'>;
export type SetValues = Omit<SetRow, 'id'>;

const gamesAndSetsKey = [...catalogKeys.all, 'games-and-sets'] as const;

/** Every game with its sets, newest set first: the catalog's skeleton, a few hundred rows at most. */
export const gamesAndSetsQuery = () =>
	queryOptions({
		queryKey: gamesAndSetsKey,
		queryFn: async () =>
			(await directus.request(
				readItems('games', {
					fields: [
						'id',
						'name',
						'code',
						'sets.id',
						'sets.game',
						'sets.code',
						'sets.name',
						'sets.release_date',
					] as never,
					sort: ['name'],
					deep: { sets: { _sort: ['-release_date', 'code'], _limit: -1 } } as never,
					limit: -1,
				}),
			)) as unknown as GameRow[],
	});

export const saveGame = (id: number | null, values: GameValues) =>
	directus.request(
		id === null
			? createItem('games', values, { fields: ['id'] })
			: updateItem('games', id, values, { fields: ['id'] }),
	);
export const saveSet = (id: number | null, values: SetValues) =>
	directus.request(
		id === null
			? createItem('sets', values, { fields: ['id'] })
			: updateItem('sets', id, values, { fields: ['id'] }),
	);
export const deleteGame = (id: number) => directus.request(deleteItem('games', id));
export const deleteSet = (id: number) => directus.request(deleteItem('sets', id));

/** Games and sets show up in every catalog filter and picker: refresh them all after a change. */
export const refreshCatalogSkeleton = (queryClient: QueryClient) =>
	queryClient.invalidateQueries({ queryKey: catalogKeys.all });
