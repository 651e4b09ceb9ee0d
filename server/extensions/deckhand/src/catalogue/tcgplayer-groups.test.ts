import { describe, expect, it } from 'vitest';
import { nameWithoutGroupCode } from './tcgplayer-groups.ts';

describe("a TCGplayer group's name without its code", () => {
	it('leaves out the code TCGplayer puts before a set name', () => {
		expect(nameWithoutGroupCode('SV03: Obsidian Flames')).toBe('Obsidian Flames');
		expect(nameWithoutGroupCode('SWSH12: Silver Tempest')).toBe('Silver Tempest');
		expect(nameWithoutGroupCode('ME01: Mega Evolution')).toBe('Mega Evolution');
	});

	it('keeps a name whose prefix is a word, and a name with no prefix', () => {
		expect(nameWithoutGroupCode('Commander: Dominaria United')).toBeNull();
		expect(nameWithoutGroupCode('SV: Scarlet & Violet 151')).toBeNull();
		expect(nameWithoutGroupCode('Obsidian Flames')).toBeNull();
		expect(nameWithoutGroupCode('SV03:')).toBeNull();
	});
});
