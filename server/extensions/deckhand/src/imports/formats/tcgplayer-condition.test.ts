import { describe, expect, it } from 'vitest';
import { CONDITIONS, EDITIONS, FINISHES } from '@deckhand/contract/domain/limits.ts';
import { readTcgplayerCondition } from './tcgplayer-condition.ts';
import { TCGPLAYER_LANGUAGES, tcgplayerCondition } from './tcgplayer-words.ts';

describe("TCGplayer's Condition", () => {
	it('reads the grade, then the edition and printing, then the language', () => {
		expect(readTcgplayerCondition('Near Mint')).toEqual({
			condition: 'NM',
			kind: 'single',
			edition: null,
			finish: 'normal',
			language: null,
		});
		expect(readTcgplayerCondition('Lightly Played Foil')).toEqual({
			condition: 'LP',
			kind: 'single',
			edition: null,
			finish: 'foil',
			language: null,
		});
		expect(readTcgplayerCondition('Near Mint 1st Edition Holofoil')).toEqual({
			condition: 'NM',
			kind: 'single',
			edition: 'first_edition',
			finish: 'foil',
			language: null,
		});
		expect(readTcgplayerCondition('Moderately Played Reverse Holofoil')).toEqual({
			condition: 'MP',
			kind: 'single',
			edition: null,
			finish: 'reverse_holo',
			language: null,
		});
		expect(readTcgplayerCondition('Heavily Played Unlimited')).toEqual({
			condition: 'HP',
			kind: 'single',
			edition: 'unlimited',
			finish: 'normal',
			language: null,
		});
		expect(readTcgplayerCondition('Damaged Limited')).toEqual({
			condition: 'DMG',
			kind: 'single',
			edition: 'limited',
			finish: 'normal',
			language: null,
		});
		expect(readTcgplayerCondition('Lightly Played - Japanese')).toEqual({
			condition: 'LP',
			kind: 'single',
			edition: null,
			finish: 'normal',
			language: 'JA',
		});
		expect(readTcgplayerCondition('near mint foil - chinese (s)')).toEqual({
			condition: 'NM',
			kind: 'single',
			edition: null,
			finish: 'foil',
			language: 'ZH-CN',
		});
		expect(readTcgplayerCondition('Unopened')).toEqual({
			condition: 'NM',
			kind: 'sealed',
			edition: null,
			finish: 'normal',
			language: null,
		});
		expect(readTcgplayerCondition('Unopened - Korean')).toEqual({
			condition: 'NM',
			kind: 'sealed',
			edition: null,
			finish: 'normal',
			language: 'KO',
		});
	});

	it('refuses a word it does not know, naming it and the words it knows', () => {
		expect(readTcgplayerCondition('Slightly Used')).toEqual({
			problem:
				'Condition "Slightly Used" is not a condition Deckhand knows (Near Mint, Lightly Played, Moderately Played, Heavily Played, Damaged, Unopened).',
		});
		expect(readTcgplayerCondition('Near Minty')).toEqual({
			problem:
				'Condition "Near Minty" is not a condition Deckhand knows (Near Mint, Lightly Played, Moderately Played, Heavily Played, Damaged, Unopened).',
		});
		expect(readTcgplayerCondition('Near Mint Holofoil 1st Edition')).toEqual({
			problem:
				'Condition "Near Mint Holofoil 1st Edition": "1st Edition" is not an edition or printing Deckhand knows (1st Edition, Unlimited, Limited; Reverse Holofoil, Foil Etched, Holofoil, Foil).',
		});
		expect(readTcgplayerCondition('Near Mint - Klingon')).toEqual({
			problem:
				'Condition "Near Mint - Klingon": "Klingon" is not a language Deckhand knows (English, Japanese, German, French, Italian, Spanish, Portuguese, Korean, Russian, Chinese Simplified, Chinese Traditional, Phyrexian).',
		});
	});
});

describe("TCGplayer's Condition as Deckhand writes it and reads it back", () => {
	it('reads every grade, edition, finish and named language the pricing export writes', () => {
		for (const condition of CONDITIONS)
			for (const edition of [null, ...EDITIONS])
				for (const finish of FINISHES)
					for (const [language, name] of Object.entries(TCGPLAYER_LANGUAGES))
						for (const gameCode of ['MTG', 'PKM']) {
							const written = tcgplayerCondition({
								kind: 'single',
								condition,
								edition,
								finish,
								language,
								gameCode,
							});
							expect(readTcgplayerCondition(written), written).toEqual({
								condition,
								kind: 'single',
								edition,
								finish,
								language: name === '' ? null : language,
							});
						}
	});
});
