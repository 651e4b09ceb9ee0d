import { readSingleton } from '@directus/sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { directus } from './directus/client.ts';

export const shopCurrencyQuery = () =>
	queryOptions({
		queryKey: ['shop-settings', 'currency'] as const,
		queryFn: () => directus.request(readSingleton('shop_settings', { fields: ['currency'] })),
		staleTime: 60 * 60_000,
	});

/** The shop's currency (ISO 4217), for showing minor units as money: one query for every screen. */
export function useShopCurrency(): string {
	return useQuery(shopCurrencyQuery()).data?.currency ?? 'USD';
}
