import { describe, expect, it } from 'vitest';
import { tcgplayerCondition, tcgplayerProductLine, type TcgplayerSku } from './tcgplayer-words.ts';

const nm: TcgplayerSku = {
	kind: 'single',
	condition: 'NM',
	edition: null,
	finish: 'normal',
	language: 'EN',
	gameCode: 'MTG',
};

describe("TCGplayer's condition cell", () => {
	it('says the condition alone for a normal English single', () => {
		expect(tcgplayerCondition(nm)).toBe('Near Mint');
		expect(tcgplayerCondition({ ...nm, condition: 'DMG' })).toBe('Damaged');
	});

	it('adds the edition, then the finish, in the order TCGplayer writes them', () => {
		expect(tcgplayerCondition({ ...nm, condition: 'LP', finish: 'foil' })).toBe('Lightly Played Foil');
		expect(tcgplayerCondition({ ...nm, gameCode: 'PKM', edition: 'first_edition', finish: 'foil' })).toBe(
			'Near Mint 1st Edition Holofoil',
		);
		expect(tcgplayerCondition({ ...nm, gameCode: 'PKM', finish: 'reverse_holo' })).toBe(
			'Near Mint Reverse Holofoil',
		);
		expect(tcgplayerCondition({ ...nm, gameCode: 'YGO', condition: 'MP', edition: 'unlimited' })).toBe(
			'Moderately Played Unlimited',
		);
		expect(tcgplayerCondition({ ...nm, finish: 'etched' })).toBe('Near Mint Foil Etched');
	});

	it('names a language other than English after a dash, and keeps a code TCGplayer has no name for', () => {
		expect(tcgplayerCondition({ ...nm, language: 'JA' })).toBe('Near Mint - Japanese');
		expect(tcgplayerCondition({ ...nm, condition: 'HP', finish: 'foil', language: 'ZH-CN' })).toBe(
			'Heavily Played Foil - Chinese (S)',
		);
		expect(tcgplayerCondition({ ...nm, language: 'TH' })).toBe('Near Mint - TH');
		expect(tcgplayerCondition({ ...nm, language: 'constructor' })).toBe('Near Mint - constructor');
	});

	it('says Unopened for sealed product', () => {
		expect(tcgplayerCondition({ ...nm, kind: 'sealed', gameCode: 'PKM' })).toBe('Unopened');
		expect(tcgplayerCondition({ ...nm, kind: 'sealed', language: 'JA' })).toBe('Unopened - Japanese');
	});
});

describe("TCGplayer's product line", () => {
	it("is TCGplayer's name for a known game, and the game's own name otherwise", () => {
		expect(tcgplayerProductLine({ code: 'PKM', name: 'Pokémon' })).toBe('Pokemon');
		expect(tcgplayerProductLine({ code: 'MTG', name: 'Magic: The Gathering' })).toBe('Magic');
		expect(tcgplayerProductLine({ code: 'FAB', name: 'Flesh and Blood' })).toBe('Flesh and Blood');
		expect(tcgplayerProductLine({ code: 'toString', name: 'Odd' })).toBe('Odd');
	});
});
