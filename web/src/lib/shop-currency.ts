import { readSingleton } from '@directus/sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { directus } from './directus/client.ts';

/** Keys of every query that reads the shop settings: saving them refreshes everything under `all`. */
export const shopSettingsKeys = {
	all: ['shop-settings'] as const,
	currency: () => [...shopSettingsKeys.all, 'currency'] as const,
	till: () => [...shopSettingsKeys.all, 'till'] as const,
	form: () => [...shopSettingsKeys.all, 'form'] as const,
};

export const shopCurrencyQuery = () =>
	queryOptions({
		queryKey: shopSettingsKeys.currency(),
		queryFn: () => directus.request(readSingleton('shop_settings', { fields: ['currency'] })),
		staleTime: 60 * 60_000,
	});

/** The shop's currency (ISO 4217), for showing minor units as money: one query for every screen. */
export function useShopCurrency(): string {
	return useQuery(shopCurrencyQuery()).data?.currency ?? 'USD';
}
