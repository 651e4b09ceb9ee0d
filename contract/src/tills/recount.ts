import { minorDigits } from '../domain/money.ts';
import { TILL_LIMITS } from './till-limits.ts';

/**
 * The largest difference between a count and what the drawer should hold that is kept at the
 * first count, in minor units of `currency`: 10.00 in a currency of cents, ¥1 000 in yen (a
 * yen is about a cent), 10.000 in a currency of thousandths.
 */
export const recountThreshold = (currency: string): number =>
	TILL_LIMITS.recountAbove * 10 ** Math.max(0, minorDigits(currency) - 2);

/** Whether a count this far over or short (counted − expected) is counted again before the till closes with it. */
export const needsRecount = (overShort: number, currency: string): boolean =>
	Math.abs(overShort) > recountThreshold(currency);
