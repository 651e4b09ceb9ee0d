import { customEndpoint } from '@directus/sdk';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
/** Views and lists are typed by the server modules that keep them, so the two cannot drift apart. */
import type { ViewList } from '../../../server/extensions/deckhand/src/views/view-input.ts';
import type { SavedView } from '../../../server/extensions/deckhand/src/views/view-store.ts';
import { directus } from './directus/client.ts';
import { accessQuery, meQuery } from './directus/session.ts';

export type { SavedView, ViewList };
export { isSameViewState, withoutPage, type SavedViewMapping } from './saved-view-state.ts';

/** The list key carries the list and the user: after a sign-out and another sign-in, one person's views never show for another. */
export const savedViewKeys = {
	all: () => ['saved-views'] as const,
	ofList: (list: ViewList) => [...savedViewKeys.all(), list] as const,
	list: (list: ViewList, user: string) => [...savedViewKeys.ofList(list), user] as const,
};

export const savedViewsQuery = (list: ViewList, user: string) =>
	queryOptions({
		queryKey: savedViewKeys.list(list, user),
		queryFn: () =>
			directus.request(customEndpoint<SavedView[]>({ path: '/deckhand/views', method: 'GET', params: { list } })),
	});

export function useSavedViews(list: ViewList) {
	const user = useQuery(meQuery()).data?.id;
	return useQuery({ ...savedViewsQuery(list, user ?? ''), enabled: user !== undefined });
}

/**
 * Sharing a view with everyone is for administrators: the server refuses anyone else, so the
 * dashboard offers it only to them (from `/policies/me/globals`, never from a role name).
 */
export function useCanShareViews(): boolean {
	return useQuery({ ...accessQuery(), select: (access) => access.admin }).data ?? false;
}

export interface SaveViewRequest {
	name: string;
	state: Record<string, unknown>;
	shared: boolean;
}

export function useSaveView(
	list: ViewList,
	handlers: { onSuccess?: (view: SavedView & { replaced: boolean }) => void } = {},
) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (request: SaveViewRequest) =>
			directus.request(
				customEndpoint<SavedView & { replaced: boolean }>({
					path: '/deckhand/views',
					method: 'POST',
					body: JSON.stringify({ ...request, list }),
				}),
			),
		onSuccess: async (view) => {
			await queryClient.invalidateQueries({ queryKey: savedViewKeys.ofList(list) });
			handlers.onSuccess?.(view);
		},
	});
}

export function useDeleteView(list: ViewList, handlers: { onSuccess?: () => void } = {}) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (id: number) =>
			directus.request(
				customEndpoint<null>({ path: `/deckhand/views/${id}`, method: 'DELETE', params: { list } }),
			),
		onSuccess: async () => {
			await queryClient.invalidateQueries({ queryKey: savedViewKeys.ofList(list) });
			handlers.onSuccess?.();
		},
	});
}
