import { describe, expect, it } from 'vitest';
import type { MarketQuoteView } from '@deckhand/contract/catalogue/market-quotes.ts';
import { computeOffers, type CardFacts, type OfferLine, type OfferSettings } from './offers.ts';

const settings: OfferSettings = {
	cashPercent: 50,
	creditPercent: 65,
	conditionPercent: { NM: 100, LP: 85, MP: 70, HP: 50, DMG: 30 },
};
const line = (overrides: Partial<OfferLine> = {}): OfferLine => ({
	card: 1,
	condition: 'NM',
	finish: 'normal',
	language: 'EN',
	quantity: 1,
	override: null,
	...overrides,
});
const card = (overrides: Partial<CardFacts> = {}): CardFacts => ({
	skus: new Map([
		['NM|normal|EN', { id: 10, price: 1_999 }],
		['LP|normal|EN', { id: 11, price: null }],
	]),
	held: 0,
	rule: null,
	...overrides,
});
/** A market price the shop follows: 12.00 for card 1 in foil, quoted an hour before "now". */
const foilQuote: MarketQuoteView = {
	finish: 'foil',
	price: 1_200,
	source: 'scryfall',
	quoted_at: '2026-03-10T07:00:00.000Z',
	stale: false,
};
const offers = (
	lines: OfferLine[],
	facts: CardFacts = card(),
	quotes: ReadonlyMap<string, MarketQuoteView> = new Map(),
) => computeOffers(lines, new Map([[1, facts]]), settings, quotes);

describe('buylist offers', () => {
	it('offers the SKU price × the cash and credit %, rounded down to the minor unit', () => {
		expect(offers([line({ quantity: 3 })])).toEqual([
			{
				sku: 10,
				buy_quantity: 3,
				price_basis: 1_999,
				hot_percent: null,
				cash_unit: 999,
				credit_unit: 1_299,
				line_cash: 2_997,
				line_credit: 3_897,
				overridden: false,
				rule: null,
				price_from: 'own',
				market_source: null,
				market_quoted_at: null,
			},
		]);
	});

	it('offers the NM price × the condition % for a SKU that does not exist or has no price', () => {
		const [unpriced] = offers([line({ condition: 'LP' })]);
		// 1 999 × 85 % = 1 699.15 → 1 699; cash 849.5 → 849; credit 1 104.35 → 1 104.
		expect(unpriced).toMatchObject({
			sku: 11,
			price_basis: 1_699,
			cash_unit: 849,
			credit_unit: 1_104,
			price_from: 'condition',
		});
		expect(offers([line({ condition: 'HP' })])[0]).toMatchObject({ sku: null, price_basis: 999, cash_unit: 499 });
	});

	it('derives the offer by the condition ladder from the nearest priced condition when NM has no price', () => {
		const lpOnly = card({ skus: new Map([['LP|normal|EN', { id: 11, price: 1_700 }]]) });
		// NM from LP: 1 700 ÷ 85 % = 2 000; MP, next to LP on the ladder: 1 700 × 70 / 85 = 1 400.
		expect(offers([line()], lpOnly)[0]).toMatchObject({ sku: null, price_basis: 2_000, cash_unit: 1_000 });
		expect(offers([line({ condition: 'MP' })], lpOnly)[0]).toMatchObject({ price_basis: 1_400, rule: null });
		const hpAndDmg = card({
			skus: new Map([
				['HP|normal|EN', { id: 12, price: 500 }],
				['DMG|normal|EN', { id: 13, price: 100 }],
			]),
		});
		// MP is nearer to HP than to DMG: 500 × 70 / 50 = 700.
		expect(offers([line({ condition: 'MP' })], hpAndDmg)[0]).toMatchObject({ price_basis: 700 });
	});

	it('has no offer without any price to start from, and says so', () => {
		expect(offers([line({ finish: 'foil', quantity: 2 })])[0]).toMatchObject({
			sku: null,
			price_basis: null,
			cash_unit: null,
			credit_unit: null,
			line_cash: 0,
			line_credit: 0,
			buy_quantity: 2,
			rule: 'no_price',
			price_from: null,
		});
	});

	it('starts from the market price the shop follows when it has never priced the card in that finish', () => {
		const quotes = new Map([['1|foil', foilQuote]]);
		// LP: 12.00 × 85 % = 10.20; cash 50 % = 5.10, credit 65 % = 6.63.
		expect(offers([line({ finish: 'foil', condition: 'LP', quantity: 2 })], card(), quotes)[0]).toMatchObject({
			sku: null,
			price_basis: 1_020,
			cash_unit: 510,
			credit_unit: 663,
			line_cash: 1_020,
			rule: null,
			price_from: 'market',
			market_source: 'scryfall',
			market_quoted_at: '2026-03-10T07:00:00.000Z',
		});
		// The shop's own price, and one derived from another condition, come before the market's.
		expect(offers([line({ condition: 'MP' })], card(), new Map([['1|normal', foilQuote]]))[0]).toMatchObject({
			price_basis: 1_399,
			price_from: 'condition',
		});
		expect(offers([line({ finish: 'foil' })], card(), new Map([['2|foil', foilQuote]]))[0]).toMatchObject({
			price_from: null,
			rule: 'no_price',
		});
	});

	it('adds the hot list percentage before the payout percentage', () => {
		const [hot] = offers([line()], card({ rule: { hotPercent: 15, notBuying: false, limit: null } }));
		// 1 999 × 115 × 50 / 10 000 = 1 149.425 → 1 149.
		expect(hot).toMatchObject({ hot_percent: 15, cash_unit: 1_149, credit_unit: 1_494, rule: 'hot' });
	});

	it('takes nothing of a card the shop is not buying', () => {
		expect(
			offers([line({ quantity: 4 })], card({ rule: { hotPercent: null, notBuying: true, limit: null } }))[0],
		).toMatchObject({ buy_quantity: 0, line_cash: 0, line_credit: 0, rule: 'not_buying' });
	});

	it('shares a buy limit across the lines of one card, in line order', () => {
		// Buy at most 2 while holding 5 or more; the shop holds 4: room for 1 below the threshold, then 2.
		const limited = card({
			held: 4,
			rule: { hotPercent: null, notBuying: false, limit: { buyLimit: 2, holdThreshold: 5 } },
		});
		const result = offers(
			[line({ quantity: 2 }), line({ condition: 'LP', quantity: 2 }), line({ finish: 'foil', quantity: 1 })],
			limited,
		);
		expect(result.map((offer) => [offer.buy_quantity, offer.rule])).toEqual([
			[2, null],
			[1, 'limit'],
			[0, 'limit'],
		]);
		expect(result[1]).toMatchObject({ line_cash: 849 });
	});

	it('makes the threshold a stock cap when the limit is 0', () => {
		const capped = card({
			held: 7,
			rule: { hotPercent: null, notBuying: false, limit: { buyLimit: 0, holdThreshold: 8 } },
		});
		expect(offers([line({ quantity: 3 })], capped)[0]).toMatchObject({ buy_quantity: 1, rule: 'limit' });
	});

	it('keeps an administrator’s offer, and still reports the basis', () => {
		expect(offers([line({ quantity: 2, override: { cashUnit: 100, creditUnit: 150 } })])[0]).toMatchObject({
			price_basis: 1_999,
			cash_unit: 100,
			credit_unit: 150,
			line_cash: 200,
			line_credit: 300,
			overridden: true,
			rule: null,
		});
		expect(offers([line({ finish: 'foil', override: { cashUnit: 5, creditUnit: 5 } })])[0]).toMatchObject({
			price_basis: null,
			cash_unit: 5,
			rule: null,
		});
	});
});
