/** How a reprice sets each price: a fixed price, a percentage move, the condition ladder from NM, or a share of the market price. */
export type PriceRule =
	| { kind: 'set'; price: number }
	| { kind: 'percent'; percent: number }
	| { kind: 'condition' }
	| { kind: 'market'; percent: number };

/** `charm` ends prices in .49 or .99; `whole` rounds to a whole unit. */
export type Rounding = 'none' | 'charm' | 'whole';

/**
 * `POST /deckhand/prices/reprice`'s body: the SKUs (by id, or the inventory list's filters), the
 * rule, and its bounds; left out, no rounding, no floor, market prices of `MARKET_STALE_DAYS`, every
 * move applied, and a preview.
 */
export interface RepriceBody<Filter = Record<string, string>> {
	selection: { skus: number[] } | { filter: Filter };
	rule: PriceRule;
	rounding?: Rounding;
	/** Minor units. */
	floor?: number;
	/** Never below cost × (100 + marginFloor) %. */
	marginFloor?: number | null;
	staleDays?: number | null;
	reviewAbovePercent?: number | null;
	/** Only say what would change (true, the default); false changes the prices. */
	preview?: boolean;
}
