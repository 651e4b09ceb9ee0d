import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { folderOf, readFolder, SAMPLES } from '../read-sample.ts';
import { tcgcsv, tcgcsvOf } from './tcgcsv.ts';

const FOLDER = join(SAMPLES, 'tcgcsv');
const pokemon = tcgcsvOf([3]);
const answer = async (path: string) =>
	JSON.parse(await readFile(join(FOLDER, `${path}.json`), 'utf8')) as {
		success: boolean;
		errors: string[];
		results: Record<string, unknown>[];
	};

/** A folder holding Silver Tempest alone, with this text as its prices. */
async function silverTempest(prices: string) {
	const groups = await answer('3/groups');
	return folderOf({
		'3/groups.json': JSON.stringify({ ...groups, totalItems: 1, results: [groups.results[1]] }),
		'3/3170/prices.json': prices,
	});
}

/** Silver Tempest alone, its prices' rows as `edit` leaves them and the answer as `wrap` does. */
async function edited(edit: (rows: Record<string, unknown>[]) => unknown[], wrap = (answer: object): object => answer) {
	const prices = await answer('3/3170/prices');
	return silverTempest(JSON.stringify(wrap({ ...prices, results: edit(prices.results) })));
}

const quote = (
	productId: string,
	finish: string,
	market: number,
	low: number | null,
	edition: string | null = null,
) => ({
	type: 'quote',
	match: { system: 'tcgplayer', productId },
	price: { finish, edition, currency: 'USD', market, low },
});

describe('the tcgcsv source', () => {
	it("reads Pokémon's groups and each group's prices as TCGplayer quotes in dollars", async () => {
		const { sets, cards, groups, quotes, skips } = await readFolder(pokemon, FOLDER);
		expect(sets).toEqual([]);
		expect(cards).toEqual([]);
		// The groups, with their names and abbreviations, to find the shop's sets by (they make none).
		expect(groups).toEqual([
			{ type: 'group', game: 'PKM', groupId: '23228', name: 'SV03: Obsidian Flames', abbreviation: 'OBF' },
			{ type: 'group', game: 'PKM', groupId: '3170', name: 'SWSH12: Silver Tempest', abbreviation: 'SWSH12' },
		]);
		// Obsidian Flames (4 rows) first, as TCGplayer lists the newest group first, then Silver Tempest (7 rows).
		expect(quotes).toHaveLength(4 + 6);
		expect(quotes[0]).toEqual(quote('509980', 'foil', 10859, 9500));
		// The docs' two rows of product 451784: its Holofoil and its Reverse Holofoil.
		expect(quotes.filter((q) => q.match.productId === '451784')).toEqual([
			quote('451784', 'foil', 53, 10),
			quote('451784', 'reverse_holo', 74, 35),
		]);
		expect(quotes.filter((q) => q.price.finish === 'normal').map((q) => q.match.productId)).toEqual([
			'509771',
			'509812',
			'451397',
			'451398',
		]);
		expect(quotes.filter((q) => q.price.finish === 'reverse_holo')).toHaveLength(3);
		expect(skips).toEqual([
			{ type: 'skip', record: '3/3170/prices row 6 (productId 451399)', reason: 'no market or mid price' },
		]);
	});

	it('takes the mid price where a product has no market price, and no low where it has none', async () => {
		const { quotes } = await readFolder(pokemon, FOLDER);
		expect(quotes.find((q) => q.match.productId === '451398')).toEqual(quote('451398', 'normal', 25, 10));
		expect(quotes.find((q) => q.match.productId === '509812')).toEqual(quote('509812', 'normal', 27, null));
	});

	it('quotes each edition of a product apart, and passes over a printing Deckhand has no finish for, by name', async () => {
		const { quotes, skips } = await readFolder(tcgcsvOf([2]), FOLDER);
		// 531871 in 1st Edition and in Unlimited: a quote of each; 531872's Limited edition.
		expect(quotes).toEqual([
			quote('531870', 'normal', 28, 15, 'first_edition'),
			quote('531871', 'normal', 1462, 1250, 'first_edition'),
			quote('531871', 'normal', 410, 300, 'unlimited'),
			expect.objectContaining({ match: { system: 'tcgplayer', productId: '531872' } }),
		]);
		expect(quotes[3]?.price.edition).toBe('limited');
		expect(skips).toEqual([
			{ type: 'skip', record: '2/23539/prices row 1 (productId 531870)', reason: 'no market or mid price' },
		]);
		const foiled = await edited((rows) => [rows[0], { ...rows[1], subTypeName: 'Cold Foil' }]);
		expect((await readFolder(pokemon, foiled)).skips).toEqual([
			{
				type: 'skip',
				record: '3/3170/prices row 1 (productId 451784)',
				reason: 'printed "Cold Foil", a printing Deckhand has no finish for',
			},
		]);
		const magic = await readFolder(tcgcsvOf([1]), FOLDER);
		expect(magic.quotes).toEqual([quote('515432', 'normal', 9, 2), quote('515432', 'foil', 25, 10)]);
	});

	it('reads every category the folder has and passes over the others; none at all is refused', async () => {
		const { quotes, skips } = await readFolder(tcgcsv, FOLDER);
		// Magic 2, Yu-Gi-Oh! 4, Pokémon 10; Lorcana and One Piece are not in the folder.
		expect(quotes).toHaveLength(16);
		expect(quotes.map((q) => q.match.productId).slice(0, 3)).toEqual(['515432', '515432', '531870']);
		expect(skips).toHaveLength(2);
		await expect(readFolder(tcgcsvOf([71, 68]), FOLDER)).rejects.toThrow(
			/^the groups of categories 71, 68: files are all missing: the groups of one category at least are needed\.$/,
		);
		expect(() => tcgcsvOf([])).toThrow(RangeError);
	});

	it.each([
		[
			'a price without productId',
			(row: Record<string, unknown>) => ({ ...row, productId: null }),
			/^3\/3170\/prices row 1: productId is missing\.$/,
		],
		[
			'a productId that is not a number',
			(row: Record<string, unknown>) => ({ ...row, productId: 'Lugia VSTAR' }),
			/^3\/3170\/prices row 1 \(productId Lugia VSTAR\): productId "Lugia VSTAR" is not a TCGplayer id/,
		],
		[
			'a price without its printing',
			(row: Record<string, unknown>) => ({ ...row, subTypeName: '' }),
			/^3\/3170\/prices row 1 \(productId 451784\): subTypeName is missing\.$/,
		],
		[
			'a market price that is not a number',
			(row: Record<string, unknown>) => ({ ...row, marketPrice: '$0.74' }),
			/^3\/3170\/prices row 1 \(productId 451784\): marketPrice is not a price \(a number of USD such as 1\.25\)\.$/,
		],
		[
			'a low price that is not a number',
			(row: Record<string, unknown>) => ({ ...row, lowPrice: { amount: 0.35 } }),
			/^3\/3170\/prices row 1 \(productId 451784\): lowPrice is not a price/,
		],
		['a row that is not an object', () => 'Reverse Holofoil', /^3\/3170\/prices row 1: record is not an object\.$/],
	])('refuses %s, naming the row and its field', async (_, edit, message) => {
		await expect(readFolder(pokemon, await edited((rows) => [rows[0], edit(rows[1]!), rows[2]]))).rejects.toThrow(
			message,
		);
	});

	it('refuses a group without its id, and a group the folder has no prices of', async () => {
		const groups = await answer('3/groups');
		const noId = { ...groups, results: [{ ...groups.results[0], groupId: null }] };
		await expect(readFolder(pokemon, await folderOf({ '3/groups.json': JSON.stringify(noId) }))).rejects.toThrow(
			/^3\/groups row 0: groupId is missing\.$/,
		);
		const noName = { ...groups, results: [{ ...groups.results[0], name: ' ' }] };
		await expect(readFolder(pokemon, await folderOf({ '3/groups.json': JSON.stringify(noName) }))).rejects.toThrow(
			/^3\/groups row 0 \(groupId 23228\): name is missing\.$/,
		);
		await expect(readFolder(pokemon, await folderOf({ '3/groups.json': JSON.stringify(groups) }))).rejects.toThrow(
			/^3\/23228\/prices: file is not in the folder/,
		);
	});

	it('keeps no abbreviation longer than a set code, and reads only the games of the catalogue', async () => {
		const groups = await answer('3/groups');
		const long = { ...groups, results: [{ ...groups.results[1], abbreviation: 'A'.repeat(21) }] };
		const folder = await folderOf({
			'3/groups.json': JSON.stringify(long),
			'3/3170/prices.json': JSON.stringify(await answer('3/3170/prices')),
		});
		expect((await readFolder(pokemon, folder)).groups).toMatchObject([{ groupId: '3170', abbreviation: null }]);
		expect(() => tcgcsvOf([3, 99])).toThrow("TCGplayer's category 99 is no game of the catalogue's.");
	});

	it('refuses an answer that did not succeed, naming the file and the errors', async () => {
		const failed = await edited(
			() => [],
			(prices) => ({ ...prices, success: false, errors: ['Service unavailable.', 'Try again later.'] }),
		);
		await expect(readFolder(pokemon, failed)).rejects.toThrow(
			/^3\/3170\/prices: success is false: TCGplayer answered "Service unavailable\. Try again later\."\.$/,
		);
		// An empty group is an empty success: tcgcsv writes TCGplayer's "No products were found." so.
		expect((await readFolder(pokemon, await edited(() => []))).quotes).toEqual([]);
	});

	it('refuses a download cut short and a file of another format, naming the file', async () => {
		const whole = await readFile(join(FOLDER, '3/3170/prices.json'), 'utf8');
		await expect(
			readFolder(pokemon, await silverTempest(whole.slice(0, Math.floor(whole.length / 2)))),
		).rejects.toThrow(/^3\/3170\/prices: file is not whole JSON of its format after record \d+/);
		// A Cardmarket price guide where a group's prices should be.
		const guide = await readFile(join(SAMPLES, 'cardmarket', 'price_guide_6.json'), 'utf8');
		const other = await silverTempest(guide);
		await expect(readFolder(pokemon, other)).rejects.toThrow(
			/^3\/3170\/prices: success is missing: not an answer of TCGplayer's catalogue\.$/,
		);
	});
});
