import { percentOf } from '@deckhand/contract/domain/money.ts';
import type { PriceRule, Rounding } from '@deckhand/contract/pricing/reprice-input.ts';

const DAY_MS = 86_400_000;

/**
 * Rounds an amount of minor units (hundredths): "charm" to the nearest price ending in .49 or
 * .99 (ties go up), "whole" half up to a whole unit.
 */
export function roundPrice(amount: number, rounding: Rounding): number {
	if (rounding === 'none') return amount;
	if (rounding === 'whole') return Math.floor((amount + 50) / 100) * 100;
	const whole = Math.floor(amount / 100) * 100;
	const candidates = [whole - 1, whole + 49, whole + 99].filter((candidate) => candidate >= 0);
	return candidates.reduce((best, candidate) =>
		Math.abs(candidate - amount) <= Math.abs(best - amount) ? candidate : best,
	);
}

/** The lowest price the rounding allows at or above `amount`: a floor rounded never goes under itself. */
export function roundUp(amount: number, rounding: Rounding): number {
	if (rounding === 'none') return amount;
	if (rounding === 'whole') return Math.ceil(amount / 100) * 100;
	const whole = Math.floor(amount / 100) * 100;
	return [whole - 1, whole + 49, whole + 99].find((candidate) => candidate >= amount)!;
}

/** What a price never goes below: a fixed amount, and the SKU's cost plus a minimum margin; the higher applies. */
export interface Floors {
	fixed: number;
	/** Never below cost × (100 + m) %; null for no such floor. A SKU without a cost gets the fixed floor only. */
	marginPercent: number | null;
}

/**
 * The floor of one SKU. The margin floor is rounded up (to the minor unit, then to the rounding's
 * next price, so a .99 shop stays .99 and the margin is never undercut); the fixed floor is taken
 * as typed, as it always was.
 */
export function floorOf(cost: number | null, floors: Floors, rounding: Rounding): number {
	if (floors.marginPercent === null || cost === null) return floors.fixed;
	const margin = roundUp(Math.ceil((cost * (100 + floors.marginPercent)) / 100), rounding);
	return Math.max(floors.fixed, margin);
}

export interface PricedSku {
	price: number | null;
	condition: string;
	/** The NM price of the same card, finish and language, for the condition rule. */
	nmPrice: number | null;
	/** The market price the market rule starts from (one fresh enough: the caller leaves stale ones out), or null. */
	market: number | null;
	/** The SKU's average unit cost, or null when none is known. */
	cost: number | null;
}

/**
 * The new price of one SKU, or null when the rule cannot price it (a percent of an unpriced
 * SKU, a condition price without an NM price, a market price without one). Never below the floors.
 */
export function newPrice(
	sku: PricedSku,
	rule: PriceRule,
	rounding: Rounding,
	floors: Floors,
	conditionPercent: Record<string, number>,
): number | null {
	let price: number;
	if (rule.kind === 'set') price = rule.price;
	else if (rule.kind === 'percent') {
		if (sku.price === null) return null;
		price = percentOf(sku.price, 100 + rule.percent);
	} else if (rule.kind === 'market') {
		if (sku.market === null) return null;
		price = percentOf(sku.market, rule.percent);
	} else {
		if (sku.nmPrice === null) return null;
		price = percentOf(sku.nmPrice, conditionPercent[sku.condition] ?? 100);
	}
	return Math.max(floorOf(sku.cost, floors, rounding), roundPrice(price, rounding));
}

/** A market price taken more than `staleDays` days before `now` (both in milliseconds) is stale: never priced from. */
export function isStale(pricedAt: number, now: number, staleDays: number): boolean {
	return now - pricedAt > staleDays * DAY_MS;
}

/**
 * Whether a move waits for the owner's review: larger than `abovePercent` % of the current price,
 * up or down. A first price (an unpriced SKU) has no price to move from and is applied; any move
 * from a price of 0 is larger than every percentage.
 */
export function needsReview(old: number | null, proposed: number, abovePercent: number | null): boolean {
	if (abovePercent === null || old === null || old === proposed) return false;
	return Math.abs(proposed - old) * 100 > abovePercent * old;
}

/** The move in percent of the old price, to one decimal; null when there is no price to move from (unpriced or 0). */
export function changePercent(old: number | null, proposed: number): number | null {
	if (old === null || old === 0) return null;
	const tenths = ((proposed - old) * 1_000) / old;
	// Half away from zero, so a move down reads as its move up does.
	return (Math.sign(tenths) * Math.round(Math.abs(tenths))) / 10;
}
