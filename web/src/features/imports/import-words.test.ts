import { describe, expect, it } from 'vitest';
import { fieldWords } from './import-words.ts';

describe('fieldWords', () => {
	it('names the Deckhand field a file column fills', () => {
		expect(fieldWords('cardName')).toBe('Card name');
		expect(fieldWords('skuTcgplayerId')).toBe('TCGplayer SKU id');
		expect(fieldWords('quantityAdd')).toBe('Quantity to add');
	});

	it('says a column Deckhand does not read is not used', () => {
		expect(fieldWords(null)).toBe('not used');
	});

	it('lists each field of a column that carries several, and shows a field it has no word for as named', () => {
		expect(fieldWords('condition,edition,finish,language')).toBe('Condition, Edition, Finish, Language');
		expect(fieldWords('signature')).toBe('signature');
	});
});
