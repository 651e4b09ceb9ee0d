import type { MarketQuoteView } from '@deckhand/contract/catalogue/market-quotes.ts';
import { CONDITIONS, type OfferRule, type PriceFrom } from '@deckhand/contract/schema/choices.ts';
import { quoteKey } from '../pricing/followed-quotes.ts';
import { conditionPrice, conditionShare } from '../pricing/market-basis.ts';

/** A line as the customer brought it, with an administrator's offer when one was set. */
export interface OfferLine {
	card: number;
	condition: string;
	finish: string;
	language: string;
	quantity: number;
	/** The administrator's offer per copy, kept as set; null when the offer is computed. */
	override: { cashUnit: number; creditUnit: number } | null;
}

/** The rule that applies to a card (its own, else its set's). */
export interface BuyingRuleTerms {
	hotPercent: number | null;
	notBuying: boolean;
	/** "Buy at most `buyLimit` while we hold `holdThreshold` or more", or null. */
	limit: { buyLimit: number; holdThreshold: number } | null;
}

/** What the shop knows of a card when pricing its lines. */
export interface CardFacts {
	/** The card's SKUs: price by `condition|finish|language`, null when unpriced. */
	skus: Map<string, { id: number; price: number | null }>;
	/** Copies of the card on hand (all its SKUs). */
	held: number;
	rule: BuyingRuleTerms | null;
}

export interface OfferSettings {
	cashPercent: number;
	creditPercent: number;
	/** `shop_settings.condition_<c>_percent` by condition (NM, LP, …). */
	conditionPercent: Record<string, number>;
}

export interface Offer {
	sku: number | null;
	buy_quantity: number;
	price_basis: number | null;
	hot_percent: number | null;
	cash_unit: number | null;
	credit_unit: number | null;
	line_cash: number;
	line_credit: number;
	overridden: boolean;
	rule: OfferRule | null;
	price_from: PriceFrom | null;
	/** The source and quote time of a market price basis. */
	market_source: string | null;
	market_quoted_at: string | null;
}

/** Where an offer's price basis came from, and the market quote when it was one. */
export interface PriceBasis {
	price: number;
	from: PriceFrom;
	quote: MarketQuoteView | null;
}

export const identityKey = (line: { condition: string; finish: string; language: string }) =>
	`${line.condition}|${line.finish}|${line.language}`;

/** The condition ladder, best first (the conditions' order): each condition's price is `shop_settings.condition_<c>_percent` of the NM price. */
const LADDER: readonly string[] = CONDITIONS;

const shareOf = (condition: string, settings: OfferSettings) => conditionShare(condition, settings.conditionPercent);

/**
 * The price an offer starts from: the SKU's own price, else derived by the condition ladder from
 * a priced SKU of the same card, finish and language in another condition: the NM price first (×
 * the condition's %), else the nearest condition on the ladder (its price ÷ its % × the line's %),
 * rounded down. A card the shop has never priced in that finish starts from the market price it
 * follows (an NM price: × the condition's %), stale or not: the line says which, and how old.
 * Null when there is none of these.
 */
export function priceBasis(
	line: OfferLine,
	facts: CardFacts,
	settings: OfferSettings,
	quote: MarketQuoteView | null,
): PriceBasis | null {
	const own = facts.skus.get(identityKey(line))?.price ?? null;
	if (own !== null) return { price: own, from: 'own', quote: null };
	const share = shareOf(line.condition, settings);
	const place = LADDER.indexOf(line.condition);
	const others = LADDER.filter((condition) => condition !== line.condition).sort(
		(a, b) =>
			Number(b === 'NM') - Number(a === 'NM') ||
			Math.abs(LADDER.indexOf(a) - place) - Math.abs(LADDER.indexOf(b) - place),
	);
	for (const condition of others) {
		const price = facts.skus.get(identityKey({ ...line, condition }))?.price ?? null;
		const from = shareOf(condition, settings);
		if (price !== null && from > 0)
			return { price: Math.floor((price * share) / from), from: 'condition', quote: null };
	}
	if (quote === null) return null;
	return { price: conditionPrice(quote.price, line.condition, settings.conditionPercent), from: 'market', quote };
}

/** An offer per copy: basis × (100 + hot %) × payout % / 10 000, in integers, rounded down to the minor unit. */
export const unitOffer = (basis: number, hotPercent: number, payoutPercent: number) =>
	Math.floor((basis * (100 + hotPercent) * payoutPercent) / 10_000);

/** How many copies of a card a buylist may take under a limit rule, the shop holding `held`. */
export const limitAllowance = (limit: { buyLimit: number; holdThreshold: number }, held: number) =>
	Math.max(0, limit.holdThreshold - held) + limit.buyLimit;

/**
 * The offers of a whole buylist, line by line in line order: a buy limit is shared by every line
 * of the same card, the earlier lines taking their copies first. The typed quantity is never
 * changed; `buy_quantity` says how many copies the shop takes.
 */
export function computeOffers(
	lines: readonly OfferLine[],
	facts: ReadonlyMap<number, CardFacts>,
	settings: OfferSettings,
	quotes: ReadonlyMap<string, MarketQuoteView>,
): Offer[] {
	const allowanceLeft = new Map<number, number>();
	return lines.map((line) => {
		const card = facts.get(line.card) ?? { skus: new Map(), held: 0, rule: null };
		const rule = card.rule;
		const basis = priceBasis(line, card, settings, quotes.get(quoteKey(line.card, line.finish)) ?? null);
		const hot = rule?.hotPercent ?? null;
		let buy = rule?.notBuying ? 0 : line.quantity;
		if (!rule?.notBuying && rule?.limit) {
			const left = allowanceLeft.get(line.card) ?? limitAllowance(rule.limit, card.held);
			buy = Math.min(buy, left);
			allowanceLeft.set(line.card, left - buy);
		}
		const cashUnit =
			line.override?.cashUnit ?? (basis === null ? null : unitOffer(basis.price, hot ?? 0, settings.cashPercent));
		const creditUnit =
			line.override?.creditUnit ??
			(basis === null ? null : unitOffer(basis.price, hot ?? 0, settings.creditPercent));
		return {
			sku: card.skus.get(identityKey(line))?.id ?? null,
			buy_quantity: buy,
			price_basis: basis?.price ?? null,
			hot_percent: hot,
			cash_unit: cashUnit,
			credit_unit: creditUnit,
			line_cash: (cashUnit ?? 0) * buy,
			line_credit: (creditUnit ?? 0) * buy,
			overridden: line.override !== null,
			rule: rule?.notBuying
				? 'not_buying'
				: buy < line.quantity
					? 'limit'
					: cashUnit === null
						? 'no_price'
						: hot !== null
							? 'hot'
							: null,
			price_from: basis?.from ?? null,
			market_source: basis?.quote?.source ?? null,
			market_quoted_at: basis?.quote?.quoted_at ?? null,
		};
	});
}
