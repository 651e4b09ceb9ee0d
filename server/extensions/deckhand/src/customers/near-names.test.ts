import { describe, expect, it } from 'vitest';
import { allowsTypos, foldedWords, nearNames, NEAR_NAMES_MAX, type NamedRow } from './near-names.ts';

const customers: NamedRow[] = [
	{ id: 1, name: 'John Smith' },
	{ id: 2, name: 'Joan Smythe' },
	{ id: 3, name: 'José Núñez' },
	{ id: 4, name: 'Anna Kowalski' },
	{ id: 5, name: null },
	{ id: 6, name: 'Jonathan Smith' },
];

describe('nearNames', () => {
	it('finds a name with one letter wrong, missing, extra or two swapped, in any word', () => {
		expect(nearNames('Jonh Smith', customers)).toEqual([1]);
		expect(nearNames('Smtih', customers)).toEqual([1, 6]);
		expect(nearNames('jhon', customers)).toEqual([1]);
		expect(nearNames('Kowalksy', customers)).toEqual([4]);
	});

	it('folds case and accents, and takes a typed word as the start of a name’s word', () => {
		expect(foldedWords('José  NÚÑEZ-Ortiz')).toEqual(['jose', 'nunez', 'ortiz']);
		expect(nearNames('Nunes jos', customers)).toEqual([3]);
		expect(nearNames('Jonh Smi', customers)).toEqual([1]);
	});

	it('ranks the closest first and answers no more than a short list', () => {
		expect(nearNames('Smyth', customers)).toEqual([2, 1, 6]);
		const many = Array.from({ length: 200 }, (_, id) => ({ id, name: `Jonh ${id}` }));
		expect(nearNames('John', many)).toHaveLength(NEAR_NAMES_MAX);
	});

	it('allows no typo in a word of three letters, nor two in one of seven', () => {
		expect(allowsTypos('Jon Li')).toBe(false);
		expect(allowsTypos('Jon Smxx')).toBe(true);
		expect(nearNames('Jon Smxx', customers)).toEqual([]);
		expect(nearNames('Kowxxski', customers)).toEqual([4]);
		expect(nearNames('Kowxxxki', customers)).toEqual([]);
	});

	it('answers a short list from 50 000 names, and nothing for a name none is near', () => {
		const rows = Array.from({ length: 50_000 }, (_, id) => ({
			id,
			name: id % 1_000 === 0 ? 'Mohammed Okafor' : `Kaaro Milensa ${id}`,
		}));
		expect(nearNames('Mohamed Okafro', rows)).toHaveLength(NEAR_NAMES_MAX);
		expect(nearNames('Jonh Smtih', rows)).toEqual([]);
	});
});
