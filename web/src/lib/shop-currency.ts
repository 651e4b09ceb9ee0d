import { useShopSettings } from './shop-settings.ts';

/** The shop's currency (ISO 4217), for showing minor units as money: from the one settings query. */
export function useShopCurrency(): string {
	return useShopSettings((settings) => settings.currency).data ?? 'USD';
}
