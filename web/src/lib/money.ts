/** How many decimals the currency's minor unit has: 2 for USD and EUR, 0 for JPY. */
export function minorDigits(currency: string): number {
	return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** Shows an amount in minor units (cents) as money in the shop's currency, e.g. 1610 → "$16.10". */
export function formatMoney(minorUnits: number, currency: string, locale?: string): string {
	return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minorUnits / 10 ** minorDigits(currency));
}
