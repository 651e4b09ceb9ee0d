import type { BuylistArrival } from '@deckhand/contract/buylists/buylist-arrivals.ts';
import { CONDITIONS } from '@deckhand/contract/domain/limits.ts';

/** The condition ladder of the shop's settings: each condition's price in percent of NM. */
export type Ladder = Readonly<Record<string, number>>;

/** A priced SKU of the same card, finish, language and edition: a rung the ladder starts from. */
export interface PricedSibling {
	condition: string;
	price: number;
}

/**
 * A first price for copies just bought in. The SKU's own fresh market price wins: it is what
 * the copies sell for now. Otherwise the ladder carries the price of the best-graded priced
 * sibling to this condition (an LP at 80 % beside an NM at 10.00 starts at 8.00; beside an MP at
 * 6.00, with MP at 60 %, at 6.00 × 80 / 60). A card the shop has never priced starts from the
 * fresh market price it follows for the card and finish (an NM price, × the condition's %). Null
 * when none gives one: the owner prices it.
 */
export function suggestedPrice(
	condition: string,
	market: { sku: number | null; followed: number | null },
	siblings: readonly PricedSibling[],
	ladder: Ladder,
): BuylistArrival['suggested'] {
	if (market.sku !== null) return { price: market.sku, from: 'market' };
	const rung = (sku: PricedSibling) => CONDITIONS.indexOf(sku.condition as (typeof CONDITIONS)[number]);
	const from = [...siblings]
		.filter((sku) => rung(sku) >= 0 && (ladder[sku.condition] ?? 0) > 0)
		.sort((a, b) => rung(a) - rung(b))[0];
	const percent = ladder[condition];
	if (percent === undefined) return null;
	if (from) return { price: Math.round((from.price * percent) / ladder[from.condition]!), from: 'ladder' };
	if (market.followed !== null && percent > 0)
		return { price: Math.round((market.followed * percent) / 100), from: 'market' };
	return null;
}
