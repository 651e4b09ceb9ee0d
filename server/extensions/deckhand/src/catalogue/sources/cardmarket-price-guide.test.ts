import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cutShort, folderOf, readFolder, SAMPLES } from '../read-sample.ts';
import { cardmarketPriceGuide, cardmarketPriceGuideOf } from './cardmarket-price-guide.ts';

const FOLDER = join(SAMPLES, 'cardmarket');
const pokemon = cardmarketPriceGuideOf([6]);
const sample = async (game = 6) =>
	JSON.parse(await readFile(join(FOLDER, `price_guide_${game}.json`), 'utf8')) as {
		priceGuides: Record<string, unknown>[];
	};

/** A folder with Pokémon's guide as `edit` leaves its rows. */
async function edited(edit: (rows: Record<string, unknown>[]) => unknown[]) {
	const guide = await sample();
	return folderOf({ 'price_guide_6.json': JSON.stringify({ ...guide, priceGuides: edit(guide.priceGuides) }) });
}

const quote = (productId: string, finish: string, market: number, low: number | null) => ({
	type: 'quote',
	match: { system: 'cardmarket', productId },
	price: { finish, edition: null, currency: 'EUR', market, low },
});

describe('the Cardmarket price guide source', () => {
	it("reads Pokémon's guide: each product's trend and low in euros, its reverse holo's from -holo", async () => {
		const { sets, cards, quotes, skips } = await readFolder(pokemon, FOLDER);
		expect(sets).toEqual([]);
		expect(cards).toEqual([]);
		// 12 rows: 10 with a trend, 6 with a -holo trend; 709538 has neither and 709612's trend is 0.
		expect(quotes).toHaveLength(16);
		expect(quotes.filter((q) => q.price.finish === 'normal')).toHaveLength(10);
		expect(quotes.filter((q) => q.price.finish === 'reverse_holo')).toHaveLength(6);
		expect(quotes.slice(0, 3)).toEqual([
			quote('273615', 'normal', 15, 2),
			quote('273615', 'reverse_holo', 41, 10),
			quote('273681', 'normal', 5874, 4500),
		]);
		expect(quotes.filter((q) => q.match.productId === '720032')).toEqual([
			quote('720032', 'normal', 1175, 990),
			quote('720032', 'reverse_holo', 1720, 1450),
		]);
		// A sealed product is priced like a single: the run matches it or not by its id.
		expect(quotes.find((q) => q.match.productId === '719550')).toEqual(quote('719550', 'normal', 13742, 12495));
		expect(skips).toEqual([
			{ type: 'skip', record: 'price_guide_6 row 3 (idProduct 709538)', reason: 'no trend price in any version' },
		]);
	});

	it('quotes nothing for a trend of 0, and no low where the low is null or 0', async () => {
		const { quotes } = await readFolder(pokemon, FOLDER);
		// 709612: trend 0 (none to compute), reverse holo 0.95 with a low of 0.60.
		expect(quotes.filter((q) => q.match.productId === '709612')).toEqual([quote('709612', 'reverse_holo', 95, 60)]);
		expect(quotes.find((q) => q.match.productId === '720031')).toEqual(quote('720031', 'normal', 35, null));
		const zeroLow = await edited((rows) => [{ ...rows[0], low: 0 }]);
		expect((await readFolder(pokemon, zeroLow)).quotes[0]).toEqual(quote('273615', 'normal', 15, null));
	});

	it("reads Magic's guide's -foil fields as the foil version", async () => {
		const { quotes, skips } = await readFolder(cardmarketPriceGuideOf([1]), FOLDER);
		expect(quotes).toHaveLength(8);
		expect(skips).toEqual([]);
		// 240613 is Leonin Abunas's cardmarket_id in the Scryfall sample, whose eur (Cardmarket's trend) is 0.91.
		expect(quotes[0]).toEqual(quote('240613', 'normal', 91, 45));
		expect(quotes.filter((q) => q.match.productId === '296412')).toEqual([
			quote('296412', 'normal', 2361, 1950),
			quote('296412', 'foil', 7680, 6500),
		]);
		expect(quotes.filter((q) => q.match.productId === '301877')).toEqual([quote('301877', 'foil', 235, 199)]);
		expect(quotes.filter((q) => q.match.productId === '305560')).toEqual([quote('305560', 'normal', 11, 2)]);
	});

	it("reads every game's guide the folder has and passes over the others; none at all is refused", async () => {
		const { quotes, skips } = await readFolder(cardmarketPriceGuide, FOLDER);
		expect(quotes).toHaveLength(8 + 16);
		expect(quotes[0]?.match.productId).toBe('240613');
		expect(quotes[8]?.match.productId).toBe('273615');
		expect(skips).toHaveLength(1);
		await expect(readFolder(cardmarketPriceGuideOf([3, 18]), FOLDER)).rejects.toThrow(
			/^the price guides price_guide_3, price_guide_18: files are all missing: the guide of one game at least/,
		);
		expect(() => cardmarketPriceGuideOf([])).toThrow(RangeError);
	});

	it.each([
		[
			'a row without idProduct',
			(row: Record<string, unknown>) => ({ ...row, idProduct: null }),
			/^price_guide_6 row 1: idProduct is missing\.$/,
		],
		[
			'an idProduct that is not a number',
			(row: Record<string, unknown>) => ({ ...row, idProduct: 'Groudon-EX' }),
			/^price_guide_6 row 1 \(idProduct Groudon-EX\): idProduct "Groudon-EX" is not a Cardmarket product id/,
		],
		[
			'a trend that is not a number',
			(row: Record<string, unknown>) => ({ ...row, trend: 'n/a' }),
			/^price_guide_6 row 1 \(idProduct 273681\): trend is not a price \(a number of EUR such as 1\.25\)\.$/,
		],
		[
			'a -holo low that is not a number',
			(row: Record<string, unknown>) => ({ ...row, 'low-holo': true }),
			/^price_guide_6 row 1 \(idProduct 273681\): low-holo is not a price/,
		],
		[
			'a negative price',
			(row: Record<string, unknown>) => ({ ...row, low: -1 }),
			/^price_guide_6 row 1 \(idProduct 273681\): low is not a price/,
		],
		['a row that is not an object', () => 273681, /^price_guide_6 row 1: record is not an object\.$/],
	])('refuses %s, naming the row and its field', async (_, edit, message) => {
		await expect(readFolder(pokemon, await edited((rows) => [rows[0], edit(rows[1]!), rows[2]]))).rejects.toThrow(
			message,
		);
	});

	it('refuses a download cut short, a file of another format and an empty guide, naming the file', async () => {
		const cut = await cutShort(FOLDER, 'price_guide_6.json');
		await expect(readFolder(pokemon, cut)).rejects.toThrow(
			/^price_guide_6: file is not whole JSON of its format after record \d+/,
		);
		// A tcgcsv answer, a bare array of rows, and a guide with nothing in it.
		for (const text of [
			'{"success": true, "errors": [], "results": [{"productId": 451784, "marketPrice": 0.53}]}',
			JSON.stringify((await sample()).priceGuides),
			'{"version": 1, "createdAt": "2024-06-12T02:46:31+0200", "priceGuides": []}',
		]) {
			await expect(readFolder(pokemon, await folderOf({ 'price_guide_6.json': text }))).rejects.toThrow(
				/^price_guide_6: priceGuides holds no rows: not a Cardmarket price guide, or an empty one\.$/,
			);
		}
	});
});
