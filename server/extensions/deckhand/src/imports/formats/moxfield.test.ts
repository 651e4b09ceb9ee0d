import { describe, expect, it } from 'vitest';
import { importRow } from './format-spec.ts';
import { MAGIC } from './games.ts';
import { readFixture } from './read-fixture.ts';

describe('a Moxfield export', () => {
	it('reads its quoted cells, sets by code, foil and etched, Mint and Deckbox grades (Good (Lightly Played), Poor); refuses a proxy and a negative count', async () => {
		const { format, rows } = await readFixture('moxfield-collection.csv');
		expect(format).toBe('moxfield');
		expect(rows).toEqual([
			{
				line: 2,
				row: importRow({
					...MAGIC,
					setCode: 'mh2',
					cardName: 'Counterspell',
					collectorNumber: '267',
					condition: 'NM',
					finish: 'foil',
					language: 'EN',
					quantity: 4,
					cost: 125,
				}),
			},
			{
				line: 3,
				row: importRow({
					...MAGIC,
					setCode: 'unf',
					cardName: 'Island',
					collectorNumber: '240',
					condition: 'MP',
					finish: 'normal',
					language: 'JA',
					quantity: 1,
				}),
			},
			{
				line: 4,
				row: importRow({
					...MAGIC,
					setCode: 'neo',
					cardName: 'Fable of the Mirror-Breaker // Reflection of Kiki-Jiki',
					collectorNumber: '141',
					condition: 'NM',
					finish: 'etched',
					language: 'ZH-TW',
					quantity: 1,
					cost: 6000,
				}),
			},
			{
				line: 5,
				row: importRow({
					...MAGIC,
					setCode: 'cmr',
					cardName: 'Sol Ring',
					collectorNumber: '472',
					condition: 'LP',
					finish: 'normal',
					language: 'EN',
					quantity: 2,
				}),
			},
			{
				line: 6,
				row: importRow({
					...MAGIC,
					setCode: '2x2',
					cardName: 'Dockside Extortionist',
					collectorNumber: '107',
					condition: 'DMG',
					finish: 'normal',
					language: 'ES',
					quantity: 1,
					cost: 4500,
				}),
			},
			{
				line: 7,
				errors: [
					{
						column: 'Proxy',
						message: 'Proxy "True": a proxy is not a card the shop sells; take the row out of the file.',
					},
				],
			},
			{
				line: 8,
				errors: [
					{
						column: 'Count',
						message:
							'Count "-1" is below 0: an import brings copies in (a stock adjustment takes them out).',
					},
				],
			},
			{
				line: 9,
				row: importRow({
					...MAGIC,
					setCode: '2ed',
					cardName: 'Chaos Orb',
					collectorNumber: '236',
					condition: 'DMG',
					finish: 'normal',
					language: 'EN',
					quantity: 1,
				}),
			},
		]);
	});
});
