import { createItem, deleteItem, readItems, updateItem } from '@directus/sdk';
import { queryOptions } from '@tanstack/react-query';
import { catalogKeys } from '../../../lib/api/keys.ts';
import { directus } from '../../../lib/directus/client.ts';

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

/** Every game with its sets, newest set first: the catalog's skeleton, a few hundred rows at most. */
export const gamesAndSetsQuery = () =>
	queryOptions({
		queryKey: catalogKeys.gamesAndSets(),
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
