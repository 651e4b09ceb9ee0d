import { describe, expect, it } from 'vitest';
import { neutraliseCell, restoreCell } from './spreadsheet-safe.ts';

describe('spreadsheet-safe cells', () => {
	it('puts an apostrophe before a cell a spreadsheet would run as a formula', () => {
		expect(neutraliseCell('=HYPERLINK("http://x")')).toBe(`'=HYPERLINK("http://x")`);
		expect(neutraliseCell('+2 Mace')).toBe("'+2 Mace");
		expect(neutraliseCell('-1/-1 Counter')).toBe("'-1/-1 Counter");
		expect(neutraliseCell('@sum')).toBe("'@sum");
		expect(neutraliseCell('\t=1')).toBe("'\t=1");
		expect(neutraliseCell('Charizard ex')).toBe('Charizard ex');
		expect(neutraliseCell("'quoted")).toBe("'quoted");
	});

	it('gives back exactly the text that was neutralised, and leaves other apostrophes alone', () => {
		for (const text of ['=1+1', '+2 Mace', '-5', '@x', 'plain', "'quoted", "Urza's Saga", ''])
			expect(restoreCell(neutraliseCell(text))).toBe(text);
		expect(restoreCell("'quoted")).toBe("'quoted");
	});
});
