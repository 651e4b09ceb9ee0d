/*
 * Money is integer minor units of the shop's currency (cents, yen, fils). How many decimals a
 * currency's minor unit has is ISO 4217's, as the runtime's Intl knows it: 2 for USD and EUR, 0 for
 * JPY, 3 for KWD. Division rounds half up to the minor unit.
 */

/** Number formats are costly to build and a list shows hundreds of amounts: one per locale, currency and style. */
const formats = new Map<string, Intl.NumberFormat>();

/** The currency's money format in a locale (the runtime's when none); `short` rounds as a chart's axis does ("$2.5K"). */
export function moneyFormat(currency: string, locale?: string, short = false): Intl.NumberFormat {
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

const digitsOf = new Map<string, number>();

/** How many decimals the currency's minor unit has: 2 for USD and EUR, 0 for JPY, 3 for KWD. */
export function minorDigits(currency: string): number {
	let digits = digitsOf.get(currency);
	if (digits === undefined) {
		digits = moneyFormat(currency, 'en').resolvedOptions().maximumFractionDigits ?? 2;
		digitsOf.set(currency, digits);
	}
	return digits;
}

/** An amount in minor units as money in the currency, in a locale: 1610 → "$16.10" (en), "16,10 $" (de); 1250 yen → "¥1,250". */
export function formatMoney(minorUnits: number, currency: string, locale?: string): string {
	return moneyFormat(currency, locale).format(minorUnits / 10 ** minorDigits(currency));
}

/** `percent` % of an amount, rounded half up to the minor unit. */
export function percentOf(amount: number, percent: number): number {
	return Math.floor((amount * percent + 50) / 100);
}

/** Tax on an amount at a rate in basis points (825 = 8.25 %), rounded half up. */
export function taxOn(amount: number, basisPoints: number): number {
	return Math.floor((amount * basisPoints + 5_000) / 10_000);
}
