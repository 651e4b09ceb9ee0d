import { activeLanguage } from './i18n/i18n.ts';

/** Number formats are costly to build and a list shows hundreds of amounts: one per locale and currency. */
const formats = new Map<string, Intl.NumberFormat>();
function moneyFormat(currency: string, locale?: string, short = false): Intl.NumberFormat {
	const key = `${locale ?? ''}|${currency}|${short}`;
	let format = formats.get(key);
	if (!format) {
		format = new Intl.NumberFormat(
			locale,
			short
				? {
						style: 'currency',
						currency,
						notation: 'compact',
						minimumFractionDigits: 0,
						maximumFractionDigits: 1,
					}
				: { style: 'currency', currency },
		);
		formats.set(key, format);
	}
	return format;
}

/** How many decimals the currency's minor unit has: 2 for USD and EUR, 0 for JPY. */
export function minorDigits(currency: string): number {
	return moneyFormat(currency, 'en').resolvedOptions().maximumFractionDigits ?? 2;
}

/** Shows an amount in minor units (cents) as money in the shop's currency, in the user's language: 1610 → "$16.10", "16,10 $". */
export function formatMoney(minorUnits: number, currency: string, locale: string = activeLanguage()): string {
	return moneyFormat(currency, locale).format(minorUnits / 10 ** minorDigits(currency));
}

/** An amount rounded as a chart's axis writes it: 250000 → "$2.5K", "2500 €"; 150000000 → "$1.5M", "1,5 Mio. €". */
export function formatMoneyShort(minorUnits: number, currency: string, locale: string = activeLanguage()): string {
	return moneyFormat(currency, locale, true).format(minorUnits / 10 ** minorDigits(currency));
}

/** The currency's symbol as the user's language writes it: "$", "€", "¥". */
export function currencySymbol(currency: string, locale: string = activeLanguage()): string {
	return (
		moneyFormat(currency, locale)
			.formatToParts(0)
			.find((part) => part.type === 'currency')?.value ?? currency
	);
}
