import { readSingleton } from '@directus/sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { directus } from './directus/client.ts';
import { earlyOr } from './directus/early-answers.ts';

export const shopCurrencyQuery = () =>
	queryOptions({
		queryKey: ['shop-settings', 'currency'] as const,
		queryFn: () => earlyOr('currency', () => directus.request(readSingleton('shop_settings', { fields: ['currency'] }))),
		staleTime: 60 * 60_000,
	});

/** The shop's currency (ISO 4217), for showing minor units as money: one query for every screen. */
export function useShopCurrency(): string {
	return useQuery(shopCurrencyQuery()).data?.currency ?? 'USD';
}
