import { minorDigits, formatMoney as moneyIn, moneyFormat } from '@deckhand/contract/domain/money.ts';
import { activeLanguage } from './i18n/i18n.ts';

/** Shows an amount in minor units as money in the shop's currency, in the user's language: 1610 cents → "$16.10", "16,10 $"; 1250 yen → "¥1,250". */
export function formatMoney(minorUnits: number, currency: string, locale: string = activeLanguage()): string {
	return moneyIn(minorUnits, currency, locale);
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
