import { describe, expect, it } from 'vitest';
import { editDistanceWithin } from './edit-distance.ts';

describe('editDistanceWithin', () => {
	it('counts a wrong, missing or extra letter and two swapped letters as one', () => {
		expect(editDistanceWithin('john', 'john', 2)).toBe(0);
		expect(editDistanceWithin('jonh', 'john', 2)).toBe(1);
		expect(editDistanceWithin('smtih', 'smith', 2)).toBe(1);
		expect(editDistanceWithin('jon', 'john', 2)).toBe(1);
		expect(editDistanceWithin('johnn', 'john', 2)).toBe(1);
		expect(editDistanceWithin('jahn', 'john', 2)).toBe(1);
		expect(editDistanceWithin('kowalsky', 'kowalski', 2)).toBe(1);
		expect(editDistanceWithin('abcd', 'badc', 2)).toBe(2);
	});

	it('answers one more than the limit when the words are further apart', () => {
		expect(editDistanceWithin('smith', 'jones', 2)).toBe(3);
		expect(editDistanceWithin('ann', 'annabelle', 2)).toBe(3);
		expect(editDistanceWithin('jonh', 'joan', 1)).toBe(2);
		expect(editDistanceWithin('', 'ab', 1)).toBe(2);
	});
});
