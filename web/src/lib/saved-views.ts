import { customEndpoint } from '@directus/sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
/** Views and lists are typed by the server modules that keep them, so the two cannot drift apart. */
import type { ViewList } from '@deckhand/contract/views/view-input.ts';
import type { SavedView } from '@deckhand/contract/views/view-store.ts';
import { savedViewKeys } from './api/keys.ts';
import { useCommandMutation } from './api/use-command-mutation.ts';
import { directus } from './directus/client.ts';
import { accessQuery, meQuery } from './directus/session.ts';

export type { SavedView, ViewList };
export { isSameViewState, withoutPage, type SavedViewMapping } from './saved-view-state.ts';

export const savedViewsQuery = (list: ViewList, user: string) =>
	queryOptions({
		queryKey: savedViewKeys.list({ list, user }),
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
	return useCommandMutation('view-save', {
		mutationFn: (request: SaveViewRequest) =>
			directus.request(
				customEndpoint<SavedView & { replaced: boolean }>({
					path: '/deckhand/views',
					method: 'POST',
					body: JSON.stringify({ ...request, list }),
				}),
			),
		onSuccess: handlers.onSuccess,
		showsError: true,
	});
}

export function useDeleteView(list: ViewList, handlers: { onSuccess?: () => void } = {}) {
	return useCommandMutation('view-delete', {
		mutationFn: (id: number) =>
			directus.request(
				customEndpoint<null>({ path: `/deckhand/views/${id}`, method: 'DELETE', params: { list } }),
			),
		onSuccess: handlers.onSuccess,
		showsError: true,
	});
}
