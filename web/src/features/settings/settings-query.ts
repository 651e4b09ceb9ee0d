import { readSettings, updateSettings, updateSingleton } from '@directus/sdk';
import { queryOptions } from '@tanstack/react-query';
import { projectKeys } from '../../lib/api/keys.ts';
import { refreshAfter } from '../../lib/api/refreshes.ts';
import { useCommandMutation } from '../../lib/api/use-command-mutation.ts';
import { directus } from '../../lib/directus/client.ts';
import type { ShopSettingsRow } from '../../lib/shop-settings.ts';

/** What the settings screen edits of Directus's own settings: the shop's name, logo and colour. */
export interface ProjectSettings {
	project_name: string;
	project_logo: string | null;
	project_color: string | null;
}

/** The shop's name, logo and colour as the settings screen edits them (administrators read Directus's settings). */
export const projectSettingsQuery = () =>
	queryOptions({
		queryKey: projectKeys.settings(),
		queryFn: async () =>
			(await directus.request(
				readSettings({ fields: ['project_name', 'project_logo', 'project_color'] }),
			)) as ProjectSettings,
	});

export const saveProject = (values: Partial<ProjectSettings>) => directus.request(updateSettings(values));

/** Saves the shop settings, then the name and colour; every reader of them is refreshed, then the caller's handlers run. */
export function useSaveSettings(handlers: { onError: (error: unknown) => void }) {
	return useCommandMutation('settings-save', {
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
		onError: async (error, _sent, _mutated, { client }) => {
			// The shop settings may have been saved before the name was refused: show what the server has.
			await refreshAfter(client, 'settings-save');
			handlers.onError(error);
		},
	});
}
