/** Shows an amount in minor units (cents) as money in the shop's currency, e.g. 1610 → "$16.10". */
export function formatMoney(minorUnits: number, currency: string, locale?: string): string {
	const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
	const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
	return format.format(minorUnits / 10 ** digits);
}
