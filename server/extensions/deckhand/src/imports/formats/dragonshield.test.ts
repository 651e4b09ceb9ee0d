import { describe, expect, it } from 'vitest';
import { importRow } from './format-spec.ts';
import { MAGIC } from './games.ts';
import { readFixture } from './read-fixture.ts';

describe('a Dragon Shield export', () => {
	it('reads past its "sep=," line (counted in the line numbers), its one-word European grades, printings and language names', async () => {
		const { format, rows } = await readFixture('dragonshield-folder.csv');
		expect(format).toBe('dragonshield');
		expect(rows).toEqual([
			{
				line: 3,
				row: importRow({
					...MAGIC,
					setCode: 'M10',
					setName: 'Magic 2010',
					cardName: 'Lightning Bolt',
					collectorNumber: '146',
					condition: 'NM',
					finish: 'normal',
					language: 'EN',
					quantity: 4,
					cost: 50,
				}),
			},
			{
				line: 4,
				row: importRow({
					...MAGIC,
					setCode: 'CMR',
					setName: 'Commander Legends',
					cardName: 'Arcane Signet',
					collectorNumber: '297',
					condition: 'MP',
					finish: 'foil',
					language: 'JA',
					quantity: 1,
					cost: 210,
				}),
			},
			{
				line: 5,
				row: importRow({
					...MAGIC,
					setCode: 'MH1',
					setName: 'Modern Horizons',
					cardName: 'Urza, Lord High Artificer',
					collectorNumber: '75',
					condition: 'LP',
					finish: 'etched',
					language: 'DE',
					quantity: 2,
				}),
			},
			{
				line: 6,
				row: importRow({
					...MAGIC,
					setCode: 'MUL',
					setName: 'Multiverse Legends',
					cardName: 'Ragavan',
					collectorNumber: '86',
					condition: 'MP',
					finish: 'foil',
					language: 'ZH-CN',
					quantity: 1,
				}),
			},
			{
				line: 7,
				row: importRow({
					...MAGIC,
					setCode: 'CMR',
					setName: 'Commander Legends',
					cardName: 'Sol Ring',
					collectorNumber: '472',
					condition: 'HP',
					finish: 'normal',
					language: 'KO',
					quantity: 1,
					cost: 100,
				}),
			},
			{
				line: 8,
				row: importRow({
					...MAGIC,
					setCode: 'ALL',
					setName: 'Alliances',
					cardName: 'Force of Will',
					collectorNumber: '28',
					condition: 'DMG',
					finish: 'normal',
					language: 'IT',
					quantity: 1,
					cost: 4000,
				}),
			},
			{
				line: 9,
				errors: [
					{
						column: 'Printing',
						message: 'Printing "Holo" is not a printing Deckhand knows (Normal, Foil, Etched).',
					},
				],
			},
		]);
	});
});
