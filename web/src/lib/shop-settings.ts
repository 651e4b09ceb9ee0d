import { readSingleton } from '@directus/sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopSettings } from '@deckhand/contract/schema/shop.ts';
import { shopSettingsKeys } from './api/keys.ts';
import { directus } from './directus/client.ts';

export type ShopSettingsRow = Omit<ShopSettings, 'id'>;

/**
 * The shop settings, one row of a few numbers and texts: one query for every screen that shows
 * one (money's currency, the till's caps, receipts, the offer sheet, the reports' days, the
 * settings form). Asked with the session (`signedInRoute`) and kept an hour; saving the settings
 * refreshes it (`REFRESHES['settings-save']`), so every screen shows the new values at once.
 */
export const shopSettingsQuery = () =>
	queryOptions({
		queryKey: shopSettingsKeys.all,
		queryFn: async (): Promise<ShopSettingsRow> => {
			const { id: _id, ...settings } = (await directus.request(readSingleton('shop_settings'))) as ShopSettings;
			return settings;
		},
		staleTime: 60 * 60_000,
	});

/** What a screen shows of the shop settings (`select`: only a change of it renders the screen again). */
export function useShopSettings<Shown>(select: (settings: ShopSettingsRow) => Shown) {
	return useQuery({ ...shopSettingsQuery(), select });
}
