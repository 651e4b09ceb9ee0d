import { readSettings, readSingleton, updateSettings, updateSingleton } from '@directus/sdk';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ShopSettings } from '../../../../server/schema/collections.ts';
import { directus } from '../../lib/directus/client.ts';
import { projectQuery } from '../../lib/directus/session.ts';
import { shopSettingsKeys } from '../../lib/shop-currency.ts';

/** What the settings screen edits of Directus's own settings: the shop's name, logo and colour. */
export interface ProjectSettings {
	project_name: string;
	project_logo: string | null;
	project_color: string | null;
}

export type ShopSettingsRow = Omit<ShopSettings, 'id'>;

export const settingsQuery = () =>
	queryOptions({
		queryKey: shopSettingsKeys.form(),
		queryFn: async () => {
			const [shop, project] = await Promise.all([
				directus.request(readSingleton('shop_settings')),
				directus.request(readSettings({ fields: ['project_name', 'project_logo', 'project_color'] })),
			]);
			return { shop: shop as ShopSettingsRow, project: project as ProjectSettings };
		},
	});

/** Everything that shows a setting: every shop-settings query (the till's, money's currency, this form) and the header's name, logo and colour. */
export async function refreshSettings(queryClient: QueryClient): Promise<void> {
	await Promise.all([
		queryClient.invalidateQueries({ queryKey: shopSettingsKeys.all }),
		queryClient.invalidateQueries({ queryKey: projectQuery().queryKey }),
	]);
}

export const saveProject = (values: Partial<ProjectSettings>) => directus.request(updateSettings(values));

/** Saves the shop settings, then the name and colour, and refreshes what shows them; the caller's handlers run after. */
export function useSaveSettings(handlers: { onError: (error: unknown) => void }) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: async ({
			shop,
			project,
		}: {
			shop: Partial<ShopSettingsRow>;
			project: Pick<ProjectSettings, 'project_name' | 'project_color'>;
		}) => {
			await directus.request(updateSingleton('shop_settings', shop));
			await saveProject(project);
		},
		onSuccess: () => refreshSettings(queryClient),
		onError: async (error) => {
			// The shop settings may have been saved before the name was refused: show what the server has.
			await refreshSettings(queryClient);
			handlers.onError(error);
		},
	});
}
