import { percentOf } from '../domain/money.ts';

export type PriceRule = { kind: 'set'; price: number } | { kind: 'percent'; percent: number } | { kind: 'condition' };
export type Rounding = 'none' | 'charm' | 'whole';

/**
 * Rounds an amount of minor units (hundredths): "charm" to the nearest price ending in .49 or
 * .99 (ties go up), "whole" half up to a whole unit.
 */
export function roundPrice(amount: number, rounding: Rounding): number {
	if (rounding === 'none') return amount;
	if (rounding === 'whole') return Math.floor((amount + 50) / 100) * 100;
	const whole = Math.floor(amount / 100) * 100;
	const candidates = [whole - 1, whole + 49, whole + 99].filter((candidate) => candidate >= 0);
	return candidates.reduce((best, candidate) => (Math.abs(candidate - amount) <= Math.abs(best - amount) ? candidate : best));
}

export interface PricedSku {
	price: number | null;
	condition: string;
	/** The NM price of the same card, finish and language, for the condition rule. */
	nmPrice: number | null;
}

/**
 * The new price of one SKU, or null when the rule cannot price it (a percent of an unpriced
 * SKU, a condition price without an NM price). Never below the floor.
 */
export function newPrice(sku: PricedSku, rule: PriceRule, rounding: Rounding, floor: number, conditionPercent: Record<string, number>): number | null {
	let price: number;
	if (rule.kind === 'set') price = rule.price;
	else if (rule.kind === 'percent') {
		if (sku.price === null) return null;
		price = percentOf(sku.price, 100 + rule.percent);
	} else {
		if (sku.nmPrice === null) return null;
		price = percentOf(sku.nmPrice, conditionPercent[sku.condition] ?? 100);
	}
	return Math.max(floor, roundPrice(price, rounding));
}
