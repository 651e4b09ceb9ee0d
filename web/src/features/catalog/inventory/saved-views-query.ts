import { customEndpoint } from '@directus/sdk';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
/** Views are typed by the server module that stores them, so the two cannot drift apart. */
import type { SavedView } from '../../../../../server/extensions/deckhand/src/views/view-store.ts';
import { directus } from '../../../lib/directus/client.ts';
import { accessQuery, meQuery } from '../../../lib/directus/session.ts';
import { catalogKeys } from './inventory-query.ts';

export type { SavedView };

/** The list key carries the user: after a sign-out and another sign-in, one person's views never show for another. */
export const savedViewKeys = {
	all: () => [...catalogKeys.all, 'views'] as const,
	list: (user: string) => [...savedViewKeys.all(), user] as const,
};

export const savedViewsQuery = (user: string) =>
	queryOptions({
		queryKey: savedViewKeys.list(user),
		queryFn: () => directus.request(customEndpoint<SavedView[]>({ path: '/deckhand/views', method: 'GET' })),
	});

export function useSavedViews() {
	const user = useQuery(meQuery()).data?.id;
	return useQuery({ ...savedViewsQuery(user ?? ''), enabled: user !== undefined });
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

export function useSaveView(handlers: { onSuccess?: (view: SavedView & { replaced: boolean }) => void } = {}) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (request: SaveViewRequest) =>
			directus.request(customEndpoint<SavedView & { replaced: boolean }>({ path: '/deckhand/views', method: 'POST', body: JSON.stringify(request) })),
		onSuccess: async (view) => {
			await queryClient.invalidateQueries({ queryKey: savedViewKeys.all() });
			handlers.onSuccess?.(view);
		},
	});
}

export function useDeleteView(handlers: { onSuccess?: () => void } = {}) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (id: number) => directus.request(customEndpoint<null>({ path: `/deckhand/views/${id}`, method: 'DELETE' })),
		onSuccess: async () => {
			await queryClient.invalidateQueries({ queryKey: savedViewKeys.all() });
			handlers.onSuccess?.();
		},
	});
}
