import { queryOptions, useQuery } from '@tanstack/react-query';
import { ENDPOINTS } from '@deckhand/contract/api/endpoints.ts';
/** Views and lists are typed by the server modules that keep them, so the two cannot drift apart. */
import type { SaveViewBody, ViewList } from '@deckhand/contract/views/view-input.ts';
import type { SavedView, SavedViewAnswer } from '@deckhand/contract/views/view-store.ts';
import { read, send } from './api/deckhand-client.ts';
import { savedViewKeys } from './api/keys.ts';
import { useCommandMutation } from './api/use-command-mutation.ts';
import { accessQuery, meQuery } from './directus/session.ts';

export type { SavedView, ViewList };
export { isSameViewState, withoutPage, type SavedViewMapping } from './saved-view-state.ts';

export const savedViewsQuery = (list: ViewList, user: string) =>
	queryOptions({
		queryKey: savedViewKeys.list({ list, user }),
		queryFn: () => read(ENDPOINTS.views, { query: { list } }),
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

export type SaveViewRequest = Omit<SaveViewBody, 'list'>;

export function useSaveView(list: ViewList, handlers: { onSuccess?: (view: SavedViewAnswer) => void } = {}) {
	return useCommandMutation('view-save', {
		mutationFn: (request: SaveViewRequest) => send(ENDPOINTS.viewSave, { body: { ...request, list } }),
		onSuccess: handlers.onSuccess,
		showsError: true,
	});
}

export function useDeleteView(list: ViewList, handlers: { onSuccess?: () => void } = {}) {
	return useCommandMutation('view-delete', {
		mutationFn: (id: number) => send(ENDPOINTS.viewDelete, { params: { id }, query: { list } }),
		onSuccess: handlers.onSuccess,
		showsError: true,
	});
}
