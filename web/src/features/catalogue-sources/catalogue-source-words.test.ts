import { describe, expect, it } from 'vitest';
import type { CatalogueRunCounts } from '@deckhand/contract/catalogue/catalogue-run.ts';
import { formatSize } from '../../lib/i18n/formats.ts';
import { countsInWords, downloadInWords, hourWords } from './catalogue-source-words.ts';

const none = { created: 0, updated: 0, linked: 0 };
const counts = (over: Partial<CatalogueRunCounts>): CatalogueRunCounts => ({
	read: { records: 0, sets: 0, cards: 0, unchanged: 0, quotes: 0, skipped: 0 },
	sets: none,
	cards: none,
	quotes: { applied: 0, unmatched: 0 },
	...over,
});

describe('countsInWords', () => {
	it('names what a run did, one figure each, sets and cards corrected together', () => {
		expect(
			countsInWords(
				counts({
					sets: { created: 1, updated: 1, linked: 0 },
					cards: { created: 12, updated: 2, linked: 0 },
					quotes: { applied: 40, unmatched: 3 },
				}),
			),
		).toBe('1 new set, 12 new cards, 3 corrected, 40 prices');
	});

	it('says one in the singular, and the cards found among the shop’s own', () => {
		expect(
			countsInWords(
				counts({ cards: { created: 1, updated: 0, linked: 2 }, quotes: { applied: 1, unmatched: 0 } }),
			),
		).toBe('1 new card, 2 found in the shop, 1 price');
	});

	it('says a run that changed nothing did nothing', () => {
		expect(countsInWords(counts({}))).toBe('Nothing changed');
	});
});

describe('downloadInWords', () => {
	it('says a source unchanged when every file answered so', () => {
		expect(downloadInWords({ files: 2, unchanged: 2, bytes: 0 })).toBe('Unchanged since the last download');
	});

	it('counts the files that came new, with their size', () => {
		expect(downloadInWords({ files: 2, unchanged: 1, bytes: 2_048 })).toBe(
			`1 new file downloaded (${formatSize(2_048)})`,
		);
		expect(downloadInWords({ files: 3, unchanged: 0, bytes: 10 })).toMatch(/^3 new files downloaded /);
	});
});

describe('hourWords', () => {
	it('writes the hour as a clock shows it', () => {
		expect(hourWords(4)).toBe('04:00');
		expect(hourWords(23)).toBe('23:00');
	});
});
