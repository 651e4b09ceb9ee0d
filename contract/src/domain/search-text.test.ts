import { describe, expect, it } from 'vitest';
import { searchText, searchWords } from './search-text.ts';

describe('searchText', () => {
	it.each([
		['Flabébé', ' flabebe'],
		['Charizard ex', ' charizard ex'],
		['Blue-Eyes White Dragon', ' blue eyes white dragon'],
		['Éowyn, Fearless Knight', ' eowyn fearless knight'],
		['  Sheoldred,  the Apocalypse ', ' sheoldred the apocalypse'],
	])('%s → %j', (name, stored) => {
		expect(searchText(name)).toBe(stored);
	});

	it('splits a search box entry into the same words', () => {
		expect(searchWords('CHAR  Ex!')).toEqual(['char', 'ex']);
		expect(searchWords('  ')).toEqual([]);
	});
});
