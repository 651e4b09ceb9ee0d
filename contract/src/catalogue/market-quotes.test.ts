import { describe, expect, it } from 'vitest';
import { QUOTE_STALE_DAYS, staleDaysOf } from './market-quotes.ts';

describe('the age after which a market price is stale', () => {
	it("is a missed daily refresh for a catalogue source's quote", () => {
		expect(staleDaysOf('tcgcsv', 7)).toBe(QUOTE_STALE_DAYS);
		expect(staleDaysOf('pokemon-tcg-data', 7)).toBe(QUOTE_STALE_DAYS);
	});

	it("is the reprice's age for an import's price", () => {
		expect(staleDaysOf('tcgplayer', 7)).toBe(7);
	});
});
