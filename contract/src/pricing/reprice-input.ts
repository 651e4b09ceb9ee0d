import { z } from 'zod';
import { idList, oneOf, whole } from '../api/request/fields.ts';
import { LIMITS } from '../domain/limits.ts';

/*
 * `POST /deckhand/prices/reprice`'s body: the SKUs (by id, or the inventory list's filters), the
 * rule, and its bounds; left out (or null), no rounding, no floor, market prices of
 * `MARKET_STALE_DAYS`, every move applied, and a preview.
 */

/** The most SKUs one reprice prices. */
export const MAX_SELECTION = 5_000;

const { priceMax, repricePercentMin, repricePercentMax, marketPercentMin, marketPercentMax } = LIMITS;
const NO_SELECTION = 'Send the SKUs to reprice, as { skus: [ids] } or { filter: { …inventory filters } }.';

/** The SKUs by id, or the inventory list's filters (read as its query is, by the server), one of the two. */
const selection = z
	.object(
		{
			skus: idList(MAX_SELECTION, `Choose from 1 to ${MAX_SELECTION} SKUs (by id).`).nullish(),
			filter: z
				.custom<Record<string, unknown>>((value) => typeof value === 'object' && value !== null, {
					error: NO_SELECTION,
				})
				.nullish(),
		},
		{ error: NO_SELECTION },
	)
	.refine((value) => value.skus != null || value.filter != null, { error: NO_SELECTION });

/** A fixed price (minor units). */
export const SET_RULE = z.object({
	kind: z.literal('set'),
	price: whole(0, priceMax, `The new price must be a whole number of minor units from 0 to ${priceMax}.`),
});
const MOVE = `The change must be a whole percentage other than 0, from ${repricePercentMin} to +${repricePercentMax}.`;
/** A percentage move of each price. */
export const PERCENT_RULE = z.object({
	kind: z.literal('percent'),
	percent: whole(repricePercentMin, repricePercentMax, MOVE).refine((percent) => percent !== 0, { error: MOVE }),
});
/** A share of the market price. */
export const MARKET_RULE = z.object({
	kind: z.literal('market'),
	percent: whole(
		marketPercentMin,
		marketPercentMax,
		`The share of the market price must be a whole percentage from ${marketPercentMin} to ${marketPercentMax}.`,
	),
});

/** How a reprice sets each price: a fixed price, a percentage move, the condition ladder from NM, or a share of the market price. */
export const PRICE_RULE = z.discriminatedUnion(
	'kind',
	[SET_RULE, PERCENT_RULE, z.object({ kind: z.literal('condition') }), MARKET_RULE],
	{ error: 'The rule must be one of set, percent, condition, market.' },
);
export type PriceRule = z.output<typeof PRICE_RULE>;

/** `charm` ends prices in .49 or .99; `whole` rounds to a whole unit. */
export const ROUNDINGS = ['none', 'charm', 'whole'] as const;
export type Rounding = (typeof ROUNDINGS)[number];

/** A whole percentage (or number of days) from `min` to `max`, or none. */
const optionalWhole = (min: number, max: number, words: string) =>
	whole(min, max, `${words} must be a whole number from ${min} to ${max}, or none.`).nullish();

export const REPRICE = z.object({
	selection,
	rule: PRICE_RULE,
	rounding: oneOf(ROUNDINGS, 'Rounding must be one of none, charm (.49/.99), whole.').nullish(),
	/** Minor units. */
	floor: whole(0, priceMax, `The floor must be a whole number of minor units from 0 to ${priceMax}.`).nullish(),
	/** Never below cost × (100 + marginFloor) %. */
	marginFloor: optionalWhole(0, LIMITS.marginFloorPercentMax, 'The minimum margin over cost (percent)'),
	/** Market prices older than this many days are not priced from: their SKUs are listed as stale. */
	staleDays: optionalWhole(1, LIMITS.staleDaysMax, 'The age of a usable market price (days)'),
	/** A move larger than this percentage of the current price waits for review instead of applied. */
	reviewAbovePercent: optionalWhole(0, LIMITS.reviewAbovePercentMax, 'The move that waits for review (percent)'),
	/** Only say what would change (true, the default); false changes the prices. */
	preview: z
		.boolean({ error: 'preview is true (only say what would change) or false (change the prices).' })
		.nullish(),
});
export type RepriceBody = z.input<typeof REPRICE>;
