import { describe, expect, it } from 'vitest';
import { CellReader } from './cell-reader.ts';
import { importRow } from './format-spec.ts';
import { vocabulary } from './vocabulary.ts';

const GRADES = vocabulary('a condition', [
	['Near Mint', 'NM'],
	['Played', 'MP'],
] as const);
const USD = { currency: 'USD' };

describe("reading a row's cells", () => {
	it('trims each cell, reads an empty or missing one as none, and answers the row when nothing was refused', () => {
		const read = new CellReader({ Name: '  Opt ', Set: '', Condition: 'near mint' }, USD);
		expect([read.text('Name', 10), read.text('Set', 10), read.text('Absent', 10)]).toEqual(['Opt', null, null]);
		expect(read.word('Condition', GRADES)).toBe('NM');
		const row = importRow({ cardName: 'Opt', condition: 'NM', finish: 'normal', language: 'EN' });
		expect(read.result(row)).toBe(row);
	});

	it('refuses text over its bound, an empty name, an empty word without a meaning for empty, naming the column', () => {
		const read = new CellReader({ Set: 'x'.repeat(21), Name: ' ', Condition: '', Foil: '' }, USD);
		expect(read.text('Set', 20)).toBeNull();
		expect(read.cardName('Name')).toBe('');
		expect(read.word('Condition', GRADES)).toBeNull();
		expect(read.word('Foil', vocabulary('a finish', [['foil', 'foil']] as const), 'normal')).toBe('normal');
		expect(read.result(importRow({ cardName: '', condition: 'NM', finish: 'normal', language: 'EN' }))).toEqual([
			{ column: 'Set', message: 'Set is 21 characters long; Deckhand keeps at most 20.' },
			{ column: 'Name', message: "Name is empty: every row needs the card's name." },
			{ column: 'Condition', message: 'Condition is empty: it needs a condition (Near Mint, Played).' },
		]);
	});

	it('refuses a card name over 200 characters', () => {
		const read = new CellReader({ Name: 'x'.repeat(201) }, USD);
		read.cardName('Name');
		expect(read.result(importRow({ cardName: '', condition: 'NM', finish: 'normal', language: 'EN' }))).toEqual([
			{ column: 'Name', message: 'Name is 201 characters long; Deckhand keeps at most 200.' },
		]);
	});
});
