import { describe, expect, it } from 'vitest';
import { fieldWords, formatName } from './import-words.ts';

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

describe('formatName', () => {
	it('names a format by its tool, and one it does not know as the server names it', () => {
		expect(formatName('dragonshield')).toBe('Dragon Shield');
		expect(formatName('deckhand')).toBe('Deckhand CSV');
		expect(formatName('collectr')).toBe('collectr');
	});
});
