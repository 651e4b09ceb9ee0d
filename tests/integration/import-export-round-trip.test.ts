import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { callers, stackInfo, type Caller } from '../harness/api.ts';
import { deckhandCsv, importFile, TCGPLAYER_HEADER, uploaders, type Uploader } from '../harness/imports.ts';

let admin: Caller;
let owner: Uploader;

beforeAll(async () => {
	({ admin } = await callers());
	({ owner } = await uploaders());
});

const IDS = new Set(['sku_id', 'card_id']);

async function exportGame(code: string): Promise<string> {
	const game = (await admin.get(`/items/games?filter[code][_eq]=${code}&fields=id`)).body.data[0];
	const response = await fetch(`${stackInfo().url}/deckhand/exports/inventory.csv?format=deckhand&game=${game.id}`, {
		headers: { authorization: `Bearer ${stackInfo().admin.token}` },
	});
	expect(response.status).toBe(200);
	return response.text();
}

/** A file's records with the id columns left out, each as its cells by column. */
function withoutIds(text: string): Array<Record<string, string>> {
	const records: Array<Record<string, string>> = parse(text, { bom: true, columns: true });
	return records.map((record) => Object.fromEntries(Object.entries(record).filter(([column]) => !IDS.has(column))));
}

describe('export → import → export', () => {
	it('gives back the same file apart from ids, tricky names, editions, finishes, languages, prices, costs, stock and market prices with their dates included', async () => {
		const tag = `${process.pid}${Date.now().toString(36)}`.slice(-8).toUpperCase();
		const [first, second] = [`RA${tag}`, `RB${tag}`];
		const row = {
			game_code: first,
			game_name: `Round trip ${tag}`,
			set_code: 'RTS',
			set_name: 'Round, "trip" set',
			rarity: 'Rare',
			kind: 'single',
			language: 'EN',
		};
		const shop = deckhandCsv([
			{
				...row,
				card_name: '=SUM(A1) "quoted", with comma',
				collector_number: '001',
				condition: 'NM',
				finish: 'foil',
				quantity: 3,
				price: '12.50',
				cost: '4.00',
				bin: 'A-1',
				barcode: `BC${tag}`,
				market_price: '13.10',
				market_price_date: '2026-11-20',
			},
			{
				...row,
				card_name: 'Flabébé 山田',
				collector_number: '002',
				condition: 'LP',
				finish: 'reverse_holo',
				language: 'JA',
				quantity: 1,
				price: '0.49',
				cost: '0.10',
				market_price: '0.35',
				market_price_date: '2025-01-31',
			},
			{
				...row,
				card_name: 'Dark Magician',
				collector_number: 'LOB-005',
				condition: 'NM',
				finish: 'normal',
				edition: 'first_edition',
				sku_tcgplayer_id: `TP${tag}`,
				quantity: 2,
				price: '120.00',
			},
			{
				...row,
				card_name: 'Dark Magician',
				collector_number: 'LOB-005',
				condition: 'MP',
				finish: 'etched',
				quantity: 0,
				price: '',
			},
			{
				...row,
				card_name: 'Booster box',
				collector_number: '',
				kind: 'sealed',
				condition: 'NM',
				finish: 'normal',
				quantity: 6,
				price: '99.99',
				cost: '70.00',
			},
		]);
		await importFile(owner, admin, shop, { quantities: 'replace', createMissing: true }, 'shop.csv');
		// TCGplayer's export prices the 1st Edition by its id: dated at that import, and exported with its day.
		const tcgplayer = stringify([
			TCGPLAYER_HEADER.split(','),
			[
				`TP${tag}`,
				'YuGiOh',
				'Round, "trip" set',
				'Dark Magician',
				'',
				'LOB-005',
				'Rare',
				'Near Mint 1st Edition',
				'118.40',
				'',
				'',
				'',
				'',
				'',
				'',
				'',
			],
		]);
		const priced = await importFile(
			owner,
			admin,
			tcgplayer,
			{ quantities: 'replace', createMissing: false },
			'TCGplayer_pricing.csv',
		);
		expect(priced.uploaded.format).toBe('tcgplayer');

		const exported = await exportGame(first);
		expect(withoutIds(exported)).toHaveLength(5);
		const marketPrices = withoutIds(exported)
			.filter((record) => record['market_price'] !== '')
			.map((record) => [
				record['collector_number'],
				record['condition'],
				record['market_price'],
				record['market_price_date'],
			]);
		expect(marketPrices).toEqual(
			expect.arrayContaining([
				['001', 'NM', '13.10', '2026-11-20'],
				['002', 'LP', '0.35', '2025-01-31'],
				['LOB-005', 'NM', '118.40', String(priced.job.committedAt).slice(0, 10)],
			]),
		);
		expect(marketPrices).toHaveLength(3);
		// Into a game of its own in the same shop: the ids another system gives a SKU and the barcodes, unique in a shop, told apart too.
		const swaps = [
			[first, second],
			[`Round trip ${tag}`, `Round trip again ${tag}`],
			[`BC${tag}`, `BD${tag}`],
			[`TP${tag}`, `TQ${tag}`],
		] as const;
		const moved = swaps.reduce((text, [from, to]) => text.replaceAll(from, to), exported);
		await importFile(owner, admin, moved, { quantities: 'replace', createMissing: true }, 'exported.csv');

		const again = swaps.reduce((text, [from, to]) => text.replaceAll(to, from), await exportGame(second));
		expect(withoutIds(again)).toEqual(withoutIds(exported));
		expect(again.split('\r\n')[0]).toBe(exported.split('\r\n')[0]);
	});
});
